/// One touch (or mouse drag) sample in window coordinates.
///
/// Hosts send a `.began`, any number of `.moved`, then `.ended` or `.cancelled` for each
/// ``id``. Timestamps are seconds on the window's clock and never decrease.
public struct PointerEvent: Hashable, Sendable {
    /// Distinguishes simultaneous touches; the mouse uses 0.
    public var id: Int
    /// Where the touch is in this sample.
    public var phase: TouchPhase
    /// The location in window coordinates, in points.
    public var location: Point
    /// Seconds on the window's clock.
    public var timestamp: Double
    /// Touch or mouse.
    public var kind: PointerKind
    /// The modifier keys held when the sample was taken (Shift-drag selects text), the
    /// counterpart of `UIEvent.modifierFlags`.
    public var modifiers: KeyModifiers

    /// Creates a pointer event.
    public init(
        id: Int = 0, phase: TouchPhase, location: Point, timestamp: Double, kind: PointerKind = .touch,
        modifiers: KeyModifiers = []
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.kind = kind
        self.modifiers = modifiers
    }
}

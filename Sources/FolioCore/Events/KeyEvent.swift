/// A key press or release, delivered to the focused view (then up its responder chain).
public struct KeyEvent: Hashable, Sendable {
    /// Whether the key went down or up.
    public enum Phase: Hashable, Sendable {
        case down
        case up
    }

    public var key: Key
    public var phase: Phase
    public var modifiers: KeyModifiers
    /// Whether this is an auto-repeat of a held key.
    public var isRepeat: Bool
    /// Seconds on the window's clock.
    public var timestamp: Double

    /// Creates a key event.
    public init(
        key: Key, phase: Phase = .down, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double = 0
    ) {
        self.key = key
        self.phase = phase
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}

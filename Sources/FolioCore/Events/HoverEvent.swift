/// The mouse moving over a window with no button held: what a pointer with nothing pressed
/// reports, the counterpart of a hover (`UIHoverGestureRecognizer`) or AppKit's `mouseMoved`.
///
/// Hover is not a touch: it never begins or ends, has no gesture arena and cannot be
/// captured. Screens use it to reveal controls (a scrubber near the bottom edge) the way a
/// desktop reader does.
public struct HoverEvent: Hashable, Sendable {
    /// Where the pointer is, in window coordinates, in points.
    public var location: Point
    /// Seconds on the window's clock.
    public var timestamp: Double

    /// Creates a hover event.
    public init(location: Point, timestamp: Double = 0) {
        self.location = location
        self.timestamp = timestamp
    }
}

/// A mouse-wheel or trackpad scroll, delivered to the view under the pointer.
///
/// `delta` is how far the content should move in points, in the direction of increasing
/// content offset: positive `y` scrolls down (shows content further down), positive `x`
/// scrolls right. Hosts convert wheel "clicks" to points (SDL: 40 pt per click).
public struct ScrollWheelEvent: Hashable, Sendable {
    /// The pointer location in window coordinates.
    public var location: Point
    /// The scroll amount in points, in content-offset direction.
    public var delta: Point
    /// `true` for trackpads and other smooth devices, `false` for notched wheels.
    public var isPrecise: Bool
    /// Seconds on the window's clock.
    public var timestamp: Double
    /// The modifier keys held. With ``KeyModifiers/control`` a zoomable scroll view zooms
    /// instead of scrolling (a trackpad pinch arrives this way on most desktops), as in
    /// browsers and PDF viewers.
    public var modifiers: KeyModifiers

    /// Creates a scroll event.
    public init(
        location: Point, delta: Point, isPrecise: Bool = false, timestamp: Double = 0, modifiers: KeyModifiers = []
    ) {
        self.location = location
        self.delta = delta
        self.isPrecise = isPrecise
        self.timestamp = timestamp
        self.modifiers = modifiers
    }
}

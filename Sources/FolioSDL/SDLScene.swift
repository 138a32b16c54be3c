public import FolioCore

/// Anything an ``SDLHost`` can show in a window: it takes events and time, and draws frames.
///
/// The host owns the loop. Each iteration it forwards input with ``sendEvent(_:)``, and when
/// ``needsUpdate`` is true (or the window was resized or uncovered) it calls ``update()`` and
/// then ``render(into:scale:)``. When ``needsUpdate`` stays false the host sleeps in the event
/// queue, so an idle scene costs no CPU.
///
/// The protocol keeps the host independent of what it shows, the way a `UIWindowScene` can
/// hold any window: a Folio `Window` plus a compositor is the usual scene.
///
/// ```swift
/// let host = try SDLHost(configuration: .init(title: "Reader", size: Size(width: 800, height: 600)), clock: clock)
/// host.run(scene)
/// ```
@MainActor
public protocol SDLScene: AnyObject {
    /// Called with the window's size in points before the first frame and after every resize.
    func setSize(_ size: Size)

    /// Delivers one input event, with a timestamp on the host's clock.
    func sendEvent(_ event: Event)

    /// Whether the next frame would differ from the last one: an animation is running, or
    /// something changed since the last ``update()``.
    var needsUpdate: Bool { get }

    /// When the scene next needs a frame, on the host's clock, if until then ``needsUpdate``
    /// is true only because it waits for that time and nothing on screen changes (a gesture's
    /// timeout: a press that may still become a double tap). The host sleeps until then, or
    /// until input, instead of drawing frames that show nothing new. `nil` (the default) when
    /// ``needsUpdate`` says it all, as while frames change.
    var onlyWaitsUntil: Double? { get }

    /// Advances animations to the clock's current time and lays out, once per frame.
    func update()

    /// Draws the current state into `frame`, whose size is the window's size in pixels.
    ///
    /// - Parameters:
    ///   - frame: The destination, sized by the host; reuse its storage to avoid allocating per frame.
    ///   - scale: Pixels per point (2 on a high-density display).
    func render(into frame: inout Bitmap, scale: Double)

    /// Does a little of the drawing the next frames will need, while the window is idle:
    /// the host calls it when no frame is due and no event waits, again and again while it
    /// returns `true` and nothing else happens. Keep each call short (one layer's drawing),
    /// since input that arrives meanwhile waits for it.
    ///
    /// - Returns: Whether more is left to draw ahead.
    func drawAhead() -> Bool

    /// Whether the scene asks the host to close the window (for example after Escape on its
    /// first screen). The host checks it after every batch of events.
    var isFinished: Bool { get }
}

extension SDLScene {
    /// Nothing to wait for: a frame whenever ``needsUpdate`` is true.
    public var onlyWaitsUntil: Double? { nil }

    /// Nothing to draw ahead: a scene draws only in ``render(into:scale:)`` unless it says otherwise.
    public func drawAhead() -> Bool { false }
}

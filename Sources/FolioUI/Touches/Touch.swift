public import FolioCore

/// One finger (or the pressed mouse) on the screen during a touch sequence, the counterpart
/// of `UITouch`.
///
/// The same object is delivered for the whole sequence, from `.began` to `.ended` or
/// `.cancelled`, so it can be used as a dictionary key.
///
/// ```swift
/// override func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
///     guard let touch = touches.first else { return }
///     let delta = touch.location(in: self) - touch.previousLocation(in: self)
///     center += delta
/// }
/// ```
@MainActor
public final class Touch: Hashable {
    /// The pointer id the host gave this touch (0 for the mouse).
    public let pointerID: Int
    /// Touch or mouse.
    public let kind: PointerKind
    /// The current phase.
    public internal(set) var phase: TouchPhase
    /// The time of the latest sample, in seconds on the window's clock.
    public internal(set) var timestamp: Double
    /// How many quick taps in the same place led to this touch (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-tested view).
    public internal(set) weak var view: View?
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// The gesture recognizers receiving this touch, deepest view first (those still alive).
    ///
    /// A recognizer keeps the touches it tracks, so the touch holds its recognizers weakly:
    /// otherwise a finger still down when its view goes away would keep the recognizer, the
    /// touch and everything the recognizer's actions capture alive for good.
    public internal(set) var gestureRecognizers: [GestureRecognizer] {
        get { recognizers.compactMap(\.object) }
        set { recognizers = newValue.map { WeakBox($0) } }
    }
    private var recognizers: [WeakBox<GestureRecognizer>] = []

    var locationInWindow: Point
    var previousLocationInWindow: Point
    /// Set once a recognizer with `cancelsTouchesInView` recognized: the view no longer hears of it.
    var isDeliveredToView = true
    /// Whether the view received `touchesBegan` for this touch.
    var viewSawBegan = false

    init(event: PointerEvent, view: View?, window: Window, tapCount: Int) {
        pointerID = event.id
        kind = event.kind
        phase = event.phase
        timestamp = event.timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        locationInWindow = event.location
        previousLocationInWindow = event.location
    }

    /// The touch location in `view`'s bounds coordinates (`nil`: window coordinates).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location of the previous sample in `view`'s bounds coordinates (`nil`: window coordinates).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Records a new sample.
    func update(with event: PointerEvent) {
        previousLocationInWindow = locationInWindow
        locationInWindow = event.location
        timestamp = event.timestamp
        phase = event.phase
    }

    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

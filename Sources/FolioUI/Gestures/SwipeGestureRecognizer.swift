public import FolioCore

/// Recognizes a quick stroke in one of the allowed directions, the counterpart of
/// `UISwipeGestureRecognizer`. Discrete: it recognizes during the move, as soon as the
/// stroke is long and fast enough.
///
/// ```swift
/// let swipe = SwipeGestureRecognizer { _ in showNextPage() }
/// swipe.direction = .left
/// view.addGestureRecognizer(swipe)
/// ```
///
/// - Note: The thresholds UIKit keeps private are public here: ``minimumDistance``,
///   ``minimumSpeed`` and ``maximumDuration``.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Directions of a swipe, the counterpart of `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a direction set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions. `.right` by default, as in UIKit.
    public var direction: Direction = .right
    /// The number of fingers needed. 1 by default.
    public var numberOfTouchesRequired = 1
    /// How far (in points) the stroke must go along its axis. 50 by default.
    public var minimumDistance = 50.0
    /// The slowest average speed (points per second) that counts as a swipe. 300 by default.
    public var minimumSpeed = 300.0
    /// The longest a swipe may take, in seconds. 0.5 by default.
    public var maximumDuration = 0.5
    /// The largest ratio of cross-axis to along-axis movement. 0.5 by default (about 27°).
    public var maximumDeviation = 0.5

    private var start: Point?
    private var startTime = 0.0

    override open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if start == nil { startTime = event.timestamp }
        start = centroidInWindow
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        guard state == .possible, let start else { return }
        let elapsed = event.timestamp - startTime
        if elapsed > maximumDuration {
            state = .failed
            return
        }
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        let d = centroidInWindow - start
        let horizontal = abs(d.x) >= abs(d.y)
        let along = horizontal ? abs(d.x) : abs(d.y)
        let across = horizontal ? abs(d.y) : abs(d.x)
        guard along >= minimumDistance else { return }
        let stroke: Direction = horizontal ? (d.x > 0 ? .right : .left) : (d.y > 0 ? .down : .up)
        guard direction.contains(stroke), across <= along * maximumDeviation else {
            state = .failed
            return
        }
        if along / max(elapsed, 1e-6) >= minimumSpeed { state = .ended }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        start = nil
        startTime = 0
    }
}

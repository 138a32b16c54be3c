public import FolioCore

/// Recognizes a finger held still, the counterpart of `UILongPressGestureRecognizer`.
/// Continuous: it begins once the touches have stayed within ``allowableMovement`` for
/// ``minimumPressDuration`` seconds, reports `changed` as they move afterwards (a
/// press-and-hold then drag, as text selection on iOS), and ends when they lift.
///
/// ```swift
/// let hold = LongPressGestureRecognizer { recognizer in
///     switch recognizer.state {
///     case .began: startSelection(at: recognizer.location(in: page))
///     case .changed: extendSelection(to: recognizer.location(in: page))
///     default: break
///     }
/// }
/// page.addGestureRecognizer(hold)
/// ```
///
/// Held still, it wins over a pan (which needs the finger to move first) and a tap (which
/// it makes fail when it begins); moved early, it fails and the pan wins.
///
/// - Note: `numberOfTapsRequired` (a tap before the press) is not supported.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long (in seconds) the touches must stay down before the gesture begins. 0.5 by default.
    public var minimumPressDuration = 0.5
    /// The number of fingers that must press. 1 by default.
    public var numberOfTouchesRequired = 1
    /// How far (in points) the touches may move before the gesture begins; further, it
    /// fails. 10 by default.
    public var allowableMovement = 10.0

    private var startInWindow: Point?

    override open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        startInWindow = centroidInWindow
        let duration = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0.5
        deadline = event.timestamp + duration
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        switch state {
        case .possible:
            if let start = startInWindow, centroidInWindow.distance(to: start) > allowableMovement {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        guard touches.count >= trackedTouches.count else { return }
        finishContinuousGesture()
    }

    override func deadlinePassed() {
        guard state == .possible, trackedTouches.count == numberOfTouchesRequired else { return }
        state = .began
    }

    override open func reset() {
        startInWindow = nil
    }
}

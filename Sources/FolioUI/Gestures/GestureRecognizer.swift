public import FolioCore

/// Turns touches into a gesture with UIKit's state machine, the counterpart of
/// `UIGestureRecognizer`.
///
/// Discrete gestures (tap, swipe) go from ``State-swift.enum/possible`` straight to
/// ``State-swift.enum/ended`` (``State-swift.enum/recognized``) or
/// ``State-swift.enum/failed``; continuous ones (pan) go through `began`, `changed`… and end
/// with `ended` or `cancelled`. Actions run on every state change except to `possible` and `failed`.
///
/// ```swift
/// let pan = PanGestureRecognizer { recognizer in
///     guard let pan = recognizer as? PanGestureRecognizer else { return }
///     card.center += pan.translation(in: card.superview)
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// card.addGestureRecognizer(pan)
/// ```
///
/// Recognizers of the touched view and of all its ancestors receive the touches (deepest
/// first) before the view does. When one of them begins or recognizes it makes the others
/// fail unless the delegate allows simultaneous recognition, and, with
/// ``cancelsTouchesInView``, the view's touches are cancelled.
///
/// Subclasses override ``touchesBegan(_:with:)`` and friends, set ``state``, and clear their
/// own state in ``reset()``.
@MainActor
open class GestureRecognizer {
    /// The states of a recognizer, the counterpart of `UIGestureRecognizer.State`.
    public enum State: Int, Hashable, Sendable {
        case possible
        case began
        case changed
        case ended
        case cancelled
        case failed

        /// The state a discrete recognizer reaches when it recognizes; the same as ``ended``.
        public static let recognized = State.ended

        /// Whether the recognizer is done with the current touches.
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    private var storedState = State.possible
    private var actions: [@MainActor (GestureRecognizer) -> Void] = []
    private var failureRequirements: [WeakBox<GestureRecognizer>] = []

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Fine-tunes recognition; see ``GestureRecognizerDelegate``.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// A disabled recognizer receives no touches; disabling an active one cancels it.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if let arena = view?.window?.gestureArena {
                arena.remove(self)
            } else {
                performReset()
            }
        }
    }
    /// Whether the view's touches are cancelled when the gesture is recognized. `true` by default.
    public var cancelsTouchesInView = true
    /// Whether the view's `touchesEnded` waits until this recognizer failed (it becomes
    /// `touchesCancelled` if it recognizes instead). `true` by default.
    public var delaysTouchesEnded = true

    /// The touches the recognizer is tracking, in the order they began.
    public internal(set) var trackedTouches: [Touch] = []
    /// The state the recognizer asked for while waiting for others to fail.
    var pendingState: State?
    /// A time (on the window's clock) at which ``deadlinePassed()`` is called, if set.
    var deadline: Double?

    /// Creates a recognizer.
    ///
    /// - Parameter handler: Called on every state change except to `possible` and `failed`.
    public init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let handler { actions.append(handler) }
    }

    /// Adds an action called on every state change except to `possible` and `failed`.
    public func addTarget(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// The current state. Subclasses set it; the window arbitrates requests to leave
    /// `possible` (delegate, failure requirements, other recognizers).
    public var state: State {
        get { storedState }
        set {
            if let arena = view?.window?.gestureArena {
                arena.recognizer(self, requests: newValue)
            } else {
                apply(newValue)
            }
        }
    }

    /// Makes this recognizer wait until `other` fails; if `other` recognizes, this one fails.
    ///
    /// ```swift
    /// singleTap.require(toFail: doubleTap)
    /// ```
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else { return }
        failureRequirements.append(WeakBox(other))
    }

    /// The recognizers this one waits for, from ``require(toFail:)``.
    var explicitFailureRequirements: [GestureRecognizer] { failureRequirements.compactMap(\.object) }

    /// The number of touches tracked.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (the last one after they lifted) in `view`'s
    /// coordinates (`nil`: window coordinates).
    public func location(in view: View?) -> Point {
        let point = centroidInWindow
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location of one tracked touch in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard trackedTouches.indices.contains(index) else { return location(in: view) }
        return trackedTouches[index].location(in: view)
    }

    var lastCentroid = Point.zero
    var centroidInWindow: Point {
        guard !trackedTouches.isEmpty else { return lastCentroid }
        let sum = trackedTouches.reduce(Point.zero) { $0 + $1.locationInWindow }
        return sum / Double(trackedTouches.count)
    }

    /// Ends a continuous gesture when its last touches lift: one that began ends, one that
    /// never began fails. The centroid is kept, so that ``location(in:)`` still answers where
    /// the touches lifted.
    func finishContinuousGesture() {
        lastCentroid = centroidInWindow
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    // MARK: - Subclass hooks

    /// Called when touches begin. The default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {}
    /// Called when tracked touches move. The default does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {}
    /// Called when tracked touches lift; they are still in ``GestureRecognizer/trackedTouches`` during the call.
    open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {}
    /// Called when tracked touches are cancelled. The default fails or cancels the recognizer.
    open func touchesCancelled(_ touches: Set<Touch>, with event: PointerEvent) {
        if state == .began || state == .changed {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }
    /// Clears the subclass's per-gesture state; called after the gesture ended, failed or was cancelled.
    open func reset() {}
    /// Whether this recognizer must wait for `other` to fail. `false` by default.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` must wait for this recognizer to fail. `false` by default.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }
    /// Called when a ``deadline`` set by a subclass passes.
    func deadlinePassed() {}
    /// Whether this recognizer works together with `other` whatever the delegates say: the
    /// pairs UIKit builds in (a scroll view's pan and pinch). `false` by default.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool { false }

    // MARK: - Machinery

    /// Observers told about every state change, failures included (for test recorders).
    package var stateObservers: [@MainActor (GestureRecognizer) -> Void] = []

    /// Sets the state without arbitration and runs the actions.
    func apply(_ newState: State) {
        storedState = newState
        for observer in stateObservers { observer(self) }
        if newState != .possible && newState != .failed {
            for action in actions { action(self) }
        }
    }

    /// Returns to `possible` and clears everything for the next gesture.
    func performReset() {
        storedState = .possible
        pendingState = nil
        deadline = nil
        trackedTouches = []
        reset()
    }
}

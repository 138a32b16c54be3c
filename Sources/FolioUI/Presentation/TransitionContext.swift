public import FolioCore

/// What an animator needs to run a view-controller transition, the counterpart of
/// `UIViewControllerContextTransitioning`.
@MainActor
public final class TransitionContext {
    /// Which side of the transition a controller or view is on.
    public enum Key: Hashable, Sendable {
        /// The controller on screen before the transition.
        case from
        /// The controller on screen after it.
        case to
    }

    /// The view the transition happens in (the window, for modal presentation).
    public let containerView: View
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether a gesture drives the transition; interactive animators set this.
    public var isInteractive = false
    /// Whether the transition was cancelled (set by ``cancelInteractiveTransition()`` or by
    /// completing with `false`).
    public private(set) var transitionWasCancelled = false
    /// Whether ``completeTransition(_:)`` was called.
    public private(set) var isCompleted = false
    /// The dimmed backdrop behind the presented view, which also blocks touches to the
    /// controllers beneath. Animate its `alpha` from 0 to 1 when presenting and from 1 to 0
    /// when dismissing; Folio sets the final value when the transition completes.
    ///
    /// - Note: UIKit's presentation controllers own such a view; Folio has no presentation
    ///   controllers and hands it to the animator.
    public internal(set) var dimmingView: View?

    private let fromController: ViewController
    private let toController: ViewController
    private let fromView: View?
    private let toView: View?
    private let finalFrames: [ObjectIdentifier: Rect]
    /// Dropped once called: it holds the animator, which may hold this context (interactive
    /// animators keep it to finish later), and the two would otherwise keep each other, the
    /// controllers and the window alive after the transition ended.
    private var onComplete: (@MainActor (Bool) -> Void)?

    init(
        container: View, from: ViewController, to: ViewController, fromView: View?, toView: View?,
        finalFrames: [ObjectIdentifier: Rect], isAnimated: Bool, onComplete: @escaping @MainActor (Bool) -> Void
    ) {
        containerView = container
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.finalFrames = finalFrames
        self.isAnimated = isAnimated
        self.onComplete = onComplete
    }

    /// The controller on one side of the transition.
    public func viewController(forKey key: Key) -> ViewController? {
        key == .from ? fromController : toController
    }

    /// The view that enters (`.to`) or leaves (`.from`) the container, when it does.
    public func view(forKey key: Key) -> View? {
        key == .from ? fromView : toView
    }

    /// Where `controller`'s view ends up, or `.zero` when it leaves the screen.
    public func finalFrame(for controller: ViewController) -> Rect {
        finalFrames[ObjectIdentifier(controller)] ?? .zero
    }

    /// Marks an interactive transition as cancelled; complete it with `false` afterwards.
    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
    }

    /// Ends the transition. Pass `false` to cancel it and restore the previous state.
    /// Later calls are ignored.
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        if !didComplete { transitionWasCancelled = true }
        let handler = onComplete
        onComplete = nil
        handler?(didComplete)
    }
}

import FolioCore

/// Folio's default modal animation: the presented view slides up from the bottom edge while
/// the backdrop darkens, and slides back down to dismiss. In its interactive form a pull-down
/// gesture drives it and then finishes or cancels it with a spring from the finger's velocity.
@MainActor
final class ModalSlideTransition: ViewControllerAnimatedTransitioning {
    enum Direction {
        case presenting
        case dismissing
    }

    static let duration = 0.4
    static let curve = TimingCurve(controlPoint1: Point(x: 0.2, y: 0.8), controlPoint2: Point(x: 0.2, y: 1))
    static let settleSpring = Spring(dampingRatio: 1, response: 0.35)

    let direction: Direction
    let isInteractive: Bool
    /// The context once the transition started.
    private(set) var context: TransitionContext?
    /// How far up the presented view is: 1 in place, 0 just below the window.
    private(set) var shown = 0.0
    /// The distance from the resting place to just below the window.
    private(set) var travel = 0.0
    private var animation: ProgressAnimation?

    init(_ direction: Direction, interactive: Bool = false) {
        self.direction = direction
        self.isInteractive = interactive
    }

    func transitionDuration(using context: TransitionContext?) -> Double { Self.duration }

    func animateTransition(using context: TransitionContext) {
        self.context = context
        guard let view = movingView else { return context.completeTransition(true) }
        view.transform = .identity
        travel = max(context.containerView.bounds.maxY - view.frame.minY, 1)
        shown = direction == .presenting ? 0 : 1
        apply()
        if isInteractive {
            context.isInteractive = true
            return
        }
        run(to: direction == .presenting ? 1 : 0, motion: .curve(Self.curve, duration: Self.duration))
    }

    /// The view that moves: the presented one.
    private var movingView: View? {
        context?.view(forKey: direction == .presenting ? .to : .from)
    }

    /// Sets how far up the view is while a gesture drives the transition.
    func update(shown value: Double) {
        guard animation == nil else { return }
        shown = value
        apply()
    }

    /// Finishes an interactive transition: `completes` decides the end, `velocity` (in
    /// points per second, positive downwards) starts the spring.
    func finish(completes: Bool, velocity: Double) {
        guard context != nil, animation == nil else { return }
        let towards = direction == .presenting ? (completes ? 1.0 : 0.0) : (completes ? 0.0 : 1.0)
        if !completes { context?.cancelInteractiveTransition() }
        run(to: towards, motion: .spring(Self.settleSpring, initialVelocity: -velocity / travel))
    }

    private func run(to target: Double, motion: ProgressAnimation.Motion) {
        guard let context, let link = context.containerView.window?.displayLink else {
            shown = target
            apply()
            complete(reaching: target)
            return
        }
        animation = ProgressAnimation(
            from: shown, to: target, motion: motion, displayLink: link,
            onUpdate: { [weak self] value in
                self?.shown = value
                self?.apply()
            },
            onFinish: { [weak self] in self?.complete(reaching: target) })
    }

    private func complete(reaching target: Double) {
        animation = nil
        let completed = direction == .presenting ? target == 1 : target == 0
        movingView?.transform = .identity
        // The context's completion handler holds this animator: let go of the context so
        // the two do not keep each other (and the controllers) alive.
        let finished = context
        context = nil
        finished?.completeTransition(completed)
    }

    private func apply() {
        movingView?.transform = AffineTransform2D(translationX: 0, y: (1 - shown) * travel)
        context?.dimmingView?.alpha = min(max(shown, 0), 1)
    }
}

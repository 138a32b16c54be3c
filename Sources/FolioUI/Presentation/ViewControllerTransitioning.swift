/// Animates a presentation or dismissal, the counterpart of `UIViewControllerAnimatedTransitioning`.
///
/// Folio has added the presented view (or re-added the presenting one) to
/// ``TransitionContext/containerView`` at its final frame before calling
/// ``animateTransition(using:)``; move the views as you like and call
/// ``TransitionContext/completeTransition(_:)`` when done — with `false` to cancel (an
/// aborted interactive dismissal), which restores the previous state with balanced
/// appearance callbacks.
///
/// ```swift
/// final class SlideUp: ViewControllerAnimatedTransitioning {
///     func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
///     func animateTransition(using context: TransitionContext) {
///         guard let view = context.view(forKey: .to) else { return context.completeTransition(true) }
///         view.transform = AffineTransform2D(translationX: 0, y: context.containerView.bounds.height)
///         View.animate(withDuration: 0.3, animations: { view.transform = .identity }) { _ in
///             context.completeTransition(!context.transitionWasCancelled)
///         }
///     }
/// }
/// ```
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition in seconds.
    func transitionDuration(using context: TransitionContext?) -> Double
    /// Performs the transition; must end with ``TransitionContext/completeTransition(_:)``.
    func animateTransition(using context: TransitionContext)
    /// Called after the transition completed or was cancelled. Does nothing by default.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

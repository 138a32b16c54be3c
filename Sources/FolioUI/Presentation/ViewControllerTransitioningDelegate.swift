/// Supplies the animators for presenting and dismissing a view controller, the counterpart of
/// `UIViewControllerTransitioningDelegate`.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`; `nil` presents without animation.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`; `nil` dismisses without animation.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
}

extension ViewControllerTransitioningDelegate {
    /// No animator.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// No animator.
    public func animationController(forDismissed dismissed: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { nil }
}

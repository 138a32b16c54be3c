/// Something that moves animations along: a ``PropertyAnimator``.
@MainActor
protocol AnimationDriving: AnyObject {
    /// The progress of the animations it drives, 0 at the start and 1 at the end (springs
    /// may overshoot).
    var currentProgress: Double { get }
    /// Called when an animation is taken off its view before it finished.
    func animationWasRemoved(_ animation: ViewAnimation)
}

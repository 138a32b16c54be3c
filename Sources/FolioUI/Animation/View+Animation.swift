extension View {
    /// Animates the changes `animations` makes to views in a window: frame, bounds, center,
    /// transform, alpha and background colour.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { finished in
    ///     card.removeFromSuperview()
    /// }
    /// ```
    ///
    /// Model values change at once; the window shows in-between values until the animation
    /// ends. A new animation of a property that is already animating adds to the running one,
    /// so motion stays continuous (unless ``AnimationOptions/beginFromCurrentState`` is given).
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - delay: Seconds to wait before the values start to move.
    ///   - options: Curve and behaviour.
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` when the animations ran to the end, `false` when they
    ///     were removed first (the view left the window, or a `beginFromCurrentState` animation
    ///     replaced them).
    /// - Note: When nothing changes on screen (no view in a window was changed), the completion
    ///   runs immediately rather than after `duration`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        start(animator, delay: delay, options: options, completion: completion)
    }

    /// Animates with a spring that settles at `duration`.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
    ///              animations: { sheet.center.y = 300 })
    /// ```
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds, by which the spring settles.
    ///   - delay: Seconds to wait before the values start to move.
    ///   - dampingRatio: 1 settles without overshoot; smaller values oscillate.
    ///   - velocity: The initial speed relative to the total distance (1 = the whole distance per second).
    ///   - options: Behaviour (the curve options do not apply to a spring).
    ///   - animations: The changes to animate.
    ///   - completion: Called with `true` when the animations ran to the end, `false` when they
    ///     were removed first.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let animator = PropertyAnimator(
            duration: duration, timingParameters: .spring(dampingRatio: dampingRatio, initialVelocity: velocity),
            animations: animations)
        start(animator, delay: delay, options: options, completion: completion)
    }

    private static func start(
        _ animator: PropertyAnimator, delay: Double, options: AnimationOptions,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        animator.beginsFromCurrentState = options.contains(.beginFromCurrentState)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.finishesWhenEmptied = true
        if let completion {
            animator.addCompletion { [unowned animator] position in
                completion(position == .end && !animator.wasInterrupted)
            }
        }
        animator.startAnimation(afterDelay: delay)
    }

    /// Whether a running animation that disallows interaction is moving this view.
    var isInteractionBlockedByAnimation: Bool {
        animations.contains { ($0.driver as? PropertyAnimator)?.isUserInteractionEnabled == false }
    }
}

import FolioCore

/// An interruptible, scrubbable, reversible animation of view properties, the counterpart
/// of `UIViewPropertyAnimator` — the engine of interactive transitions.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.3, curve: .easeOut) {
///     page.center.x -= page.bounds.width
/// }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.4           // follow the finger
/// animator.isReversed = true                // the user changed their mind
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
///
/// Model values change as soon as the animations run (when the animator becomes active), as
/// in UIKit; the window publishes in-between presentation values (see ``View/presentation()``),
/// advanced by its display link.
///
/// - Note: An animator whose views are not in a window has nothing to show and finishes as
///   soon as it starts. A `durationFactor` of 0 in ``continueAnimation(withTimingParameters:durationFactor:)``
///   means "the remaining time of the original duration".
@MainActor
public final class PropertyAnimator {
    /// The states of an animator, the counterpart of `UIViewAnimatingState`.
    public enum State: Int, Hashable, Sendable {
        /// Not started, or finished.
        case inactive
        /// Started or paused; animations are installed.
        case active
        /// Stopped with ``stopAnimation(_:)``; waiting for ``finishAnimation(at:)``.
        case stopped
    }

    /// Where an animation ended, the counterpart of `UIViewAnimatingPosition`.
    public enum Position: Int, Hashable, Sendable {
        case end
        case start
        case current
    }

    /// The duration in seconds (for a physical spring, its settling time).
    public let duration: Double
    /// How progress follows time.
    public let timingParameters: TimingParameters
    /// The current state.
    public internal(set) var state = State.inactive
    /// Whether the animation is advancing (active and not paused).
    public internal(set) var isRunning = false
    /// Whether the animation runs towards its start. Changing it while running turns the
    /// animation around where it is.
    public var isReversed = false {
        didSet { if isReversed != oldValue { directionDidChange() } }
    }
    /// Whether the animator stays active (paused at the end) instead of finishing.
    public var pausesOnCompletion = false
    /// Whether setting ``fractionComplete`` while paused moves the views linearly (`true`,
    /// the default) or along the timing curve.
    public var scrubsLinearly = true
    /// Whether views being animated receive touches. `true` by default;
    /// ``View/animate(withDuration:delay:options:animations:completion:)`` turns it off unless
    /// asked for ``AnimationOptions/allowUserInteraction``.
    public var isUserInteractionEnabled = true

    var pendingAnimations: [@MainActor () -> Void] = []
    var completions: [@MainActor (Position) -> Void] = []
    var viewAnimations: [ViewAnimation] = []
    /// The model value each animation ends at, by animation identity.
    var endValues: [ObjectIdentifier: [Double]] = [:]
    var fraction = 0.0
    var mapping = Mapping.timing
    let timing: ResolvedTiming
    var segmentDuration = 0.0
    var delayRemaining = 0.0
    weak var window: Window?
    var token: DisplayLink.Token?
    var lastTimestamp = 0.0
    /// Whether new animations replace running ones instead of adding to them.
    var beginsFromCurrentState = false
    /// Whether the animator finishes (unfinished) when all of its animations were taken away.
    var finishesWhenEmptied = false
    /// Set when animations were taken away before they finished.
    var wasInterrupted = false
    /// Start and end values remembered by ``stopAnimation(_:)``.
    var stoppedValues: [StoppedValue] = []
    /// The progress the animations show now.
    var currentProgress = 0.0

    /// How the fraction of time maps to progress.
    enum Mapping {
        /// Along the timing parameters.
        case timing
        /// Linearly, after scrubbing.
        case linear
        /// From (fraction, progress) `start` to `end` along `timing`, after a continue or turnaround.
        case rebased(
            start: (fraction: Double, progress: Double), end: (fraction: Double, progress: Double), ResolvedTiming)
    }

    /// Creates an animator with timing parameters.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds (ignored for ``TimingParameters/physicalSpring(_:initialVelocity:)``).
    ///   - timingParameters: The curve or spring.
    ///   - animations: Changes to animate; they run when the animator starts.
    public init(
        duration: Double, timingParameters: TimingParameters, animations: (@MainActor () -> Void)? = nil
    ) {
        self.timingParameters = timingParameters
        self.duration = timingParameters.effectiveDuration(requested: duration)
        timing = timingParameters.resolved(duration: self.duration)
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator along a standard curve.
    public convenience init(duration: Double, curve: AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .cubic(curve.timingCurve), animations: animations)
    }

    /// Creates an animator with a spring of `dampingRatio` that settles at `duration`.
    public convenience init(duration: Double, dampingRatio: Double, animations: (@MainActor () -> Void)? = nil) {
        self.init(
            duration: duration, timingParameters: .spring(dampingRatio: dampingRatio, initialVelocity: 0),
            animations: animations)
    }

    /// Adds animations. On an inactive animator they run when it starts; on an active one they
    /// run now and animate over the remaining progress.
    public func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        if state == .active {
            capture(animations)
        } else {
            pendingAnimations.append(animations)
        }
    }

    /// Adds a completion, called with the position where the animation ended.
    public func addCompletion(_ completion: @escaping @MainActor (Position) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation after `delay` seconds.
    public func startAnimation(afterDelay delay: Double = 0) {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        if case .linear = mapping { rebase(timing: timing, segmentDuration: nil) }
        delayRemaining = max(delay, 0)
        run()
    }

    /// Pauses the animation where it is (activating an inactive animator first).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        isRunning = false
        detach()
    }

    /// Stops the animation: the views keep what is on screen now.
    ///
    /// - Parameter withoutFinishing: `true` ends everything now without completions (state
    ///   `.inactive`); `false` moves to `.stopped`, to be ended with ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        detach()
        bakeAndRemoveAnimations()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator: sets the views to their end, start or current values and calls
    /// the completions with `position`.
    public func finishAnimation(at position: Position) {
        guard state == .stopped else { return }
        applyFinalValues(position)
        complete(position)
    }

    /// The fraction of the animation's time elapsed, 0…1. Setting it (while paused) moves the
    /// views there — linearly when ``scrubsLinearly``.
    public var fractionComplete: Double {
        get { fraction }
        set {
            guard state != .stopped, !isRunning else { return }
            if state == .inactive { activate() }
            mapping = scrubsLinearly ? .linear : .timing
            setFraction(min(max(newValue, 0), 1))
        }
    }

    /// Resumes a paused animator, optionally with new timing and a new duration.
    ///
    /// - Parameters:
    ///   - parameters: New timing for the rest of the animation; `nil` keeps the animator's.
    ///   - durationFactor: The remaining duration as a multiple of ``duration``; 0 keeps the
    ///     remaining time of the original duration.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        guard state == .active else { return }
        let remaining = durationFactor > 0 ? durationFactor * duration : abs(target - fraction) * duration
        let newTiming = parameters.map { $0.resolved(duration: $0.effectiveDuration(requested: remaining)) } ?? timing
        rebase(timing: newTiming, segmentDuration: remaining)
        isRunning = false
        run()
    }

    /// The fraction the animation runs towards.
    var target: Double {
        if case .rebased(_, let end, _) = mapping { return end.fraction }
        return isReversed ? 0 : 1
    }

    /// The progress (0…1, springs may overshoot) for the current fraction and mapping.
    func progress(at f: Double) -> Double {
        switch mapping {
        case .timing: return timing.progress(at: f)
        case .linear: return f
        case .rebased(let start, let end, let curve):
            let span = end.fraction - start.fraction
            let u = abs(span) < 1e-12 ? 1 : min(max((f - start.fraction) / span, 0), 1)
            return start.progress + (end.progress - start.progress) * curve.progress(at: u)
        }
    }

    func setFraction(_ f: Double) {
        fraction = f
        currentProgress = progress(at: f)
        window?.markTreeChanged()
    }
}

import FolioCore

/// Moves a page view controller's progress to a target on the window's display link: a
/// critically damped spring after a release (continuing the finger's velocity), or a
/// timing curve for programmatic turns.
@MainActor
final class PageProgressAnimator {
    enum Motion {
        /// A spring from the current value and velocity (progress per second).
        case spring(Spring, velocity: Double)
        /// A timing curve over a fixed duration.
        case curve(TimingCurve, duration: Double)
    }

    private let displayLink: DisplayLink
    private var token: DisplayLink.Token?
    private let start: Double
    private let target: Double
    private let motion: Motion
    private let startTime: Double
    private let duration: Double
    private let onFrame: @MainActor (Double) -> Void
    private let onFinish: @MainActor () -> Void

    /// Starts animating from `start` to `target`; `onFrame` receives each value (the last one
    /// exactly `target`), then `onFinish` runs once.
    init(
        from start: Double, to target: Double, motion: Motion, displayLink: DisplayLink,
        onFrame: @escaping @MainActor (Double) -> Void, onFinish: @escaping @MainActor () -> Void
    ) {
        self.start = start
        self.target = target
        self.motion = motion
        self.displayLink = displayLink
        self.onFrame = onFrame
        self.onFinish = onFinish
        startTime = displayLink.clock.now
        switch motion {
        case .spring(let spring, let velocity):
            duration = spring.settlingDuration(initialDisplacement: start - target, initialVelocity: velocity)
        case .curve(_, let length):
            duration = max(length, 0)
        }
        token = displayLink.add { [weak self] link in self?.tick(at: link.timestamp) }
    }

    /// Whether the animation is still running.
    var isRunning: Bool { token != nil }

    /// The value at `time` (seconds on the display link's clock).
    func value(at time: Double) -> Double {
        let t = time - startTime
        guard t < duration else { return target }
        switch motion {
        case .spring(let spring, let velocity):
            return target + spring.displacement(at: t, initialDisplacement: start - target, initialVelocity: velocity)
        case .curve(let curve, _):
            return start + (target - start) * curve.progress(at: t / duration)
        }
    }

    /// Stops without reaching the target and without calling `onFinish`.
    func stop() {
        if let token { displayLink.remove(token) }
        token = nil
    }

    private func tick(at time: Double) {
        guard token != nil else { return }
        let value = value(at: time)
        let done = time - startTime >= duration
        if done { stop() }
        onFrame(value)
        if done { onFinish() }
    }
}

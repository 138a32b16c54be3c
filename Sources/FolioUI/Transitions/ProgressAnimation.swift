package import FolioCore

/// Moves one number to a target on a display link, along a timing curve or a spring.
///
/// Folio's containers drive their transitions with a single progress value (how far a pushed
/// controller covers the one below, how far a sheet is up) and lay their views out from it
/// each frame, so an interactive gesture and the animation that finishes it share one code
/// path: the gesture sets the value, this animation takes it the rest of the way, starting
/// at the finger's velocity. The page view controller's curl turns use it too.
@MainActor
package final class ProgressAnimation {
    /// How the value travels.
    package enum Motion {
        /// Along `curve` in `duration` seconds.
        case curve(TimingCurve, duration: Double)
        /// On `spring`, starting at `initialVelocity` (value units per second).
        case spring(Spring, initialVelocity: Double)
    }

    /// The value now.
    package private(set) var value: Double
    /// Where the value ends.
    package let target: Double
    /// Whether the animation ended (reached its target or was stopped).
    package private(set) var isFinished = false

    private let start: Double
    private let motion: Motion
    private let startTime: Double
    private let duration: Double
    /// Weak: the link keeps the running animation, and an animation that kept its link too
    /// would keep both alive for good when the window goes away mid-animation.
    private weak var displayLink: DisplayLink?
    private var token: DisplayLink.Token?
    private let onUpdate: @MainActor (Double) -> Void
    private var onFinish: (@MainActor () -> Void)?

    /// Starts animating on the next tick of `displayLink`.
    ///
    /// - Parameters:
    ///   - onUpdate: Called on every tick with the new value (the target on the last one).
    ///   - onFinish: Called once, after the last update; not called when ``stop()`` is used.
    package init(
        from start: Double, to target: Double, motion: Motion, displayLink: DisplayLink,
        onUpdate: @escaping @MainActor (Double) -> Void, onFinish: @escaping @MainActor () -> Void
    ) {
        self.start = start
        self.target = target
        self.value = start
        self.motion = motion
        self.displayLink = displayLink
        self.onUpdate = onUpdate
        self.onFinish = onFinish
        startTime = displayLink.clock.now
        switch motion {
        case .curve(_, let duration):
            self.duration = max(duration, 0)
        case .spring(let spring, let velocity):
            // 1e-4 of a progress unit is well under a point for any window size.
            let settle = spring.settlingDuration(
                initialDisplacement: start - target, initialVelocity: velocity, epsilon: 1e-4)
            self.duration = settle.isFinite ? settle : 2
        }
        // The link keeps the animation alive until it finishes, is stopped, or the link goes.
        token = displayLink.add { link in self.tick(at: link.timestamp) }
    }

    /// Stops where the value is, without calling the finish handler.
    package func stop() {
        guard !isFinished else { return }
        isFinished = true
        if let token { displayLink?.remove(token) }
        token = nil
        onFinish = nil
    }

    /// Jumps to the target and finishes now.
    package func finishNow() {
        guard !isFinished else { return }
        tick(at: startTime + duration)
    }

    private func tick(at time: Double) {
        guard !isFinished else { return }
        let t = time - startTime
        if t >= duration {
            value = target
            isFinished = true
            if let token { displayLink?.remove(token) }
            token = nil
            onUpdate(target)
            let finish = onFinish
            onFinish = nil
            finish?()
            return
        }
        switch motion {
        case .curve(let curve, _):
            value = start + (target - start) * curve.progress(at: duration > 0 ? t / duration : 1)
        case .spring(let spring, let velocity):
            value = target + spring.displacement(at: t, initialDisplacement: start - target, initialVelocity: velocity)
        }
        onUpdate(value)
    }
}

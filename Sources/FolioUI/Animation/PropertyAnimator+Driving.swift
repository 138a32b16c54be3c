extension PropertyAnimator: AnimationDriving {
    /// Makes the animator active and runs its pending animation blocks.
    func activate() {
        state = .active
        wasInterrupted = false
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { capture(block) }
    }

    /// Runs `block`, turning every animatable change it makes to a view in a window into an
    /// animation driven by this animator.
    func capture(_ block: @MainActor () -> Void) {
        let capture = AnimationCapture()
        AnimationCapture.run(capture, block)
        for change in capture.changes {
            let view = change.view
            let new = view.modelVector(change.property)
            let from = beginsFromCurrentState ? change.presentationBefore : change.modelBefore
            guard from != new, let viewWindow = view.window else { continue }
            if beginsFromCurrentState {
                let replaced = view.animations.filter { $0.property == change.property }
                view.animations.removeAll { $0.property == change.property }
                for animation in replaced { animation.driver?.animationWasRemoved(animation) }
            }
            let delta = zip(from, new).map { $0 - $1 }
            let animation = ViewAnimation(
                view: view, property: change.property, delta: delta, startProgress: currentProgress, driver: self)
            view.animations.append(animation)
            viewAnimations.append(animation)
            endValues[ObjectIdentifier(animation)] = new
            if window == nil { window = viewWindow }
            view.treeDidChange()
        }
    }

    /// Starts advancing on the window's display link (or finishes at once without a window).
    func run() {
        guard state == .active else { return }
        isRunning = true
        guard let window else {
            setFraction(target)
            finishNaturally()
            return
        }
        lastTimestamp = window.clock.now
        if token == nil {
            token = window.displayLink.add { [self] link in tick(link.timestamp) }
        }
    }

    func detach() {
        if let token { window?.displayLink.remove(token) }
        token = nil
    }

    private func tick(_ now: Double) {
        var dt = max(now - lastTimestamp, 0)
        lastTimestamp = now
        if delayRemaining > 0 {
            let used = min(dt, delayRemaining)
            delayRemaining -= used
            dt -= used
            guard dt > 0 else { return }
        }
        let goal = target
        let rate: Double
        switch mapping {
        case .rebased(let start, let end, _):
            rate = segmentDuration > 0 ? (end.fraction - start.fraction) / segmentDuration : .infinity
        case .timing, .linear:
            rate = duration > 0 ? (isReversed ? -1 : 1) / duration : .infinity
        }
        var f = rate.isFinite ? fraction + rate * dt : goal
        let done = !rate.isFinite || rate == 0 || (rate > 0 ? f >= goal - 1e-9 : f <= goal + 1e-9)
        if done { f = goal }
        setFraction(f)
        if done { finishNaturally() }
    }

    /// Restarts the mapping from where the views are now towards the current direction's end.
    func rebase(timing curve: ResolvedTiming, segmentDuration length: Double?) {
        let goal: Double = isReversed ? 0 : 1
        mapping = .rebased(start: (fraction, currentProgress), end: (goal, goal), curve)
        segmentDuration = length ?? abs(goal - fraction) * duration
    }

    func directionDidChange() {
        guard state == .active else { return }
        if case .rebased(_, _, let curve) = mapping { rebase(timing: curve, segmentDuration: nil) }
    }

    private func finishNaturally() {
        let position: Position = target <= 0 ? .start : .end
        if pausesOnCompletion {
            isRunning = false
            detach()
            return
        }
        let starts = viewAnimations.compactMap { animation -> (View, AnimatableProperty, [Double])? in
            guard let view = animation.view, let end = endValues[ObjectIdentifier(animation)] else { return nil }
            return (view, animation.property, zip(end, animation.delta).map { $0 + $1 })
        }
        removeAnimations()
        if position == .start {
            for (view, property, start) in starts { view.setModelVector(start, for: property) }
        }
        complete(position)
    }

    /// Folds each animation's remaining contribution into the model, so the views stay where
    /// they are on screen, and remembers start and end values for ``finishAnimation(at:)``.
    func bakeAndRemoveAnimations() {
        stoppedValues = []
        for animation in viewAnimations {
            guard let view = animation.view, let end = endValues[ObjectIdentifier(animation)] else { continue }
            let k = animation.remaining
            let current = zip(view.modelVector(animation.property), animation.delta).map { $0 + $1 * k }
            stoppedValues.append(
                StoppedValue(
                    view: view, property: animation.property, start: zip(end, animation.delta).map { $0 + $1 },
                    end: end))
            view.animations.removeAll { $0 === animation }
            view.setModelVector(current, for: animation.property)
        }
        viewAnimations = []
        endValues = [:]
    }

    func applyFinalValues(_ position: Position) {
        for value in stoppedValues {
            guard let view = value.view else { continue }
            switch position {
            case .end: view.setModelVector(value.end, for: value.property)
            case .start: view.setModelVector(value.start, for: value.property)
            case .current: break
            }
        }
        stoppedValues = []
    }

    private func removeAnimations() {
        for animation in viewAnimations {
            guard let view = animation.view else { continue }
            view.animations.removeAll { $0 === animation }
            view.treeDidChange()
        }
        viewAnimations = []
        endValues = [:]
    }

    /// Ends the animator: inactive, back at fraction 0, completions called once.
    func complete(_ position: Position) {
        state = .inactive
        isRunning = false
        detach()
        mapping = .timing
        fraction = 0
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }

    func animationWasRemoved(_ animation: ViewAnimation) {
        viewAnimations.removeAll { $0 === animation }
        endValues[ObjectIdentifier(animation)] = nil
        wasInterrupted = true
        if finishesWhenEmptied, viewAnimations.isEmpty, state == .active {
            complete(.current)
        }
    }
}

/// What a stopped animator needs to finish at the start or the end.
struct StoppedValue {
    weak var view: View?
    let property: AnimatableProperty
    let start: [Double]
    let end: [Double]
}

import FolioCore

extension NavigationController {
    /// Wires the back swipe to this controller.
    func configureGestures() {
        interactivePopGestureRecognizer.delegate = backSwipeGate
        backSwipeGate.shouldReceive = { [weak self] _ in self?.canBeginBackSwipe ?? false }
        interactivePopGestureRecognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handleBackSwipe(pan)
        }
    }

    /// A back swipe can start when something can be popped and nothing is moving.
    var canBeginBackSwipe: Bool {
        isViewLoaded && transition == nil && stack.count > 1 && displayed === stack.last
    }

    /// `+1` when the leading edge is on the left, `-1` when it is on the right.
    var leadingDirection: Double {
        viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    private func handleBackSwipe(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginBackSwipe()
            updateBackSwipe(pan)
        case .changed:
            updateBackSwipe(pan)
        case .ended:
            endBackSwipe(pan, cancelled: false)
        case .cancelled:
            endBackSwipe(pan, cancelled: true)
        case .possible, .failed:
            break
        }
    }

    /// Pops the top controller into an interactive transition that follows the finger.
    private func beginBackSwipe() {
        guard canBeginBackSwipe else { return }
        let popped = stack.removeLast()
        release([popped])
        begin(
            NavigationTransition(
                kind: .pop, from: popped, to: stack.last, isAnimated: true, isInteractive: true,
                displayLink: view.window?.displayLink))
    }

    /// How far the finger moved towards the trailing edge, in points.
    private func swipeDistance(_ pan: PanGestureRecognizer) -> Double {
        pan.translation(in: viewIfLoaded).x * leadingDirection
    }

    private func updateBackSwipe(_ pan: PanGestureRecognizer) {
        guard let current = transition, current.isInteractive else { return }
        let width = contentView.bounds.width
        guard width > 0 else { return }
        current.coverage = 1 - min(max(swipeDistance(pan) / width, 0), 1)
        layoutContent()
    }

    /// Completes the pop when the drag plus its projected momentum passes half the width,
    /// otherwise springs back; either way from the finger's velocity.
    private func endBackSwipe(_ pan: PanGestureRecognizer, cancelled: Bool) {
        guard let current = transition, current.isInteractive else { return }
        current.isInteractive = false
        let width = max(contentView.bounds.width, 1)
        let velocity = cancelled ? 0 : pan.velocity(in: viewIfLoaded).x * leadingDirection
        let projected = swipeDistance(pan) + Deceleration.normal.projectedDistance(velocity: velocity)
        let commit = !cancelled && projected > width / 2
        guard let link = current.displayLink ?? viewIfLoaded?.window?.displayLink else {
            finishTransition(completed: commit)
            return
        }
        animateTransition(
            current, to: commit ? 0 : 1, on: link,
            motion: .spring(Self.settleSpring, initialVelocity: -velocity / width))
    }

    // MARK: - Bar visibility

    /// Shows or hides the navigation bar; the content area grows into the space it leaves.
    ///
    /// ```swift
    /// navigationController?.setNavigationBarHidden(true, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide the bar.
    ///   - animated: Whether to slide it.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barHidden = hidden
        barAnimation?.stop()
        barAnimation = nil
        let target = hidden ? 0.0 : 1.0
        guard animated, let link = viewIfLoaded?.window?.displayLink, barVisibility != target else {
            barVisibility = target
            layoutContent()
            return
        }
        barAnimation = ProgressAnimation(
            from: barVisibility, to: target, motion: .curve(Self.transitionCurve, duration: 0.25), displayLink: link,
            onUpdate: { [weak self] value in
                self?.barVisibility = value
                self?.layoutContent()
            },
            onFinish: { [weak self] in self?.barAnimation = nil })
    }
}

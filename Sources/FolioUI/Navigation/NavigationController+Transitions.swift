import FolioCore

extension NavigationController {
    /// The duration of a programmatic push or pop.
    static let transitionDuration = 0.35
    /// The curve of a programmatic push or pop: quick start, long settle, like UIKit's.
    static let transitionCurve = TimingCurve(controlPoint1: Point(x: 0.2, y: 0.8), controlPoint2: Point(x: 0.2, y: 1))
    /// The spring that finishes a back swipe from the finger's velocity.
    static let settleSpring = Spring(dampingRatio: 1, response: 0.3)

    /// Brings the screen to the top of the stack: now, or after the running transition.
    func stackDidChange(animated: Bool) {
        guard isViewLoaded else {
            settleContainment()
            return
        }
        if transition != nil {
            followUpAnimated = followUpAnimated || animated
            settleContainment()
            return
        }
        showTop(animated: animated)
    }

    /// Starts the transition from the displayed controller to the top of the stack.
    func showTop(animated: Bool) {
        let target = stack.last
        guard target !== displayed else {
            settleContainment()
            updateBar()
            return
        }
        let from = displayed
        // The shown controller is still in the stack only when the new top was pushed above it.
        let fromStays = from.map { shown in stack.contains { $0 === shown } } ?? true
        let kind: NavigationTransition.Kind = fromStays ? .push : .pop
        let link = view.window?.displayLink
        let animate = animated && link != nil && from != nil && target != nil
        begin(
            NavigationTransition(
                kind: kind, from: from, to: target, isAnimated: animate, isInteractive: false,
                displayLink: link))
        guard let current = transition else { return }
        if animate, let link {
            animateTransition(
                current, on: link, motion: .curve(Self.transitionCurve, duration: Self.transitionDuration))
        } else {
            finishTransition(completed: true)
        }
    }

    /// Puts the transition's views in place and starts the appearance callbacks.
    func begin(_ newTransition: NavigationTransition) {
        transition = newTransition
        // The incoming view loads before any appearance callback, as in UIKit.
        _ = newTransition.to?.view
        updateBar()
        if let to = newTransition.to {
            delegate?.navigationController(self, willShow: to, animated: newTransition.isAnimated)
        }
        beginChildAppearance(newTransition.from, appearing: false, animated: newTransition.isAnimated)
        beginChildAppearance(newTransition.to, appearing: true, animated: newTransition.isAnimated)
        if let lowerView = newTransition.lower?.view, lowerView.superview !== contentView {
            contentView.insertSubview(lowerView, at: 0)
        }
        if let lowerView = newTransition.lower?.viewIfLoaded {
            contentView.insertSubview(dimmingView, aboveSubview: lowerView)
        } else {
            contentView.insertSubview(dimmingView, at: 0)
        }
        contentView.insertSubview(edgeShadowView, aboveSubview: dimmingView)
        if let upperView = newTransition.upper?.view {
            contentView.insertSubview(upperView, aboveSubview: edgeShadowView)
        }
        layoutContent()
    }

    /// Animates the coverage of `current` to its completed value.
    func animateTransition(_ current: NavigationTransition, on link: DisplayLink, motion: ProgressAnimation.Motion) {
        animateTransition(current, to: current.completedCoverage, on: link, motion: motion)
    }

    /// Animates the coverage of `current` to `target`; reaching the completed coverage
    /// completes the transition, anything else cancels it.
    func animateTransition(
        _ current: NavigationTransition, to target: Double, on link: DisplayLink, motion: ProgressAnimation.Motion
    ) {
        current.animation?.stop()
        current.animation = ProgressAnimation(
            from: current.coverage, to: target, motion: motion, displayLink: link,
            onUpdate: { [weak self, weak current] value in
                guard let self, let current, self.transition === current else { return }
                current.coverage = value
                self.layoutContent()
            },
            onFinish: { [weak self, weak current] in
                guard let self, let current, self.transition === current else { return }
                self.finishTransition(completed: target == current.completedCoverage)
            })
    }

    /// Ends the running transition, completed or cancelled, and starts the next one when the
    /// stack changed meanwhile.
    func finishTransition(completed: Bool) {
        guard let finished = transition else { return }
        finished.animation?.stop()
        let animated = finished.isAnimated
        if completed {
            if let leavingView = finished.from?.viewIfLoaded, finished.from !== finished.to {
                leavingView.removeFromSuperview()
            }
            endChildAppearance(finished.from)
            endChildAppearance(finished.to)
            displayed = finished.to
        } else {
            beginChildAppearance(finished.to, appearing: false, animated: animated)
            beginChildAppearance(finished.from, appearing: true, animated: animated)
            finished.to?.viewIfLoaded?.removeFromSuperview()
            endChildAppearance(finished.to)
            endChildAppearance(finished.from)
            displayed = finished.from
            restoreAfterCancelledPop(finished)
        }
        transition = nil
        dimmingView.removeFromSuperview()
        edgeShadowView.removeFromSuperview()
        layoutContent()
        settleContainment()
        updateBar()
        if completed, let to = finished.to {
            delegate?.navigationController(self, didShow: to, animated: animated)
        }
        if transition == nil, displayed !== stack.last {
            let followUp = followUpAnimated
            followUpAnimated = false
            showTop(animated: followUp)
        } else {
            followUpAnimated = false
        }
    }

    /// Puts the controller of a cancelled back swipe back on top, unless the stack changed
    /// during the swipe (then the change wins and the controller leaves).
    private func restoreAfterCancelledPop(_ cancelled: NavigationTransition) {
        guard cancelled.kind == .pop, let from = cancelled.from, stack.last === cancelled.to,
            leaving.contains(where: { $0 === from })
        else { return }
        leaving.removeAll { $0 === from }
        stack.append(from)
        from.didMove(toParent: self)
    }

    // MARK: - Layout

    /// Lays out the bar, the content area and the views of the running transition.
    func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let isRightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        interactivePopGestureRecognizer.edges = isRightToLeft ? .right : .left
        let barHeight = NavigationBar.height
        let barOffset = -barHeight * (1 - barVisibility)
        navigationBar.frame = Rect(x: 0, y: barOffset, width: bounds.width, height: barHeight)
        navigationBar.isHidden = barVisibility <= 0
        let top = max(barOffset + barHeight, 0)
        contentView.frame = Rect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
        let content = contentView.bounds
        for child in contentView.subviews where child !== edgeShadowView {
            child.frame = content
            child.transform = .identity
        }
        guard let current = transition else {
            dimmingView.isHidden = true
            navigationBar.transitionProgress = nil
            return
        }
        let layout = NavigationSlideLayout(
            coverage: current.coverage, width: content.width, isRightToLeft: isRightToLeft)
        current.upper?.viewIfLoaded?.transform = AffineTransform2D(translationX: layout.upperOffset, y: 0)
        current.lower?.viewIfLoaded?.transform = AffineTransform2D(translationX: layout.lowerOffset, y: 0)
        dimmingView.transform = AffineTransform2D(translationX: layout.lowerOffset, y: 0)
        dimmingView.isHidden = current.lower == nil
        dimmingView.alpha = layout.dimming
        let shadowWidth = NavigationEdgeShadowView.width
        edgeShadowView.isRightToLeft = isRightToLeft
        edgeShadowView.frame = Rect(
            x: isRightToLeft ? content.width : -shadowWidth, y: 0, width: shadowWidth, height: content.height)
        edgeShadowView.transform = AffineTransform2D(translationX: layout.upperOffset, y: 0)
        edgeShadowView.isHidden = current.upper == nil
        navigationBar.transitionProgress = current.progress
    }

    /// Shows the title and back button of the displayed controller, or of both sides of the
    /// running transition.
    func updateBar() {
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        if let current = transition {
            navigationBar.setItems(
                from: barItem(for: current.from), to: barItem(for: current.to), isPush: current.kind == .push)
        } else {
            navigationBar.setItems(from: nil, to: barItem(for: displayed))
        }
    }

    /// What the bar shows for `controller`: its title, and a back button titled after the
    /// controller below it (or "Back" when that title is missing or long).
    private func barItem(for controller: ViewController?) -> NavigationBar.Item {
        guard let controller else { return NavigationBar.Item(title: nil, backTitle: nil) }
        let below: ViewController?
        if let index = stack.firstIndex(where: { $0 === controller }) {
            below = index > 0 ? stack[index - 1] : nil
        } else if let current = transition, controller === current.upper {
            below = current.lower
        } else {
            below = nil
        }
        guard let below else { return NavigationBar.Item(title: controller.title, backTitle: nil) }
        let backTitle = below.title.flatMap { $0.isEmpty || $0.count > 14 ? nil : $0 } ?? "Back"
        return NavigationBar.Item(title: controller.title, backTitle: backTitle)
    }
}

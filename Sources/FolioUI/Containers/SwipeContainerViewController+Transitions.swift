import FolioCore

extension SwipeContainerViewController {
    /// +1 when the row runs left to right, −1 in right-to-left layouts.
    var rowDirection: Double {
        viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    /// The width of one child.
    var slotWidth: Double { viewIfLoaded?.bounds.width ?? 0 }

    /// Adds `child`'s view full-size, `offset` slots along the row from the shown position.
    func place(_ child: ViewController, offset: Double) {
        let childView = child.view
        childView.frame = view.bounds
        childView.transform = AffineTransform2D(translationX: offset * slotWidth * rowDirection, y: 0)
        if childView.superview !== view { view.addSubview(childView) }
    }

    /// Slides `child`'s view to `offset` slots (inside an animation block, this animates).
    func move(_ child: ViewController?, toOffset offset: Double) {
        child?.viewIfLoaded?.transform = AffineTransform2D(translationX: offset * slotWidth * rowDirection, y: 0)
    }

    /// Whether child appearance should be forwarded now (the container is on screen).
    var forwardsAppearance: Bool { appearanceState == .appeared }

    func performPush(_ child: ViewController, animated: Bool) {
        for lingering in children.dropFirst(currentChildIndex + 1) {
            lingering.willMove(toParent: nil)
            lingering.viewIfLoaded?.removeFromSuperview()
            lingering.removeFromParent()
        }
        let previous = currentChild
        do {
            try addChild(child)
        } catch {
            // The child gained a parent while the request waited in the queue; there is no
            // caller left to throw to.
            return
        }
        currentChildIndex = children.count - 1
        guard isViewLoaded else {
            child.didMove(toParent: self)
            return
        }
        place(child, offset: previous == nil ? 0 : 1)
        child.didMove(toParent: self)
        slide(from: previous, to: child, towards: 1, animated: animated)
    }

    /// Moves to the neighbour `step` slots away (−1: previous, +1: next).
    func performMove(by step: Int, animated: Bool) {
        let target = currentChildIndex + step
        guard children.indices.contains(target), let current = currentChild else { return }
        currentChildIndex = target
        guard isViewLoaded else { return }
        let neighbour = children[target]
        place(neighbour, offset: Double(step))
        slide(from: current, to: neighbour, towards: step, animated: animated)
    }

    func performReplace(with newChildren: [ViewController], currentIndex index: Int) {
        let old = currentChild
        if let old, forwardsAppearance { old.beginAppearanceTransition(false, animated: false) }
        for child in children where !newChildren.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for child in newChildren where !children.contains(where: { $0 === child }) {
            do {
                try addChild(child)
                child.didMove(toParent: self)
            } catch {
                continue
            }
        }
        currentChildIndex = min(max(index, 0), max(children.count - 1, 0))
        old?.endAppearanceTransition()
        if isViewLoaded {
            for child in children where child !== currentChild {
                child.viewIfLoaded?.removeFromSuperview()
            }
            if let currentChild { place(currentChild, offset: 0) }
        }
        reconcileChildAppearance()
        currentChildDidChange?(self)
    }

    /// Slides `to` in and `from` out, `towards` +1 (to the leading edge) or −1.
    private func slide(from: ViewController?, to: ViewController, towards step: Int, animated: Bool) {
        isBusy = true
        if forwardsAppearance {
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let finish: @MainActor (Bool) -> Void = { [weak self] _ in
            guard let self else { return }
            if let from, from !== self.currentChild { from.viewIfLoaded?.removeFromSuperview() }
            self.move(to, toOffset: 0)
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
            self.reconcileChildAppearance()
            self.currentChildDidChange?(self)
            self.becomeIdle()
        }
        guard animated, view.window != nil else {
            finish(true)
            return
        }
        View.animate(
            withDuration: Self.animationDuration, options: .curveEaseOut,
            animations: { [weak self] in
                self?.move(to, toOffset: 0)
                self?.move(from, toOffset: -Double(step))
            }, completion: finish)
    }

    // MARK: - Appearance

    /// Brings every child that is not mid-transition to the state it should have: the shown
    /// child follows the container, the others are disappeared.
    func reconcileChildAppearance() {
        for child in children {
            let shown = child === currentChild && child.viewIfLoaded?.superview === viewIfLoaded
            let target: AppearanceState = shown ? appearanceState : .disappeared
            switch (child.appearanceState, target) {
            case (.disappeared, .appeared), (.disappearing, .appeared), (.appearing, .appeared):
                child.beginAppearanceTransition(true, animated: false)
                child.endAppearanceTransition()
            case (.appeared, .disappeared), (.appearing, .disappeared), (.disappearing, .disappeared):
                child.beginAppearanceTransition(false, animated: false)
                child.endAppearanceTransition()
            default:
                break
            }
        }
    }
}

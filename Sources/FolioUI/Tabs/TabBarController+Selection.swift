import FolioCore

extension TabBarController {
    /// Selects `index` for the user: asks the delegate, selects, tells the delegate.
    func userSelect(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Makes `index` the selection and brings the screen to it.
    func select(_ index: Int) {
        selection = index
        refreshTabBar()
        showSelection(animated: true)
    }

    func replaceTabs(with newTabs: [ViewController]) {
        let previous = selectedViewController
        stopDissolve()
        for old in tabs where !newTabs.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === shownTab {
                beginChildAppearance(old, appearing: false, animated: false)
                old.viewIfLoaded?.removeFromSuperview()
                endChildAppearance(old)
                if shownTab === old { shownTab = nil }
            }
            old.removeFromParent()
        }
        for new in newTabs where new.parent !== self {
            // Validated by the caller.
            try? addChild(new)
            new.didMove(toParent: self)
        }
        tabs = newTabs
        if let previous, let kept = tabs.firstIndex(where: { $0 === previous }) {
            selection = kept
        } else {
            selection = tabs.isEmpty ? nil : min(selection ?? 0, tabs.count - 1)
        }
        refreshTabBar()
        showSelection(animated: false)
    }

    /// Shows the selected tab: at once, or cross-dissolving when ``switchAnimation`` says so.
    /// While a dissolve runs the new selection waits for it.
    func showSelection(animated: Bool) {
        guard isViewLoaded, dissolve == nil else { return }
        let target = selectedViewController
        guard target !== shownTab else { return }
        let outgoing = shownTab
        if let target {
            // Lazy loading: a tab's view is created the first time it is shown.
            let tabView = target.view
            tabView.frame = contentView.bounds
            tabView.alpha = 1
        }
        beginChildAppearance(outgoing, appearing: false, animated: animated)
        beginChildAppearance(target, appearing: true, animated: animated)
        if let target { contentView.addSubview(target.view) }
        shownTab = target
        if animated, case .crossDissolve(let duration) = switchAnimation, duration > 0, let target, outgoing != nil,
            let link = view.window?.displayLink
        {
            target.view.alpha = 0
            let animation = ProgressAnimation(
                from: 0, to: 1, motion: .curve(.easeInOut, duration: duration), displayLink: link,
                onUpdate: { [weak target] value in target?.viewIfLoaded?.alpha = value },
                onFinish: { [weak self] in
                    self?.stopDissolve()
                    self?.showSelection(animated: true)
                })
            dissolve = (target, outgoing, animation)
            return
        }
        outgoing?.viewIfLoaded?.removeFromSuperview()
        endChildAppearance(outgoing)
        endChildAppearance(target)
    }

    /// Ends the running cross-dissolve now (the incoming tab fully shown).
    func stopDissolve() {
        guard let running = dissolve else { return }
        dissolve = nil
        running.animation.stop()
        running.incoming.viewIfLoaded?.alpha = 1
        if let outgoing = running.outgoing, outgoing !== shownTab {
            outgoing.viewIfLoaded?.removeFromSuperview()
        }
        endChildAppearance(running.outgoing)
        endChildAppearance(running.incoming)
    }

    /// Gives the bar the current items and selection.
    func refreshTabBar() {
        tabBar.items = tabs.map(\.tabBarItem)
        tabBar.selectedIndex = selection
    }

    func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let barHeight = TabBar.height
        tabBar.frame = Rect(x: 0, y: max(bounds.height - barHeight, 0), width: bounds.width, height: barHeight)
        contentView.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - barHeight, 0))
        for tabView in contentView.subviews { tabView.frame = contentView.bounds }
        refreshTabBar()
    }

    /// The tab a key event selects: Control or Command with 1…9, Control-Tab (next) and
    /// Control-Shift-Tab (previous), wrapping around.
    func shortcutTarget(for event: KeyEvent) -> Int? {
        guard !tabs.isEmpty, event.phase == .down else { return nil }
        let modified = event.modifiers.contains(.control) || event.modifiers.contains(.command)
        guard modified else { return nil }
        switch event.key {
        case .character(let character):
            guard let digit = character.wholeNumberValue, (1...9).contains(digit), digit <= tabs.count else {
                return nil
            }
            return digit - 1
        case .tab where event.modifiers.contains(.control):
            let current = selection ?? 0
            let step = event.modifiers.contains(.shift) ? tabs.count - 1 : 1
            return (current + step) % tabs.count
        default:
            return nil
        }
    }
}

extension ViewController {
    /// Starts an appearance transition: calls `viewWillAppear` or `viewWillDisappear` and, when
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is true, forwards to the children whose
    /// views are in this controller's view.
    ///
    /// Containers call this on a child before its view appears or disappears, and
    /// ``endAppearanceTransition()`` afterwards:
    ///
    /// ```swift
    /// next.beginAppearanceTransition(true, animated: true)
    /// current.beginAppearanceTransition(false, animated: true)
    /// // … animate …
    /// current.endAppearanceTransition()
    /// next.endAppearanceTransition()
    /// ```
    ///
    /// Calling it in the opposite direction while a transition runs cancels that transition:
    /// the opposite `will` callback follows, and ``endAppearanceTransition()`` then calls its
    /// `did`. A request that would not change anything (appearing while appearing or appeared)
    /// is ignored.
    ///
    /// - Parameters:
    ///   - isAppearing: `true` when the view is about to appear, `false` when it will disappear.
    ///   - animated: Passed to the callbacks.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _ = applyBeginAppearance(isAppearing, animated: animated, forwarded: false)
    }

    /// Finishes the appearance transition started by ``beginAppearanceTransition(_:animated:)``:
    /// calls `viewDidAppear` or `viewDidDisappear` (and forwards it to the children). Does
    /// nothing when no transition is in progress.
    public func endAppearanceTransition() {
        let animated = appearanceIsAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            // Only the transitions this controller forwarded: a child that a container moves
            // on or off screen for its own reasons (a push, a tab switch) ends with it.
            for child in children
            where child.appearanceForwardedByParent
                && (child.appearanceState == .appearing || child.appearanceState == .disappearing)
            {
                child.endAppearanceTransition()
            }
        }
        checkInvariants()
    }

    /// - Returns: Whether the state changed (false for an ignored, redundant request).
    @discardableResult
    func applyBeginAppearance(_ isAppearing: Bool, animated: Bool, forwarded: Bool = false) -> Bool {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            appearanceIsAnimated = animated
            loadViewIfNeeded()
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            appearanceIsAnimated = animated
            viewWillDisappear(animated)
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
            return false
        }
        appearanceForwardedByParent = forwarded
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenInViewHierarchy where forwardsAppearance(isAppearing, to: child) {
                child.applyBeginAppearance(isAppearing, animated: animated, forwarded: true)
            }
        }
        checkInvariants()
        return true
    }

    /// The children whose views are inside this controller's view.
    var childrenInViewHierarchy: [ViewController] {
        guard let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) ?? false }
    }

    // MARK: - Window moves

    /// A child's view entering or leaving the window of an appeared, automatically forwarding
    /// container makes the child appear or disappear, as in UIKit.
    func rootViewWillMove(toWindow newWindow: Window?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearanceState == .appeared
        else { return }
        let isInWindow = loadedView?.window != nil
        if newWindow != nil, !isInWindow {
            appearanceDrivenByWindowMove = applyBeginAppearance(true, animated: false)
        } else if newWindow == nil, isInWindow {
            appearanceDrivenByWindowMove = applyBeginAppearance(false, animated: false)
        }
    }

    func rootViewDidMove(toWindow newWindow: Window?) {
        guard appearanceDrivenByWindowMove else { return }
        appearanceDrivenByWindowMove = false
        endAppearanceTransition()
    }
}

extension View {
    /// The superview when touches travel up: Folio's view controllers do not handle touches.
    var nextView: View? { superview }

    /// Adds `view` on top of the subviews, removing it from its current superview first.
    ///
    /// ```swift
    /// container.addSubview(badge)
    /// ```
    ///
    /// - Note: UIKit raises an exception when a view is added to itself or to one of its own
    ///   descendants; Folio ignores such a call (and asserts in debug builds).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            assertionFailure("A view cannot be added to itself or to one of its descendants")
            return
        }
        if view.superview === self {
            // Re-inserting reorders without moving the view out of the hierarchy.
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            treeDidChange()
            checkHierarchyInvariants()
            return
        }
        let target = min(max(index, 0), subviews.count)
        let oldSuperview = view.superview
        let newWindow = window
        let windowChanges = view.window !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        if let oldSuperview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.subviews.removeAll { $0 === view }
            oldSuperview.setNeedsLayout()
            oldSuperview.treeDidChange()
        }
        subviews.insert(view, at: min(target, subviews.count))
        view.superview = self
        if windowChanges { view.propagateDidMove(toWindow: newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
        treeDidChange()
        checkHierarchyInvariants()
    }

    /// Inserts `view` just below `sibling`; adds it on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? index) < index) ? 1 : 0
        insertSubview(view, at: index - adjust)
    }

    /// Inserts `view` just above `sibling`; adds it on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? index) < index) ? 1 : 0
        insertSubview(view, at: index + 1 - adjust)
    }

    /// Removes the view from its superview (and from its window).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let windowChanges = window != nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if windowChanges { propagateWillMove(toWindow: nil) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if windowChanges { propagateDidMove(toWindow: nil) }
        didMoveToSuperview()
        parent.setNeedsLayout()
        parent.treeDidChange()
        parent.checkHierarchyInvariants()
    }

    /// Moves `view` on top of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` below its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at this view.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Checks the tree links in debug builds (docs/Architecture.md §7): each subview points back here,
    /// appears once, and shares this view's window.
    func checkHierarchyInvariants() {
        assert(subviews.allSatisfy { $0.superview === self }, "A subview does not point back to its superview")
        assert(
            Set(subviews.map(ObjectIdentifier.init)).count == subviews.count, "A view is listed twice as a subview")
        assert(subviews.allSatisfy { $0.storedWindow === storedWindow }, "A subview is in a different window")
    }
}

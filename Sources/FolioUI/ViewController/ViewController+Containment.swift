extension ViewController {
    /// Adds `child` as a child view controller, calling `child.willMove(toParent: self)` first.
    ///
    /// After adding it, add the child's view to your view hierarchy and call
    /// `child.didMove(toParent: self)`:
    ///
    /// ```swift
    /// try addChild(page)
    /// view.addSubview(page.view)
    /// page.didMove(toParent: self)
    /// ```
    ///
    /// - Parameter child: The view controller to add.
    /// - Throws: ``ContainmentError`` when `child` already has a parent, is this controller,
    ///   is one of its ancestors, or is presented.
    /// - Note: UIKit silently moves a child that already has a parent (or raises an exception);
    ///   Folio throws instead.
    public func addChild(_ child: ViewController) throws(ContainmentError) {
        if child === self { throw .addingItself(debugName) }
        if let existing = child.parent { throw .alreadyHasParent(child: child.debugName, parent: existing.debugName) }
        var ancestor = parent
        while let candidate = ancestor {
            if candidate === child { throw .addingAncestor(child: child.debugName, parent: debugName) }
            ancestor = candidate.parent
        }
        if child.presentingViewController != nil { throw .childIsPresented(child.debugName) }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        checkInvariants()
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`.
    ///
    /// Call `willMove(toParent: nil)` and remove the view first:
    ///
    /// ```swift
    /// page.willMove(toParent: nil)
    /// page.view.removeFromSuperview()
    /// page.removeFromParent()
    /// ```
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.checkInvariants()
        didMove(toParent: nil)
    }

    /// Checks the containment and appearance invariants in debug builds (docs/Architecture.md §7).
    func checkInvariants() {
        assert(
            Set(children.map(ObjectIdentifier.init)).count == children.count,
            "\(debugName) lists a child twice")
        assert(children.allSatisfy { $0.parent === self }, "\(debugName) has a child whose parent is not it")
        assert(
            appearanceState == .disappeared || isViewLoaded,
            "\(debugName) is \(appearanceState) without a loaded view")
    }
}

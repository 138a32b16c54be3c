extension ViewController {
    /// Starts a child's appearance transition for a container transition, taking the
    /// container's own appearance into account: a container that is off screen starts nothing
    /// (its children appear with it later), and one that is disappearing only lets children
    /// disappear.
    func beginChildAppearance(_ child: ViewController?, appearing: Bool, animated: Bool) {
        guard let child else { return }
        switch appearanceState {
        case .appeared, .appearing:
            child.beginAppearanceTransition(appearing, animated: animated)
        case .disappearing:
            if !appearing { child.beginAppearanceTransition(false, animated: animated) }
        case .disappeared:
            return
        }
        // The container's transition owns the child's now (even one forwarded earlier in the
        // same direction), so the container's own `endAppearanceTransition()` leaves it alone.
        if child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.appearanceForwardedByParent = false
        }
    }

    /// Ends a child's appearance transition started by ``beginChildAppearance(_:appearing:animated:)``.
    ///
    /// While the container itself is still appearing, an appearing child is handed to the
    /// container's own `endAppearanceTransition()` to finish, so a child never reports
    /// `viewDidAppear` before its container.
    func endChildAppearance(_ child: ViewController?) {
        guard let child else { return }
        if appearanceState == .appearing, child.appearanceState == .appearing {
            child.appearanceForwardedByParent = true
            return
        }
        child.endAppearanceTransition()
    }
}

/// What Folio's containers keep on a view controller, in one stored property of
/// ``ViewController`` (extensions cannot add stored properties).
struct ContainerAttachments {
    /// The item set with ``ViewController/tabBarItem``, if any.
    var tabBarItem: TabBarItem?
    /// The backdrop and pull-down of a presented controller.
    var presentation: PresentationChrome?
    /// See ``ViewController/isModalInPresentation``.
    var isModalInPresentation = false
}

extension ViewController {
    /// The deepest child whose view is in the window and that is on screen, following the
    /// last such child at each level; this controller when none is.
    ///
    /// Key events without a first responder start here, so the containers above it (a tab bar
    /// controller's shortcuts, a navigation controller) see them on their way up.
    var deepestVisibleDescendant: ViewController {
        var controller = self
        while let child = controller.children.last(where: { child in
            child.viewIfLoaded?.window != nil && child.appearanceState != .disappeared
        }) {
            controller = child
        }
        return controller
    }
}

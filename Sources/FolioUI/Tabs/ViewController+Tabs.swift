extension ViewController {
    /// What this controller shows in a tab bar; by default an item titled with ``title``.
    ///
    /// ```swift
    /// settings.tabBarItem = TabBarItem(title: "Settings", image: gear)
    /// ```
    public var tabBarItem: TabBarItem {
        get { containerAttachments.tabBarItem ?? TabBarItem(title: title) }
        set {
            containerAttachments.tabBarItem = newValue
            tabBarController?.refreshTabBar()
        }
    }

    /// The nearest ancestor that is a tab bar controller, or `nil`.
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let tabs = candidate as? TabBarController { return tabs }
            ancestor = candidate.parent
        }
        return nil
    }
}

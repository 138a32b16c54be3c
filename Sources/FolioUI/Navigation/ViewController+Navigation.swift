extension ViewController {
    /// The nearest ancestor that is a navigation controller, or `nil`.
    ///
    /// ```swift
    /// try navigationController?.pushViewController(detail, animated: true)
    /// ```
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let navigation = candidate as? NavigationController { return navigation }
            ancestor = candidate.parent
        }
        return nil
    }
}

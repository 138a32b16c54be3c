/// Decides on and observes the user's tab selections, the counterpart of
/// `UITabBarControllerDelegate`. Both methods have defaults.
///
/// ```swift
/// extension Coordinator: TabBarControllerDelegate {
///     func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
///         viewController !== lockedTab
///     }
/// }
/// ```
///
/// Only selections made by the user (a tap on the bar or a keyboard shortcut) are reported;
/// setting ``TabBarController/selectedIndex`` in code is not, as in UIKit.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`. `true` by default.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the user selected `viewController` (also when it was already selected).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Returns `true`.
    public func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool { true }

    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Observes a ``NavigationController`` showing controllers, the counterpart of
/// `UINavigationControllerDelegate`. Both methods have empty defaults.
///
/// ```swift
/// extension Coordinator: NavigationControllerDelegate {
///     func navigationController(
///         _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
///     ) { analytics.log(screen: viewController.title) }
/// }
/// ```
///
/// - Note: An interactive back swipe that is cancelled calls `willShow` for the controller
///   below and then nothing more, as in UIKit.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before the navigation controller starts showing `viewController` (at the start
    /// of a push, a pop or a back swipe).
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` is shown and its transition ended.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}

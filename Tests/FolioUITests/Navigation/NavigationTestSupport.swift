import FolioCore
import FolioTesting
import FolioUI

/// One call of a ``NavigationControllerDelegate``.
enum NavigationDelegateCall: Hashable, Sendable {
    case willShow(String, animated: Bool)
    case didShow(String, animated: Bool)
}

/// Records the delegate calls of a navigation controller.
@MainActor
final class NavigationDelegateRecorder: NavigationControllerDelegate {
    var calls: [NavigationDelegateCall] = []

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        calls.append(.willShow(viewController.title ?? "?", animated: animated))
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        calls.append(.didShow(viewController.title ?? "?", animated: animated))
    }
}

/// A headless window showing a navigation controller over recording controllers.
@MainActor
struct NavigationHarness {
    let recorder = LifecycleRecorder()
    let host: HeadlessWindow
    let navigation: NavigationController
    let root: RecordingViewController

    init(size: Size = Size(width: 400, height: 300), rightToLeft: Bool = false) throws {
        host = HeadlessWindow(size: size)
        if rightToLeft { host.window.userInterfaceLayoutDirection = .rightToLeft }
        root = RecordingViewController("root", recorder: recorder)
        navigation = try NavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.settle()
        recorder.clear()
    }

    /// A new recording controller.
    func make(_ name: String) -> RecordingViewController {
        RecordingViewController(name, recorder: recorder)
    }

    /// Whether the controller's view is in the window.
    func isOnScreen(_ controller: ViewController) -> Bool {
        controller.viewIfLoaded?.window === host.window
    }
}

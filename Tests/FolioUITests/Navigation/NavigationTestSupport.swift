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
final class NavigationHarness {
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
        mark()
    }

    private var markIndex = 0

    /// Starts a new list of ``recent`` events (the full log stays for balance checks).
    func mark() {
        markIndex = recorder.events.count
    }

    /// The events since the last ``mark()``.
    var recent: [LifecycleEvent] { Array(recorder.events.dropFirst(markIndex)) }

    /// A new recording controller.
    func make(_ name: String) -> RecordingViewController {
        RecordingViewController(name, recorder: recorder)
    }

    /// Whether the controller's view is in the window.
    func isOnScreen(_ controller: ViewController) -> Bool {
        controller.viewIfLoaded?.window === host.window
    }
}

/// The titles of controllers, for readable expectations.
@MainActor
func titles(_ controllers: [ViewController]) -> [String] {
    controllers.map { $0.title ?? String(describing: type(of: $0)) }
}

extension HeadlessWindow {
    /// Moves a finger that is already down from `start` to `end` at constant speed, one move
    /// per frame, then lifts it unless `lift` is false.
    func continueDrag(from start: Point, to end: Point, duration: Double, lift: Bool = true) {
        let frames = max(1, Int((duration * framesPerSecond).rounded()))
        for i in 1...frames {
            advance(frames: 1)
            touchMove(to: start + (end - start) * (Double(i) / Double(frames)))
        }
        if lift { touchUp() }
    }
}

import FolioCore
import FolioTesting
import FolioUI

/// A headless window with a recording root controller, for modal presentation tests.
@MainActor
final class ModalHarness {
    let recorder = LifecycleRecorder()
    let host: HeadlessWindow
    let root: RecordingViewController
    private var markIndex = 0

    init(size: Size = Size(width: 400, height: 600)) {
        host = HeadlessWindow(size: size)
        root = RecordingViewController("root", recorder: recorder)
        host.rootViewController = root
        host.settle()
        mark()
    }

    func mark() { markIndex = recorder.events.count }
    var recent: [LifecycleEvent] { Array(recorder.events.dropFirst(markIndex)).filter(\.isAppearance) }

    func make(_ name: String, style: ModalPresentationStyle = .fullScreen) -> RecordingViewController {
        let controller = RecordingViewController(name, recorder: recorder)
        controller.modalPresentationStyle = style
        return controller
    }

    /// The window's subviews, bottom to top.
    var layers: [View] { host.window.subviews }

    /// The backdrop directly below `controller`'s view.
    func backdrop(of controller: ViewController) -> View? {
        guard let index = layers.firstIndex(where: { $0 === controller.viewIfLoaded }), index > 0 else { return nil }
        return layers[index - 1]
    }
}

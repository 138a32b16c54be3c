public import FolioCore
public import FolioUI

/// A view controller that logs its lifecycle callbacks into a ``LifecycleRecorder``.
///
/// Subclass it to build containers in tests; call `super` in overrides to keep the log.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// let container = RecordingViewController("container", recorder: recorder)
/// ```
open class RecordingViewController: ViewController {
    /// The name used in the log (also the title).
    public let name: String
    /// Where the callbacks go.
    public let recorder: LifecycleRecorder

    /// Creates a recording controller.
    public init(_ name: String, recorder: LifecycleRecorder) {
        self.name = name
        self.recorder = recorder
        super.init()
        title = name
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        recorder.record(.viewDidLoad(name))
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record(.viewWillAppear(name))
    }

    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.record(.viewDidAppear(name))
    }

    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.record(.viewWillDisappear(name))
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.record(.viewDidDisappear(name))
    }

    override open func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        recorder.record(.willMoveToParent(name, parent: parent.map(Self.name(of:))))
    }

    override open func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        recorder.record(.didMoveToParent(name, parent: parent.map(Self.name(of:))))
    }

    override open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        recorder.record(.viewWillTransition(name, to: size))
        super.viewWillTransition(to: size, with: coordinator)
    }

    private static func name(of controller: ViewController) -> String {
        (controller as? RecordingViewController)?.name ?? controller.title ?? String(describing: type(of: controller))
    }
}

import FolioCore
import FolioPaging
import FolioTesting
import FolioUI

// Containers that log their own appearance into a LifecycleRecorder, so balance can be
// checked at every level of a nested composition.

@MainActor
final class RecordingNavigationController: NavigationController {
    let recorder: LifecycleRecorder

    init(_ name: String, recorder: LifecycleRecorder) {
        self.recorder = recorder
        super.init()
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record(.viewWillAppear(title ?? ""))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.record(.viewDidAppear(title ?? ""))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.record(.viewWillDisappear(title ?? ""))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.record(.viewDidDisappear(title ?? ""))
    }
}

@MainActor
final class RecordingTabBarController: TabBarController {
    let recorder: LifecycleRecorder

    init(_ name: String, recorder: LifecycleRecorder) {
        self.recorder = recorder
        super.init()
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record(.viewWillAppear(title ?? ""))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.record(.viewDidAppear(title ?? ""))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.record(.viewWillDisappear(title ?? ""))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.record(.viewDidDisappear(title ?? ""))
    }
}

@MainActor
final class RecordingPageViewController: PageViewController {
    let recorder: LifecycleRecorder

    init(_ name: String, recorder: LifecycleRecorder) {
        self.recorder = recorder
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record(.viewWillAppear(title ?? ""))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.record(.viewDidAppear(title ?? ""))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.record(.viewWillDisappear(title ?? ""))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.record(.viewDidDisappear(title ?? ""))
    }
}

/// A weak reference, to check that controllers are released.
@MainActor
struct WeakController {
    weak var value: ViewController?
    let name: String
}

import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct AppearanceTests {
    @Test func rootViewControllerLoadsOnceAndAppears() {
        let recorder = LifecycleRecorder()
        let root = RecordingViewController("root", recorder: recorder)
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        host.rootViewController = root
        #expect(recorder.events == [.viewDidLoad("root"), .viewWillAppear("root"), .viewDidAppear("root")])
        #expect(root.appearanceState == .appeared)
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func redundantAppearanceRequestsAreIgnored() {
        let recorder = LifecycleRecorder()
        let vc = RecordingViewController("a", recorder: recorder)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(true, animated: false)
        #expect(recorder.appearanceEvents == [.viewWillAppear("a"), .viewDidAppear("a")])
        #expect(vc.appearanceState == .appeared)
    }

    @Test func cancelledTransitionCallsOppositeWillThenItsDid() {
        let recorder = LifecycleRecorder()
        let host = HeadlessWindow(size: Size(width: 100, height: 100))
        let vc = RecordingViewController("a", recorder: recorder)
        host.rootViewController = vc
        vc.beginAppearanceTransition(false, animated: true)
        vc.beginAppearanceTransition(true, animated: true)  // the interactive pop was cancelled
        vc.endAppearanceTransition()
        #expect(
            recorder.appearanceEvents.dropFirst(2) == [
                .viewWillDisappear("a"), .viewWillAppear("a"), .viewDidAppear("a"),
            ])
        #expect(vc.appearanceState == .appeared)
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}

@MainActor
@Suite struct LifecycleRecorderTests {
    @Test func violationsAreReported() {
        let recorder = LifecycleRecorder()
        recorder.record(.viewWillAppear("a"))
        recorder.record(.viewWillAppear("a"))
        recorder.record(.viewDidDisappear("b"))
        recorder.record(.viewWillAppear("c"))
        #expect(recorder.appearanceViolations().count == 2)
        #expect(recorder.appearanceViolations(requireSettled: true).count == 4)
    }
}

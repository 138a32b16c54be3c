import FolioCore
import FolioTesting
import FolioUI
import Testing

/// An animator that leaves the transition open until the test finishes it.
@MainActor
final class ManualAnimator: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
    var context: TransitionContext?
    var ended: [Bool] = []
    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
    func animateTransition(using context: TransitionContext) { self.context = context }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { self }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        self
    }
}

@MainActor
@Suite struct PresentationTests {
    @Test func presentAndDismissAreBalancedAndOrdered() throws {
        let recorder = LifecycleRecorder()
        let host = HeadlessWindow(size: Size(width: 200, height: 100))
        let root = RecordingViewController("root", recorder: recorder)
        let sheet = RecordingViewController("sheet", recorder: recorder)
        host.rootViewController = root
        recorder.clear()
        var completed = 0
        try root.present(sheet, animated: false) { completed += 1 }
        #expect(
            recorder.appearanceEvents == [
                .viewWillDisappear("root"), .viewWillAppear("sheet"), .viewDidDisappear("root"),
                .viewDidAppear("sheet"),
            ])
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.view.frame == host.window.bounds)
        #expect(root.view.window == nil)
        #expect(completed == 1)
        recorder.clear()
        sheet.dismiss(animated: false) { completed += 1 }
        #expect(
            recorder.appearanceEvents == [
                .viewWillDisappear("sheet"), .viewWillAppear("root"), .viewDidDisappear("sheet"),
                .viewDidAppear("root"),
            ])
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === host.window)
        #expect(completed == 2)
    }

    @Test func presentingTwiceOrOffscreenThrows() throws {
        let recorder = LifecycleRecorder()
        let host = HeadlessWindow(size: Size(width: 200, height: 100))
        let root = RecordingViewController("root", recorder: recorder)
        let offscreen = RecordingViewController("offscreen", recorder: recorder)
        host.rootViewController = root
        try root.present(RecordingViewController("first", recorder: recorder), animated: false)
        #expect(throws: PresentationError.self) {
            try root.present(RecordingViewController("second", recorder: recorder), animated: false)
        }
        #expect(throws: PresentationError.notInWindow(#"RecordingViewController "offscreen""#)) {
            try offscreen.present(RecordingViewController("third", recorder: recorder), animated: false)
        }
    }

    @Test func cancelledInteractiveDismissalRestoresThePresentation() throws {
        let recorder = LifecycleRecorder()
        let host = HeadlessWindow(size: Size(width: 200, height: 100))
        let root = RecordingViewController("root", recorder: recorder)
        let sheet = RecordingViewController("sheet", recorder: recorder)
        let animator = ManualAnimator()
        sheet.transitioningDelegate = animator
        host.rootViewController = root
        try root.present(sheet, animated: true)
        animator.context?.completeTransition(true)
        sheet.dismiss(animated: true)
        #expect(root.view.window === host.window)  // visible underneath while the dismissal runs
        animator.context?.cancelInteractiveTransition()
        animator.context?.completeTransition(false)
        #expect(
            recorder.appearanceEvents.dropFirst(6) == [
                .viewWillDisappear("sheet"), .viewWillAppear("root"), .viewWillAppear("sheet"),
                .viewWillDisappear("root"), .viewDidDisappear("root"), .viewDidAppear("sheet"),
            ])
        #expect(root.presentedViewController === sheet)
        #expect(root.view.window == nil)
        #expect(animator.ended == [true, false])
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}

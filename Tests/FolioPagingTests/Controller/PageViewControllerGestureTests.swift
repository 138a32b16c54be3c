import FolioCore
import FolioTesting
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerGestureTests {
    @Test func aSwipeTurnsThePageAndTellsTheDelegate() {
        let harness = PagingHarness()
        harness.swipe(by: -200)
        #expect(harness.current == ["C"])
        #expect(
            harness.delegate.transitionCalls == [
                .will(["C"]), .did(finished: true, previous: ["B"], completed: true),
            ])
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(harness.newAppearanceEvents == [
            .viewWillDisappear("B"), .viewWillAppear("C"), .viewDidDisappear("B"), .viewDidAppear("C"),
        ])
    }

    @Test func anAbortedSwipeReportsNotCompletedAndKeepsThePage() {
        let harness = PagingHarness()
        harness.swipe(by: -60, duration: 0.6)
        #expect(harness.current == ["B"])
        #expect(
            harness.delegate.transitionCalls == [
                .will(["C"]), .did(finished: true, previous: ["B"], completed: false),
            ])
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(harness["B"].appearanceState == .appeared)
        #expect(harness["C"].appearanceState == .disappeared)
    }
}


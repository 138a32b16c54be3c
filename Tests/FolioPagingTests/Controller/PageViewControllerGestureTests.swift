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
        #expect(
            harness.newAppearanceEvents == [
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

    @Test func aShortFlickStillAdvancesOnePageOnly() {
        let harness = PagingHarness()
        harness.host.flick(from: Point(x: 250, y: 150), velocity: Point(x: -3000, y: 0), duration: 0.03)
        harness.host.settle()
        #expect(harness.current == ["C"])
    }

    @Test func aReverseSwipeGoesBack() {
        let harness = PagingHarness()
        harness.swipe(by: 220)
        #expect(harness.current == ["A"])
        #expect(harness.delegate.transitionCalls.first == .will(["A"]))
    }

    @Test func draggingPastTheEndRubberBandsWithoutTellingTheDelegate() {
        let harness = PagingHarness(showing: ["A"])
        harness.host.drag(from: Point(x: 100, y: 150), to: Point(x: 300, y: 150), duration: 0.2, lift: false)
        let pulled = harness.screenOrigin("A").x
        #expect(pulled > 10)
        #expect(pulled < 100)
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.current == ["A"])
        #expect(harness.delegate.transitionCalls.isEmpty)
        #expect(harness.screenOrigin("A").x == 0)
    }

    @Test func withoutADataSourceGesturesDoNothing() {
        let harness = PagingHarness()
        harness.controller.dataSource = nil
        harness.swipe(by: -250)
        #expect(harness.current == ["B"])
        #expect(harness.delegate.transitionCalls.isEmpty)
    }

    @Test func verticalBooksTurnForwardBottomToTop() {
        let harness = PagingHarness(orientation: .vertical)
        harness.swipe(by: -200, vertical: true)
        #expect(harness.current == ["C"])
        harness.swipe(by: 200, vertical: true)
        #expect(harness.current == ["B"])
    }

    @Test func rightToLeftScrollBooksSwapBeforeAndAfter() {
        let harness = PagingHarness()
        harness.host.window.userInterfaceLayoutDirection = .rightToLeft
        harness.host.settle()
        // The page after sits on the left: a left-to-right swipe reveals it.
        #expect(harness.screenOrigin("C").x == -400)
        harness.swipe(by: 200)
        #expect(harness.current == ["C"])
    }

    @Test func pagesFollowTheFingerAndReportContinuousProgress() {
        let harness = PagingHarness()
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 200, y: 150), duration: 0.2, lift: false)
        // 100 pt of a 400 pt page, less the slop the pan needed to begin (two 8⅓ pt moves),
        // which the scroll view does not apply to the content.
        let moved = 100 - 2 * 100.0 / 12
        #expect(abs(harness.controller.displayedProgress - moved / 400) < 1e-9)
        #expect(abs(harness.screenOrigin("C").x - (400 - moved)) < 1e-9)
        #expect(abs(harness.screenOrigin("B").x + moved) < 1e-9)
        let progresses = harness.delegate.progresses
        #expect(progresses.count >= 10)
        #expect(zip(progresses, progresses.dropFirst()).allSatisfy { $0 <= $1 })
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.delegate.progresses.last == 0)
    }

    @Test func interPageSpacingWidensTheStride() {
        let harness = PagingHarness(options: .init(interPageSpacing: 15))
        #expect(harness.controller.interPageSpacing == 16)
        #expect(harness.controller.turnStride == 416)
        #expect(harness.screenOrigin("C").x == 416)
    }

    @Test func catchingSettlingPagesRestsThemAtTheNearestPageWithoutAJump() {
        let harness = PagingHarness()
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 150, y: 150), duration: 0.1)
        harness.host.advance(frames: 3)
        #expect(harness.controller.manager.phase == .settling)
        let before = harness.screenOrigin("C").x
        harness.host.touchDown(at: Point(x: 200, y: 150))
        // Caught past half way: the turn completes where the pages stand, nothing moves.
        #expect(harness.current == ["C"])
        #expect(harness.screenOrigin("C").x == before)
        #expect(harness.delegate.transitionCalls.last == .did(finished: true, previous: ["B"], completed: true))
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(harness.screenOrigin("C").x == 0)
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func aProgrammaticTurnCannotBeGrabbed() throws {
        let harness = PagingHarness()
        try harness.controller.setViewControllers([harness["C"]], direction: .forward, animated: true)
        harness.host.advance(frames: 2)
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 350, y: 150), duration: 0.1)
        harness.host.settle()
        #expect(harness.current == ["C"])
        #expect(harness.delegate.transitionCalls.isEmpty)
    }

    @Test func reversingMidDragPairsEveryWillWithADid() {
        let harness = PagingHarness()
        harness.host.touchDown(at: Point(x: 200, y: 150))
        for x in stride(from: 190.0, through: 100, by: -10) {
            harness.host.advance(frames: 1)
            harness.host.touchMove(to: Point(x: x, y: 150))
        }
        for x in stride(from: 110.0, through: 330, by: 20) {
            harness.host.advance(frames: 1)
            harness.host.touchMove(to: Point(x: x, y: 150))
        }
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.current == ["A"])
        #expect(
            harness.delegate.transitionCalls == [
                .will(["C"]), .did(finished: false, previous: ["B"], completed: false),
                .will(["A"]), .did(finished: true, previous: ["B"], completed: true),
            ])
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}

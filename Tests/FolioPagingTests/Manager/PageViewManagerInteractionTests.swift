import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewManagerInteractionTests {
    @Test func aCompletedSwipeReportsWillAndDidWithThePreviousPages() {
        let harness = ManagerHarness()
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.2)
        #expect(harness.recorder.delegateCalls == [.will(["C"])])
        #expect(harness.manager.progress == 0.2)
        harness.manager.update(progress: 0.7)
        harness.manager.endDragging()
        harness.manager.update(progress: 1)
        harness.manager.transitionDidSettle()
        #expect(harness.current == ["C"])
        #expect(
            harness.recorder.delegateCalls == [.will(["C"]), .did(finished: true, previous: ["B"], completed: true)])
        #expect(harness.recorder.appearanceCalls == ["willDisappear B", "willAppear C", "end B", "end C"])
        #expect(harness.window == ["B", "C", "D"])
    }

    @Test func anAbortedSwipeReportsNotCompletedAndKeepsThePages() {
        let harness = ManagerHarness()
        harness.swipe(through: [0.1, 0.3], settleAt: 0)
        #expect(harness.current == ["B"])
        #expect(
            harness.recorder.delegateCalls == [.will(["C"]), .did(finished: true, previous: ["B"], completed: false)])
        // The cancelled transition: each page gets the opposite will, then its did.
        #expect(
            harness.recorder.appearanceCalls == [
                "willDisappear B", "willAppear C", "willAppear B", "willDisappear C", "end B", "end C",
            ])
        #expect(harness.appearanceErrors.isEmpty)
    }

    @Test func settlingPastHalfWayCompletesBelowItCancels() {
        for (rest, expected) in [(0.49, "B"), (0.5, "C")] {
            let harness = ManagerHarness()
            harness.swipe(through: [0.4], settleAt: rest)
            #expect(harness.current == [expected], "settled at \(rest)")
        }
    }

    @Test func reversingDirectionMidDragClosesTheFirstTurnBeforeOpeningTheSecond() {
        let harness = ManagerHarness()
        harness.swipe(through: [0.3, 0, -0.4], settleAt: -1)
        #expect(
            harness.recorder.delegateCalls == [
                .will(["C"]), .did(finished: false, previous: ["B"], completed: false),
                .will(["A"]), .did(finished: true, previous: ["B"], completed: true),
            ])
        #expect(harness.current == ["A"])
        #expect(harness.appearanceErrors.isEmpty)
    }

    @Test func draggingTowardsTheEndOfTheBookRevealsNothing() {
        let harness = ManagerHarness(showing: ["A"])
        harness.swipe(through: [-0.3, -0.6], settleAt: 0)
        #expect(harness.recorder.delegateCalls.isEmpty)
        #expect(harness.recorder.appearanceCalls.isEmpty)
        #expect(harness.manager.progress == 0)
        #expect(harness.manager.phase == .idle)
    }

    @Test func aProgrammaticAnimationCannotBeGrabbed() throws {
        let harness = ManagerHarness()
        try harness.manager.setPages([harness.book["C"]], animated: true)
        #expect(!harness.manager.beginDragging())
        harness.finishAnimation()
        #expect(harness.manager.beginDragging())
    }

    @Test func aSettlingTurnCanBeCaughtWithoutNewDelegateCalls() {
        let harness = ManagerHarness()
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.4)
        harness.manager.endDragging()
        harness.manager.update(progress: 0.6)
        #expect(harness.manager.beginDragging())
        #expect(harness.manager.phase == .dragging)
        harness.manager.update(progress: 0.9)
        harness.manager.endDragging()
        harness.manager.update(progress: 1)
        harness.manager.transitionDidSettle()
        #expect(harness.recorder.delegateCalls.count == 2)
        #expect(harness.current == ["C"])
    }

    @Test func progressIsClampedToOneTurn() {
        let harness = ManagerHarness()
        harness.manager.beginDragging()
        harness.manager.update(progress: 3)
        #expect(harness.manager.progress == 1)
        harness.manager.update(progress: .nan)
        #expect(harness.manager.progress == 1)
    }

    @Test func interruptingADragSettlesAtTheNearestPage() {
        for (progress, expected) in [(0.3, "B"), (0.8, "C")] {
            let harness = ManagerHarness()
            harness.manager.beginDragging()
            harness.manager.update(progress: progress)
            harness.manager.interruptTransition()
            #expect(harness.current == [expected])
            #expect(harness.manager.phase == .idle)
            #expect(harness.recorder.delegateCalls.count == 2)
        }
    }

    @Test func theContainerDisappearingMidDragBalancesEveryPage() {
        let harness = ManagerHarness()
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.3)
        harness.manager.containerWillDisappear(animated: true)
        harness.manager.containerDidDisappear(animated: true)
        #expect(harness.manager.phase == .idle)
        for page in harness.book.pages {
            #expect(page.appearance == .disappeared, "\(page.name)")
        }
        #expect(harness.appearanceErrors.isEmpty)
        #expect(harness.recorder.delegateCalls.last == .did(finished: true, previous: ["B"], completed: false))
    }

    @Test func interactionInputsFromInsideACallbackAreIgnored() {
        let harness = ManagerHarness()
        harness.recorder.onWill = { [unowned harness] _ in harness.manager.update(progress: -0.5) }
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.2)
        #expect(harness.manager.progress == 0.2)
        #expect(harness.recorder.delegateCalls == [.will(["C"])])
    }
}

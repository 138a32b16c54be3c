import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewManagerQueueTests {
    @Test func aRequestDuringADragWaitsUntilTheTurnSettles() throws {
        let harness = ManagerHarness()
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.5)
        var completed: Bool?
        try harness.manager.setPages([harness.book["E"]], animated: false) { completed = $0 }
        #expect(harness.current == ["B"])
        #expect(harness.manager.pendingRequestCount == 1)
        #expect(completed == nil)
        harness.manager.endDragging()
        harness.manager.update(progress: 1)
        harness.manager.transitionDidSettle()
        #expect(harness.current == ["E"])
        #expect(completed == true)
        // The delegate saw the gesture's pair, then the programmatic set silently.
        #expect(harness.recorder.delegateCalls.count == 2)
    }

    @Test func aLaterSetSupersedesQueuedNavigation() throws {
        let harness = ManagerHarness()
        try harness.manager.setPages([harness.book["C"]], animated: true)
        var results: [String: Bool] = [:]
        harness.manager.turn(.forward, animated: true) { results["step"] = $0 }
        try harness.manager.setPages([harness.book["D"]], animated: true) { results["D"] = $0 }
        try harness.manager.setPages([harness.book["A"]], step: .reverse, animated: true) { results["A"] = $0 }
        #expect(results == ["step": false, "D": false])
        harness.finishAnimation()
        #expect(harness.current == ["C"])
        #expect(harness.recorder.calls.last == .animate(.reverse))
        harness.finishAnimation(.reverse)
        #expect(harness.current == ["A"])
        #expect(results == ["step": false, "D": false, "A": true])
    }

    /// A wider window asked for during a turn waits for it to end, and of two waiting only
    /// the later counts.
    @Test func aPreloadDistanceWaitsForTheTurnAndTheLatestWins() {
        let harness = ManagerHarness(["A", "B", "C", "D", "E", "F", "G"], showing: ["C"])
        harness.manager.turn(.forward, animated: true)
        let window = harness.window
        harness.manager.setPreloadDistance(3)
        harness.manager.setPreloadDistance(2)
        #expect(harness.manager.pendingRequestCount == 1)
        #expect(harness.window == window)
        harness.finishAnimation()
        #expect(harness.current == ["D"])
        #expect(harness.window.sorted() == ["B", "C", "D", "E", "F"])
        #expect(harness.live.sorted() == ["B", "C", "D", "E", "F"])
        // Asking again for the distance in force still overrides one asked for before it.
        harness.manager.turn(.forward, animated: true)
        harness.manager.setPreloadDistance(1)
        harness.manager.setPreloadDistance(2)
        harness.finishAnimation()
        #expect(harness.current == ["E"])
        #expect(harness.window.sorted() == ["C", "D", "E", "F", "G"])
        harness.manager.setPreloadDistance(1)
        #expect(harness.window.sorted() == ["D", "E", "F"])
        #expect(harness.live.sorted() == ["D", "E", "F"])
    }

    @Test func queuedStepsRunInOrderAgainstTheNewPages() {
        let harness = ManagerHarness(showing: ["A"])
        harness.manager.turn(.forward, animated: true)
        harness.manager.turn(.forward, animated: true)
        harness.manager.turn(.forward, animated: true)
        for expected in ["B", "C", "D"] {
            harness.finishAnimation()
            #expect(harness.current == [expected])
        }
        #expect(harness.manager.phase == .idle)
    }

    @Test func setViewControllersFromDidFinishIsQueuedNotReentrant() throws {
        let harness = ManagerHarness()
        var nested: Bool?
        harness.recorder.onDid = { [unowned harness] _ in
            try? harness.manager.setPages([harness.book["E"]], animated: false) { nested = $0 }
            // Still mid-mutation: the request waits.
            #expect(harness.current == ["C"])
        }
        harness.swipe(through: [0.6], settleAt: 1)
        #expect(nested == true)
        #expect(harness.current == ["E"])
        #expect(harness.manager.invariantViolations.isEmpty)
    }

    @Test func setViewControllersFromWillTransitionRunsAfterTheGesture() throws {
        let harness = ManagerHarness()
        harness.recorder.onWill = { [unowned harness] _ in
            try? harness.manager.setPages([harness.book["A"]], animated: false)
        }
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.3)
        #expect(harness.manager.pendingRequestCount == 1)
        harness.manager.endDragging()
        harness.manager.update(progress: 0)
        harness.manager.transitionDidSettle()
        #expect(harness.current == ["A"])
    }

    @Test func aCompletionThatNavigatesChainsCleanly() throws {
        let harness = ManagerHarness()
        try harness.manager.setPages([harness.book["C"]], animated: true) { _ in
            harness.manager.turn(.forward, animated: true)
        }
        harness.finishAnimation()
        #expect(harness.current == ["C"])
        #expect(harness.manager.phase == .animating)
        harness.finishAnimation()
        #expect(harness.current == ["D"])
    }

    @Test func aDataSourceThatNavigatesWhileAnsweringIsQueued() throws {
        let harness = ManagerHarness()
        var asked = false
        harness.book.onQuestion = { [unowned harness] in
            guard !asked else { return }
            asked = true
            try? harness.manager.setPages([harness.book["E"]], animated: false)
        }
        harness.manager.reload()
        #expect(harness.current == ["E"])
        #expect(harness.manager.invariantViolations.isEmpty)
    }

    @Test func reloadsCoalesce() throws {
        let harness = ManagerHarness()
        harness.manager.beginDragging()
        harness.manager.reload()
        harness.manager.reload()
        #expect(harness.manager.pendingRequestCount == 1)
        harness.manager.endDragging()
        #expect(harness.manager.pendingRequestCount == 0)
    }
}

import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewManagerNavigationTests {
    @Test func firstPagesAreShownWithoutAnimationEvenWhenAnimatedIsAsked() throws {
        let harness = ManagerHarness(showing: [])
        var completed: Bool?
        try harness.manager.setPages([harness.book["C"]], animated: true) { completed = $0 }
        #expect(harness.current == ["C"])
        #expect(completed == true)
        #expect(!harness.recorder.calls.contains(.animate(.forward)))
        #expect(
            harness.recorder.calls == [
                .add("B"), .add("C"), .add("D"),
                .begin("C", appearing: true, animated: false),
                .layout("B@-1 C@0 D@1"),
                .end("C"),
            ])
    }

    @Test func pagesAppearOnlyWhenTheContainerDoes() throws {
        let harness = ManagerHarness(showing: ["B"], appeared: false)
        #expect(harness.manager.appearanceState(of: harness.book["B"]) == .disappeared)
        harness.manager.containerWillAppear(animated: true)
        #expect(harness.recorder.appearanceCalls == ["willAppear B"])
        harness.manager.containerDidAppear(animated: true)
        #expect(harness.recorder.appearanceCalls == ["willAppear B", "end B"])
        harness.manager.containerWillDisappear(animated: false)
        harness.manager.containerDidDisappear(animated: false)
        #expect(harness.recorder.appearanceCalls == ["willAppear B", "end B", "willDisappear B", "end B"])
        #expect(harness.appearanceErrors.isEmpty)
    }

    @Test func programmaticNavigationNeverTellsTheDelegate() throws {
        let harness = ManagerHarness()
        var completions: [Bool] = []
        try harness.manager.setPages([harness.book["D"]], animated: false) { completions.append($0) }
        try harness.manager.setPages([harness.book["E"]], animated: true) { completions.append($0) }
        harness.finishAnimation()
        #expect(harness.current == ["E"])
        #expect(completions == [true, true])
        #expect(harness.recorder.delegateCalls.isEmpty)
    }

    @Test func animatedSetAsksTheViewToAnimateAndCompletesAtRest() throws {
        let harness = ManagerHarness()
        var completed: Bool?
        try harness.manager.setPages([harness.book["C"]], step: .forward, animated: true) { completed = $0 }
        #expect(harness.recorder.calls.last == .animate(.forward))
        #expect(harness.manager.phase == .animating)
        #expect(harness.current == ["B"])
        #expect(completed == nil)
        harness.finishAnimation()
        #expect(harness.current == ["C"])
        #expect(completed == true)
        #expect(harness.recorder.appearanceCalls == ["willDisappear B", "willAppear C", "end B", "end C"])
    }

    @Test func animatedJumpAsksTheDataSourceForFreshNeighbours() throws {
        // UIKit keeps the old page as the "before" neighbour after an animated jump.
        let harness = ManagerHarness()
        try harness.manager.setPages([harness.book["E"]], step: .forward, animated: true)
        #expect(harness.window == ["A", "B", "E"])
        harness.finishAnimation()
        #expect(harness.current == ["E"])
        #expect(harness.window == ["D", "E"])
        #expect(harness.book.questions.contains("before E"))
        #expect(!harness.live.contains("B"))
    }

    @Test func reverseJumpPlacesTheTargetBeforeTheCurrentPage() throws {
        let harness = ManagerHarness(showing: ["D"])
        try harness.manager.setPages([harness.book["A"]], step: .reverse, animated: true)
        #expect(harness.recorder.calls.last == .animate(.reverse))
        #expect(harness.window == ["A", "D", "E"])
        harness.finishAnimation(.reverse)
        #expect(harness.window == ["A", "B"])
    }

    @Test func animatedSetToTheCachedNeighbourShiftsWithoutAskingAgain() throws {
        let harness = ManagerHarness()
        try harness.manager.setPages([harness.book["C"]], animated: true)
        harness.finishAnimation()
        #expect(harness.window == ["B", "C", "D"])
        #expect(harness.book.questions == ["after C"])
    }

    @Test func settingTheSamePageAgainRefreshesItsNeighbours() throws {
        let harness = ManagerHarness()
        harness.book.pages.insert(TestPage("B2"), at: 2)
        try harness.manager.setPages([harness.book["B"]], animated: true)
        #expect(harness.window == ["A", "B", "B2"])
        #expect(!harness.recorder.calls.contains(.animate(.forward)))
    }

    @Test func turnStepsToTheNeighbourAndFailsAtTheEnd() {
        let harness = ManagerHarness(showing: ["E"])
        var results: [Bool] = []
        harness.manager.turn(.forward, animated: true) { results.append($0) }
        harness.manager.turn(.reverse, animated: false) { results.append($0) }
        #expect(results == [false, true])
        #expect(harness.current == ["D"])
    }

    @Test func userInitiatedStepsTellTheDelegate() {
        let harness = ManagerHarness()
        harness.manager.turn(.forward, animated: true, notifiesDelegate: true)
        #expect(harness.recorder.delegateCalls == [.will(["C"])])
        harness.finishAnimation()
        #expect(
            harness.recorder.delegateCalls == [.will(["C"]), .did(finished: true, previous: ["B"], completed: true)])
        harness.manager.turn(.reverse, animated: false, notifiesDelegate: true)
        #expect(harness.recorder.delegateCalls.count == 4)
        #expect(harness.current == ["B"])
    }

    @Test func nothingIsAnimatedWhileTheContainerIsOffScreen() throws {
        let harness = ManagerHarness(appeared: false)
        try harness.manager.setPages([harness.book["D"]], animated: true)
        #expect(harness.manager.phase == .idle)
        #expect(harness.current == ["D"])
    }

    @Test func aNilDataSourceMeansNoNeighboursButProgrammaticTurnsStillWork() throws {
        let harness = ManagerHarness()
        harness.manager.dataSource = nil
        harness.manager.reload()
        #expect(harness.window == ["B"])
        #expect(!harness.manager.canTurn(.forward))
        try harness.manager.setPages([harness.book["D"]], animated: true)
        harness.finishAnimation()
        #expect(harness.window == ["D"])
    }
}

@MainActor
@Suite struct PageViewManagerSheetTests {
    @Test func anAnimatedSheetThatIncludesTheRestingPageIsShownAtOnce() throws {
        let harness = ManagerHarness(
            ["A", "a", "B", "b"], configuration: .init(isDoubleSided: true), showing: ["b"])
        // [a, b] in reverse rests on "a" but its back is the page on screen.
        try harness.manager.setPages([harness.book["a"], harness.book["b"]], step: .reverse, animated: true)
        #expect(harness.manager.phase == .idle)
        #expect(harness.current == ["a"])
        #expect(harness.manager.invariantViolations.isEmpty)
    }
}

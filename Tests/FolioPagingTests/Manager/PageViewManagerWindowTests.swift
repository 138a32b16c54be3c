import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewManagerWindowTests {
    @Test func onlyTheRestingPagesAndTheirNeighboursAreAlive() {
        let harness = ManagerHarness(["A", "B", "C", "D", "E", "F"], showing: ["C"])
        #expect(harness.live == ["B", "C", "D"])
        harness.swipe(through: [0.7], settleAt: 1)
        #expect(harness.live == ["C", "D", "E"])
        #expect(harness.recorder.calls.contains(.remove("B")))
        #expect(harness.recorder.calls.contains(.add("E")))
    }

    @Test func thePreloadDistanceWidensTheWindow() {
        let harness = ManagerHarness(
            ["A", "B", "C", "D", "E", "F"], configuration: .init(preloadDistance: 2), showing: ["C"])
        #expect(harness.live == ["A", "B", "C", "D", "E"])
    }

    @Test func aMillionPagesKeepTheLivePageCountFlat() throws {
        let book = CountingBook(count: 1_000_000)
        let recorder = ManagerRecorder()
        let manager = PageViewManager<TestPage>()
        manager.dataSource = book
        manager.delegate = recorder
        manager.containerWillAppear(animated: false)
        manager.containerDidAppear(animated: false)
        for target in [0, 999_999, 500_000, 3, 999_998] {
            try manager.setPages([#require(book.page(at: target))], index: target, animated: false)
            for _ in 0..<20 {
                manager.turn(.forward, animated: false)
            }
            #expect(book.counter.live <= 3, "after jumping to \(target)")
        }
        for _ in 0..<200 {
            manager.turn(.reverse, animated: true)
            manager.update(progress: -1)
            manager.transitionDidSettle()
        }
        #expect(book.counter.live <= 3)
        #expect(manager.currentIndex == 999_999 - 200)
        recorder.reset()
    }

    @Test func indicesFollowEveryKindOfTurn() throws {
        let book = CountingBook(count: 100)
        let manager = PageViewManager<TestPage>()
        manager.dataSource = book
        try manager.setPages([#require(book.page(at: 10))], index: 10, animated: false)
        manager.turn(.forward, animated: false)
        #expect(manager.currentIndex == 11)
        manager.turn(.reverse, animated: false)
        manager.turn(.reverse, animated: false)
        #expect(manager.currentIndex == 9)
        #expect(manager.current.first?.name == "9")
        #expect(manager.window.pages.map(\.name) == ["8", "9", "10"])
    }

    @Test func aLoopingBookTurnsForeverBothWays() throws {
        let book = CountingBook(count: 3)
        book.isLooping = true
        let manager = PageViewManager<TestPage>()
        manager.dataSource = book
        try manager.setPages([#require(book.page(at: 0))], index: 0, animated: false)
        for _ in 0..<7 { manager.turn(.reverse, animated: false) }
        #expect(manager.current.first?.name == "2")
        #expect(manager.currentIndex == -7)
        #expect(manager.canTurn(.forward) && manager.canTurn(.reverse))
    }

    @Test func spreadsTurnTwoPagesAtATime() {
        let harness = ManagerHarness(
            ["A", "B", "C", "D", "E", "F"], configuration: .init(spreadSize: 2), showing: ["C", "D"])
        #expect(harness.window == ["A", "B", "C", "D", "E", "F"])
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.5)
        #expect(harness.recorder.delegateCalls == [.will(["E", "F"])])
        harness.manager.endDragging()
        harness.manager.update(progress: 1)
        harness.manager.transitionDidSettle()
        #expect(harness.current == ["E", "F"])
        #expect(harness.window == ["C", "D", "E", "F"])
        #expect(harness.appearanceErrors.isEmpty)
    }

    @Test func aDoubleSidedSheetShowsItsBackOnlyWhileTurning() {
        let harness = ManagerHarness(
            ["A", "a", "B", "b", "C", "c"], configuration: .init(isDoubleSided: true), showing: ["B"])
        #expect(harness.window == ["A", "a", "B", "b", "C"])
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.4)
        #expect(harness.recorder.delegateCalls == [.will(["C"])])
        #expect(harness.book["b"].appearance == .appearing)
        harness.manager.endDragging()
        harness.manager.update(progress: 1)
        harness.manager.transitionDidSettle()
        #expect(harness.current == ["C"])
        #expect(harness.book["b"].appearance == .disappeared)
        #expect(harness.book["C"].appearance == .appeared)
        // "c" alone cannot make a turn: the book ends here.
        #expect(harness.window == ["B", "b", "C"])
        #expect(!harness.manager.canTurn(.forward))
        #expect(harness.appearanceErrors.isEmpty)
    }

    @Test func aDoubleSidedReverseTurnRestsOnTheFrontOfTheSheet() throws {
        let harness = ManagerHarness(
            ["A", "a", "B", "b", "C", "c"], configuration: .init(isDoubleSided: true), showing: ["C"])
        try harness.manager.setPages([harness.book["B"], harness.book["b"]], step: .reverse, animated: true)
        harness.finishAnimation(.reverse)
        #expect(harness.current == ["B"])
    }

    @Test func reloadReplacesNeighboursWithTheDataSourcesNewAnswers() throws {
        let harness = ManagerHarness()
        harness.book.pages.remove(at: 2)
        harness.manager.reload()
        #expect(harness.window == ["A", "B", "D"])
        harness.manager.reload { _, _ in ([], nil) }
        #expect(harness.live.isEmpty)
        #expect(harness.appearanceErrors.isEmpty)
    }
}

import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerContainmentTests {
    @Test func livePagesAreProperChildren() {
        let harness = PagingHarness()
        #expect(harness.children == ["A", "B", "C"])
        for page in harness.controller.children {
            #expect(page.parent === harness.controller)
            #expect(page.viewIfLoaded?.superview === harness.controller.pagesView)
        }
        harness.swipe(by: -200)
        harness.swipe(by: -200)
        #expect(harness.children.sorted() == ["C", "D", "E"])
        #expect(harness["A"].parent == nil)
        #expect(
            harness.recorder.events(for: "A").suffix(2) == [
                .willMoveToParent("A", parent: nil), .didMoveToParent("A", parent: nil),
            ])
    }

    @Test func livePagesAreDrawnAheadWhileHiddenAndReleasedPagesAreNot() {
        let harness = PagingHarness()
        // Loaded neighbours may be hidden (every style but scrolling hides them): the renderer
        // then draws them in idle time rather than in the first frame that shows them.
        for name in ["A", "B", "C"] { #expect(harness[name].view.drawsAhead) }
        harness.swipe(by: -200)
        harness.swipe(by: -200)
        #expect(harness["A"].parent == nil)
        #expect(!harness["A"].view.drawsAhead)
        #expect(harness["E"].view.drawsAhead)
    }

    /// The rank of each named page's view among those a curl renders flat (nil: unranked).
    private func curlRanks(_ harness: PagingHarness, _ names: [String]) -> [Int?] {
        names.map { harness[$0].view.curlSnapshotRank }
    }

    @Test func aOneSidedBookRanksTheLeavesOfItsTwoTurnsOnly() {
        // Forward, the page shown curls; back, the page before curls in. The page after lies
        // underneath, drawn as it is, and one-sided leaves show paper on their backs.
        let curl = PagingHarness(style: .pageCurl, showing: ["C"])
        #expect(curlRanks(curl, ["B", "C", "D"]) == [2, 0, nil])
        #expect(curl["C"].view.layerNode().curlSnapshotRank == 0)
        let scroll = PagingHarness(showing: ["C"])
        #expect(curlRanks(scroll, ["B", "C", "D"]) == [nil, nil, nil])
    }

    @Test func aSpreadRanksBothLeavesAndTheirBacks() {
        // Forward, the right page turns and shows the next left page on its back; back, the
        // left page turns and shows the previous right page. The outer pages are unranked.
        let spread = PagingHarness(
            style: .pageCurl, options: PageViewController.Options(spineLocation: .mid),
            names: ["A", "B", "C", "D", "E", "F"], showing: ["C", "D"])
        #expect(curlRanks(spread, ["A", "B", "C", "D", "E", "F"]) == [nil, 3, 2, 0, 1, nil])
    }

    @Test func ranksFollowTheBookAndLeaveReleasedPages() {
        let curl = PagingHarness(style: .pageCurl)
        let shown = curl.controller.children
        try? curl.controller.setViewControllers([curl["D"]], direction: .forward, animated: false)
        curl.host.settle()
        #expect(curlRanks(curl, ["C", "D", "E"]) == [2, 0, nil])
        // The last page: no turn forward, so nothing curls it.
        try? curl.controller.setViewControllers([curl["E"]], direction: .forward, animated: false)
        curl.host.settle()
        #expect(curlRanks(curl, ["D", "E"]) == [2, nil])
        for page in shown where page.parent == nil { #expect(page.view.curlSnapshotRank == nil) }
        #expect(shown.contains { $0.parent == nil })
    }

    @Test func aPageTheAppMarkedToDrawAheadKeepsTheMarkWhenReleased() {
        let harness = PagingHarness(showing: nil)
        harness["A"].view.drawsAhead = true
        try? harness.controller.setViewControllers([harness["B"]], direction: .forward, animated: false)
        harness.host.settle()
        #expect(harness["A"].parent === harness.controller)
        harness.swipe(by: -200)
        harness.swipe(by: -200)
        #expect(harness["A"].parent == nil)
        #expect(harness["A"].view.drawsAhead, "the app's own mark was cleared")
        #expect(!harness["B"].view.drawsAhead)
    }

    @Test func onlyTheVisiblePageAppears() {
        let harness = PagingHarness()
        #expect(harness["B"].appearanceState == .appeared)
        #expect(harness["A"].appearanceState == .disappeared)
        #expect(harness["C"].appearanceState == .disappeared)
    }

    @Test func appearanceStaysBalancedThroughCancelledAndCompletedDrags() {
        let harness = PagingHarness()
        harness.swipe(by: -60, duration: 0.6)
        harness.swipe(by: -250)
        harness.swipe(by: 60, duration: 0.6)
        harness.swipe(by: 250)
        #expect(harness.current == ["B"])
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(harness.pages.filter { $0.appearanceState == .appeared }.map(\.name) == ["B"])
    }

    @Test func theContainerDisappearingMidDragLeavesEveryPageDisappeared() {
        let harness = PagingHarness()
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 150, y: 150), duration: 0.2, lift: false)
        harness.host.rootViewController = ViewController()
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.pages.allSatisfy { $0.appearanceState == .disappeared })
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
        #expect(harness.delegate.transitionCalls.count == 2)
    }

    @Test func aMillionPagesKeepTheChildCountFlat() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let book = GeneratedBook(count: 1_000_000, recorder: LifecycleRecorder())
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.indexDataSource = book
        host.rootViewController = controller
        for target in [999_999, 0, 500_000, 123_456] {
            controller.setCurrentIndex(target, animated: true)
            host.settle()
            for _ in 0..<5 {
                host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150), duration: 0.1)
                host.settle()
            }
            #expect(controller.children.count <= 3)
            #expect(book.counter.live <= 3, "after visiting \(target)")
        }
        #expect(controller.currentIndex == 123_461)
    }

    @Test func aWiderPreloadWindowKeepsMorePages() {
        let harness = PagingHarness(options: .init(preloadDistance: 2), showing: ["C"])
        #expect(harness.children == ["A", "B", "C", "D", "E"])
    }

    /// Cover flow shows the pages beside the resting one, so a turn ends with the page two
    /// away in view: it is kept loaded (and so drawn ahead) before the turn, and released again
    /// when a transition that shows only one page replaces it.
    @Test func aTransitionThatShowsFartherPagesKeepsThemLoaded() {
        let harness = PagingHarness(names: ["A", "B", "C", "D", "E", "F", "G"], showing: ["C"])
        #expect(harness.children.sorted() == ["B", "C", "D"])
        harness.controller.transition = .coverFlow
        #expect(harness.children.sorted() == ["A", "B", "C", "D", "E"])
        for name in ["A", "E"] { #expect(harness[name].view.drawsAhead) }
        harness.swipe(by: -200)
        #expect(harness.current == ["D"])
        #expect(harness.children.sorted() == ["B", "C", "D", "E", "F"])
        harness.controller.transition = .cube
        #expect(harness.children.sorted() == ["C", "D", "E"])
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    /// The options' distance is a floor the transition only raises.
    @Test func aTransitionNeverKeepsFewerPagesThanTheOptionsAsk() {
        let harness = PagingHarness(
            options: .init(preloadDistance: 3), names: ["A", "B", "C", "D", "E", "F", "G"], showing: ["D"])
        #expect(harness.children.sorted() == ["A", "B", "C", "D", "E", "F", "G"])
        harness.controller.transition = .coverFlow
        #expect(harness.children.sorted() == ["A", "B", "C", "D", "E", "F", "G"])
        harness.controller.transition = .fade
        #expect(harness.children.sorted() == ["A", "B", "C", "D", "E", "F", "G"])
    }

    /// Pages kept beyond the slots either side of the resting page wait hidden at a page's
    /// size, not the size the pages view had when they were added (nothing, before its first
    /// layout), so idle time draws them at the size they will be shown at.
    @Test func pagesBeyondTheSlotsWaitAtAPagesSize() {
        let harness = PagingHarness(
            options: .init(preloadDistance: 2), names: ["A", "B", "C", "D", "E", "F"], showing: ["C"])
        let size = harness["C"].view.bounds.size
        #expect(size == Size(width: 400, height: 300))
        for name in ["A", "E"] {
            #expect(harness[name].view.isHidden)
            #expect(harness[name].view.bounds.size == size, "\(name) waits at \(harness[name].view.bounds.size)")
        }
        harness.swipe(by: -200)
        #expect(harness["F"].view.bounds.size == size)
    }

    @Test func pagesAreReleasedWhenTheControllerGoes() {
        let recorder = LifecycleRecorder()
        let book = GeneratedBook(count: 10, recorder: recorder)
        weak var released: PageViewController?
        do {
            let host = HeadlessWindow(size: Size(width: 400, height: 300))
            let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            released = controller
            controller.indexDataSource = book
            host.rootViewController = controller
            host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150), duration: 0.1)
            host.settle()
            #expect(book.counter.live == 3)
            host.rootViewController = nil
        }
        #expect(released == nil)
        #expect(book.counter.live == 0)
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}

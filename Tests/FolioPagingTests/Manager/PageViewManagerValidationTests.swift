import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewManagerValidationTests {
    struct Case: Sendable, CustomStringConvertible {
        var spread: Int
        var doubleSided: Bool
        var animated: Bool
        var required: Int
        var description: String { "spread \(spread) doubleSided \(doubleSided) animated \(animated)" }
    }

    /// UIKit's table: scroll (and single-sided curl) 1; animated double-sided curl 2;
    /// an immediate curl 2 only for a spread (mid spine).
    nonisolated static let cases: [Case] = [
        Case(spread: 1, doubleSided: false, animated: false, required: 1),
        Case(spread: 1, doubleSided: false, animated: true, required: 1),
        Case(spread: 1, doubleSided: true, animated: false, required: 1),
        Case(spread: 1, doubleSided: true, animated: true, required: 2),
        Case(spread: 2, doubleSided: true, animated: false, required: 2),
        Case(spread: 2, doubleSided: true, animated: true, required: 2),
    ]

    @Test(arguments: cases)
    func pageCountsFollowUIKitsTable(_ item: Case) throws {
        let configuration = PageViewManagerConfiguration(spreadSize: item.spread, isDoubleSided: item.doubleSided)
        let book = TestBook(names: ["A", "B", "C"])
        let manager = PageViewManager<TestPage>(configuration: configuration)
        for count in 1...3 {
            let pages = Array(book.pages.prefix(count))
            if count == item.required {
                try manager.setPages(pages, animated: item.animated)
            } else {
                #expect(
                    throws: PageViewManagerError.pageCountMismatch(
                        provided: count, required: item.required, animated: item.animated)
                ) {
                    try manager.setPages(pages, animated: item.animated)
                }
            }
        }
    }

    @Test func aSpreadIsAlwaysDoubleSided() {
        #expect(PageViewManagerConfiguration(spreadSize: 2, isDoubleSided: false).isDoubleSided)
        #expect(PageViewManagerConfiguration(spreadSize: 5).spreadSize == 2)
        #expect(PageViewManagerConfiguration(preloadDistance: 0).preloadDistance == 1)
    }

    @Test func theSameInstanceTwiceInOneRequestIsRejected() {
        let book = TestBook("A", "B")
        let manager = PageViewManager<TestPage>(configuration: .init(spreadSize: 2))
        #expect(throws: PageViewManagerError.duplicatePage(first: 0, second: 1)) {
            try manager.setPages([book["A"], book["A"]], animated: false)
        }
        #expect(manager.current.isEmpty)
    }

    @Test func aDataSourceReturningAPageAlreadyShownEndsTheBookThereAndSaysSo() throws {
        let harness = ManagerHarness(["A", "B"], showing: [])
        // A two-page loop: before(A) is B, which is also after(A).
        final class Loop: PageViewManagerDataSource {
            let pages: [TestPage]
            init(_ pages: [TestPage]) { self.pages = pages }
            func page(before page: TestPage, index: Int?) -> TestPage? { other(page) }
            func page(after page: TestPage, index: Int?) -> TestPage? { other(page) }
            func other(_ page: TestPage) -> TestPage? { pages.first { $0 !== page } }
        }
        let loop = Loop(harness.book.pages)
        harness.manager.dataSource = loop
        try harness.manager.setPages([harness.book["A"]], animated: false)
        #expect(harness.window == ["A", "B"])
        #expect(harness.recorder.calls.contains(.fail(.duplicateNeighbour(.reverse))))
        #expect(!harness.manager.canTurn(.reverse))
    }

    @Test func aQueuedRequestIsCheckedAgainAgainstTheShapeAtTheTimeItRuns() throws {
        let harness = ManagerHarness()
        harness.manager.beginDragging()
        harness.manager.update(progress: 0.2)
        var completed: Bool?
        try harness.manager.setPages([harness.book["D"]], animated: false) { completed = $0 }
        harness.manager.reconfigure(.init(spreadSize: 2)) { _, _ in ([harness.book["B"], harness.book["C"]], nil) }
        #expect(harness.current == ["B", "C"])
        #expect(completed == false)
        #expect(harness.recorder.calls.contains(.fail(.pageCountMismatch(provided: 1, required: 2, animated: false))))
    }
}

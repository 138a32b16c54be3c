import FolioCore
import Testing

/// Pages of text searched with a ``TextMatcher``, as a background searcher would.
private struct TextPagesSearcher: PageSearching {
    let pages: [String]
    let matcher: TextMatcher

    func matches(onPage page: Int) throws -> [Range<Int>]? {
        page < pages.count ? matcher.utf8Ranges(in: pages[page]) : nil
    }
}

private struct BrokenSearcher: PageSearching {
    struct Failure: Error {}
    func matches(onPage page: Int) throws -> [Int]? {
        if page == 2 { throw Failure() }
        return page < 5 ? [page] : nil
    }
}

@MainActor
@Suite struct DocumentSearchTests {
    private let pages = ["a needle", "hay", "needle, needle", "hay", "the last needle"]

    @Test func visitOrderStartsAtTheStartPageAndWrapsAround() {
        var order = PageVisitOrder(startPage: 3, pageCount: 5)
        var visited: [Int] = []
        while let page = order.next() { visited.append(page) }
        #expect(visited == [3, 4, 0, 1, 2])
    }

    @Test func visitOrderFindsAnUnknownEndByAsking() {
        var order = PageVisitOrder(startPage: 2, pageCount: nil)
        var visited: [Int] = []
        while let page = order.next() {
            if page >= 4 { order.endReached() } else { visited.append(page) }
        }
        #expect(visited == [2, 3, 0, 1])
    }

    @Test(arguments: [true, false])
    func hitsComeInTheOrderFoundFromTheStartPage(inBackground: Bool) async {
        let pages = self.pages
        let matcher = TextMatcher("NEEDLE")
        let search =
            inBackground
            ? DocumentSearch(startPage: 2, pageCount: nil) { TextPagesSearcher(pages: pages, matcher: matcher) }
            : DocumentSearch(startPage: 2, pageCount: nil) { page in
                page < pages.count ? matcher.utf8Ranges(in: pages[page]) : nil
            }
        await search.finish()
        #expect(search.isFinished)
        #expect(search.hits.map(\.page) == [2, 2, 4, 0])
        #expect(search.hits.map(\.match) == [0..<6, 8..<14, 9..<15, 2..<8])
        #expect(search.matches(onPage: 2) == [0..<6, 8..<14])
        #expect(search.matches(onPage: 1).isEmpty)
        #expect(search.hitIndices(onPage: 4) == 2..<3)
    }

    @Test func aSearchWithoutMatchesFinishesEmpty() async {
        let pages = self.pages
        let search = DocumentSearch(startPage: 1, pageCount: pages.count) {
            TextPagesSearcher(pages: pages, matcher: TextMatcher("zebra"))
        }
        await search.finish()
        #expect(search.isFinished)
        #expect(search.hits.isEmpty)
    }

    @Test func aSteppedSearchSearchesAFewPagesPerFrameOfTheDisplayLink() {
        let clock = ManualClock()
        let link = DisplayLink(clock: clock)
        var searched: [Int] = []
        let search = DocumentSearch<Int>(startPage: 3, pageCount: 5, pagesPerStep: 2) { page in
            searched.append(page)
            return [page]
        }
        var updates = 0
        search.onUpdate = { _ in updates += 1 }
        search.start(on: link)
        link.tick()
        #expect(searched == [3, 4])
        #expect(!search.isFinished)
        link.tick()
        link.tick()
        #expect(searched == [3, 4, 0, 1, 2])
        #expect(search.isFinished)
        #expect(!link.isActive)
        #expect(updates == 3)
    }

    @Test func cancelStopsTheSearchAndKeepsWhatWasFound() {
        let link = DisplayLink(clock: ManualClock())
        let search = DocumentSearch<Int>(startPage: 0, pageCount: 100, pagesPerStep: 1) { [$0] }
        search.start(on: link)
        link.tick()
        search.cancel()
        link.tick()
        #expect(search.isCancelled && search.isFinished)
        #expect(search.hits.map(\.page) == [0])
        #expect(!link.isActive)
    }

    @Test func anErrorEndsTheSearchWithWhatWasFoundBeforeIt() async {
        let search = DocumentSearch(startPage: 0, pageCount: nil) { BrokenSearcher() }
        await search.finish()
        #expect(search.hits.map(\.page) == [0, 1])
        #expect(search.error is BrokenSearcher.Failure)
    }
}

import FolioCore
import FolioHeadless
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// A long text still being counted in the background: the total reads as an estimate
/// ("12 of ~140") and becomes exact when counting ends; End, the scrubber and `--page`
/// still go to the right page.
@MainActor
@Suite struct LongBookCountingTests {
    static let size = Size(width: 480, height: 640)
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Chapters of numbered words: about 150 pages at the test window's size.
    func longBook() throws -> Book {
        let chapters = (1...12).map { chapter in
            "# Chapter \(chapter)\n\n" + RichPaginationTests.numberedText(words: 4_000)
        }
        let path = try folder.write("long.md", Data(chapters.joined(separator: "\n\n").utf8))
        return try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
    }

    /// The same book with every page counted, at the size the reader lays it out.
    func exactPageCount() throws -> Int {
        let (host, reader) = try show(try longBook())
        #expect(host.settle(maxSeconds: 600))
        #expect(reader.book.isPaginated)
        return reader.book.pageCount
    }

    func show(_ book: Book) throws -> (HeadlessWindow, ReaderViewController) {
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        let host = HeadlessWindow(size: Self.size, framesPerSecond: 10)
        host.window.textMeasurer = PangoTextMeasurer()
        host.rootViewController = reader
        host.advance(frames: 2)
        return (host, reader)
    }

    @Test func theTotalIsAnEstimateWhileCountingAndExactOnceCounted() throws {
        let exact = try exactPageCount()
        let (host, reader) = try show(try longBook())
        host.advance(frames: 10)
        #expect(!reader.book.isPaginated)
        let total = reader.book.pageTotal
        #expect(total.kind == .estimate)
        // Within a tenth of the real count after some twenty pages.
        #expect(abs(total.count - exact) * 10 <= exact, "estimated \(total.count), really \(exact)")
        #expect(reader.pageText == "1 of ~\(total.count)")
        #expect(reader.scrubber.numberOfPages == total.count)
        #expect(reader.scrubber.accessibilityValue == "Page 1 of about \(total.count)")
        #expect(host.settle(maxSeconds: 600))
        #expect(reader.book.isPaginated)
        #expect(reader.pageText == "1 of \(exact)")
        #expect(reader.scrubber.numberOfPages == exact)
        #expect(reader.scrubber.accessibilityValue == "Page 1 of \(exact)")
    }

    @Test func endWhileCountingLandsOnTheLastPage() throws {
        let exact = try exactPageCount()
        let (host, reader) = try show(try longBook())
        #expect(!reader.book.isPaginated)
        #expect(host.press(.end))
        host.advance(frames: 3)
        #expect(reader.book.isPaginated)
        #expect(reader.currentIndex == exact - 1)
        #expect(reader.pageText == "\(exact) of \(exact)")
    }

    @Test func theScrubberReachesPagesNotCountedYet() throws {
        let exact = try exactPageCount()
        let (host, reader) = try show(try longBook())
        let known = reader.book.pageCount
        let target = min(exact, reader.book.pageTotal.count) - 10
        #expect(target > known)
        reader.scrubber.currentPage = target
        reader.scrubber.sendActions(for: .valueChanged)
        host.advance(frames: 2)
        #expect(reader.currentIndex == target)
        #expect(reader.pageText.hasPrefix("\(target + 1) of "))
    }

    @Test func aNewWindowSizeCountsAgainFromAnEstimateToTheExactTotal() throws {
        let (host, reader) = try show(try longBook())
        host.advance(frames: 5)
        let before = reader.book.pageTotal
        host.resize(to: Size(width: 640, height: 480))
        host.advance(frames: 5)
        let during = reader.book.pageTotal
        #expect(during.kind == .estimate)
        #expect(during.count != before.count)
        #expect(host.settle(maxSeconds: 600))
        let counted = reader.book.pageCount
        #expect(reader.book.pageTotal == PageTotal(count: counted, kind: .exact))
        #expect(abs(during.count - counted) * 10 <= counted, "estimated \(during.count), really \(counted)")
        // The same count as a book laid out from scratch at that size.
        let fresh = try longBook()
        let layout = try #require(reader.book.textPaginator?.layout)
        _ = fresh.relayOut(layout)
        fresh.paginateAll()
        #expect(fresh.pageCount == counted)
    }

    @Test func aPageAskedForPastTheCountedPartOpensThere() throws {
        let book = try longBook()
        let index = try PageOutOfRangeError.index(ofPage: 60, in: book)
        book.start(atPage: index)
        let (host, reader) = try show(book)
        host.advance(frames: 2)
        #expect(reader.currentIndex == 59)
        #expect(reader.pageText.hasPrefix("60 of "))
    }
}

import FolioCore
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The wheel in paged fit-width, as in zathura: it scrolls a page taller than the window, and
/// past its bottom goes on into the next page at its top, past its top back into the previous
/// page at its bottom.
@MainActor
@Suite struct PagedWheelTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func reader() throws -> (HeadlessWindow, ReaderViewController) {
        let path = folder.path("book.pdf")
        try PDFWriter.write(pages: (1...4).map { ["Page \($0)"] }, size: Size(width: 300, height: 400), to: path)
        let book = try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        reader.startFitting(fit: .width, layout: .paged)
        let host = HeadlessWindow(size: Size(width: 1000, height: 600))
        host.rootViewController = reader
        host.settle()
        return (host, reader)
    }

    private func page(_ reader: ReaderViewController, _ index: Int) -> ZoomingScrollView? {
        reader.pageViewController.children.compactMap { $0 as? BookPageViewController }
            .first { $0.index == index }?.zoomingView
    }

    /// Wheel notches of `delta` points until the reader leaves `index` (at most 100).
    private func wheel(_ host: HeadlessWindow, _ reader: ReaderViewController, delta: Double, from index: Int) -> Int {
        var notches = 0
        while reader.currentIndex == index, notches < 100 {
            host.scroll(delta: Point(x: 0, y: delta), at: Point(x: 500, y: 300))
            host.settle()
            notches += 1
        }
        return notches
    }

    @Test func theWheelScrollsPastAPagesBottomIntoTheNextPagesTop() throws {
        let (host, reader) = try reader()
        let notches = wheel(host, reader, delta: 40, from: 0)
        #expect(notches > 5, "the page scrolled before the wheel left it")
        #expect(reader.currentIndex == 1)
        let next = try #require(page(reader, 1))
        #expect(next.contentOffset.y == 0, "the next page starts at its top")
    }

    @Test func theWheelScrollsUpPastAPagesTopIntoThePreviousPagesBottom() throws {
        let (host, reader) = try reader()
        reader.showPage(2)
        host.settle()
        let notches = wheel(host, reader, delta: -40, from: 2)
        #expect(notches == 1, "the page started at its top")
        #expect(reader.currentIndex == 1)
        let previous = try #require(page(reader, 1))
        let bottom = previous.contentSize.height - previous.bounds.height
        #expect(bottom > 100)
        #expect(abs(previous.contentOffset.y - bottom) < 1, "at \(previous.contentOffset.y), not \(bottom)")
        // And down again from there goes on into page 3 at its top.
        #expect(wheel(host, reader, delta: 40, from: 1) == 1)
        #expect(reader.currentIndex == 2)
        #expect(try #require(page(reader, 2)).contentOffset.y == 0)
    }
}

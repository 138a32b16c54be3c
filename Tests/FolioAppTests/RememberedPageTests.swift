import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// A remembered page is a hint: it never makes a long text lay out to its end before the
/// window shows.
@MainActor
@Suite struct RememberedPageTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    /// `count` paragraphs of one short line each.
    func text(paragraphs count: Int) throws -> String {
        let text = (0..<count).map { "Paragraph \($0) of a long plain text." }.joined(separator: "\n\n")
        return try folder.write("long.txt", Data(text.utf8))
    }

    @Test func aPagePastTheEndOfAShortBookOpensTheLastPage() throws {
        let book = try loader.load(path: text(paragraphs: 200))
        book.restore(rememberedPage: 1 << 62)
        #expect(book.isPaginated)
        #expect(book.initialPage == book.pageCount - 1)
    }

    @Test func aPageFarPastWhatIsLaidOutStopsAtTheBudget() throws {
        let book = try loader.load(path: text(paragraphs: 200_000))
        let known = book.pages.count
        book.restore(rememberedPage: 1 << 62)
        #expect(!book.isPaginated, "the book was not laid out to its end")
        // The furthest page the bounded layout reached.
        #expect(book.initialPage == known + Book.restoreLayoutBudget)
        #expect(book.requestedPage == book.initialPage)
    }

    @Test func aPageWithinReachOpensAtIt() throws {
        let book = try loader.load(path: text(paragraphs: 20_000))
        book.restore(rememberedPage: 40)
        #expect(book.initialPage == 40)
        #expect(book.requestedPage == 40)
    }
}

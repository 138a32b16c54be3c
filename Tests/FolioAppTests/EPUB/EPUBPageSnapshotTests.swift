import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// The tricky pages of an EPUB made by pandoc, as the reader shows them (references in
/// `__Snapshots__/EPUBPageSnapshotTests`): the cover as a page of its own, a chapter's first
/// page with its heading, italics, bold and a list, and the chapter with a quotation and a
/// picture. The EPUB is made at test time (``PandocFixture``).
@MainActor
@Suite struct EPUBPageSnapshotTests {
    static let size = Size(width: 480, height: 640)
    let folder: TemporaryFolder
    let book: Book

    init() throws {
        folder = try TemporaryFolder()
        let path = try PandocFixture.make(in: folder)
        var loader = DocumentLoader(measurer: PangoTextMeasurer())
        // Paginated for the reader's size from the start, as the app does for its window.
        loader.textLayout = TextPageLayout.fitting(Self.size, body: TextPageLayout().body)
        book = try loader.load(path: path)
    }

    /// Page `index` of the book in a headless reader of ``size``.
    func render(page index: Int) throws -> Bitmap {
        book.initialPage = book.clampedPageIndex(index)
        let host = HeadlessWindow(size: Self.size, framesPerSecond: 10)
        host.rootViewController = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        host.settle(maxSeconds: 1)
        return host.render()
    }

    /// The page the table of contents gives for `title`.
    func page(of title: String) throws -> Int {
        let entry = try #require(book.contents.first { $0.title == title }, "no contents entry \(title)")
        return book.pageIndex(of: entry)
    }

    @Test func theCoverIsTheFirstPage() throws {
        assertSnapshot(of: try render(page: 0))
    }

    @Test func aChapterOpensWithItsHeadingItalicsBoldAndAList() throws {
        assertSnapshot(of: try render(page: try page(of: "The Storm")))
    }

    @Test func aQuotationAndAPictureAreLaidOutInTheChapter() throws {
        assertSnapshot(of: try render(page: try page(of: "The Letter")))
    }
}

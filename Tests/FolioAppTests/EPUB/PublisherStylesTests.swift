import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// An EPUB page styled by its own CSS (a dense table of contents, indented paragraphs
/// without space between them, small print, a raised note mark), the same page with
/// publisher styles off, and the `p` key that switches between them (references in
/// `__Snapshots__/PublisherStylesTests`).
@MainActor
@Suite struct PublisherStylesTests {
    static let size = Size(width: 480, height: 640)
    static let css = """
        @import url("base.css");
        @media print { p { font-size: 3em } }
        h1.title { font-size: 1.3em; margin: 0 0 0.5em; text-align: center }
        div.toc p { margin: 0; text-indent: 0; font-size: small }
        div.toc p.sub { margin-left: 1.5em }
        div.toc > p.part { font-weight: bold; margin-top: 0.6em }
        p.print-only, span.screen-hidden { display: none }
        .note { font-size: 0.8em; font-style: italic; text-align: right }
        sup.fn, .fnref { vertical-align: super }
        """
    static let baseCSS = "body { font-size: 12px } p { margin: 0; text-indent: 1.5em; text-align: justify }"

    static func body() -> String {
        let entries = (1...4).map { part in
            #"<p class="part">Part \#(part)</p>"#
                + (1...3).map { #"<p class="sub">Section \#(part).\#($0) of the guide</p>"# }.joined()
        }.joined()
        let prose = "The first words of a paragraph set as the publisher wanted it, with an indent and no gap."
        return #"<h1 class="title">Contents</h1><div class="toc">\#(entries)</div>"#
            + #"<p class="print-only">Printed on paper.</p>"#
            + "<p>\(prose)</p><p>\(prose)<span class=\"fnref\">1</span></p><p>\(prose)</p>"
            + #"<p class="note">A small note, set right.</p>"#
    }

    func makeBook(publisherStyles: Bool = true) throws -> (book: Book, path: String, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let path = folder.path("styled.epub")
        try HandMadeEPUB.minimal(body: Self.body(), css: Self.css, extra: [("OEBPS/style/base.css", Self.baseCSS)])
            .write(to: path)
        var loader = DocumentLoader(measurer: PangoTextMeasurer())
        loader.textLayout = TextPageLayout.fitting(Self.size, body: TextPageLayout().body)
        let book = try loader.load(path: path)
        if !publisherStyles { _ = book.setPublisherStyles(false, path: path) }
        return (book, path, folder)
    }

    func render(_ book: Book) throws -> Bitmap {
        let host = HeadlessWindow(size: Self.size, framesPerSecond: 10)
        host.rootViewController = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        host.settle(maxSeconds: 1)
        return host.render()
    }

    @Test func aPageStyledByItsOwnCSS() throws {
        let (book, _, _) = try makeBook()
        assertSnapshot(of: try render(book))
    }

    @Test func thePageWithPublisherStylesOff() throws {
        let (book, _, _) = try makeBook(publisherStyles: false)
        #expect(!book.usesPublisherStyles)
        assertSnapshot(of: try render(book))
    }

    @Test func theKeyTurnsStylesOffAndOnKeepingThePlaceAndRemembersIt() throws {
        let (book, path, folder) = try makeBook()
        let store = BookStateStore(folder: try folder.makeFolder("state"))
        let keeper = BookStateKeeper(store: store, path: path, state: BookState(path: path))
        let host = HeadlessWindow(size: Self.size, framesPerSecond: 10)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        reader.bookState = keeper
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        let styledItems = book.textPaginator?.document.items.count
        #expect(host.press(.character("p")))
        host.settle(maxSeconds: 1)
        #expect(!book.usesPublisherStyles)
        #expect(keeper.state.publisherStyles == false)
        // The hidden paragraph is back with styles off.
        #expect(book.textPaginator?.document.items.count == (styledItems ?? 0) + 1)
        #expect(host.press(.character("p")))
        host.settle(maxSeconds: 1)
        #expect(book.usesPublisherStyles)
        #expect(keeper.state.publisherStyles == nil)
        #expect(book.textPaginator?.document.items.count == styledItems)
    }

    @Test func positionsMoveToTheSameChapter() {
        let old = [
            "a.xhtml": RichPosition(item: 0), "b.xhtml": RichPosition(item: 10), "b.xhtml#x": RichPosition(item: 12),
        ]
        let new = [
            "a.xhtml": RichPosition(item: 0), "b.xhtml": RichPosition(item: 14), "c.xhtml": RichPosition(item: 15),
        ]
        #expect(
            Book.mapPosition(RichPosition(item: 11, offset: 5), from: old, to: new) == RichPosition(item: 14, offset: 0)
        )
        #expect(
            Book.mapPosition(RichPosition(item: 3, offset: 5), from: old, to: new) == RichPosition(item: 3, offset: 5))
    }
}

import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// Each theme on a PDF page, a text page and a page mid-curl, as the reader draws them
/// (references in `__Snapshots__/ReaderThemeSnapshotTests`); the theme key.
@MainActor
@Suite struct ReaderThemeSnapshotTests {
    static let size = Size(width: 360, height: 480)
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func pdfBook() throws -> Book {
        let path = folder.path("book.pdf")
        try PDFWriter.write(
            pages: [["Themes", "light, sepia", "and dark"], ["Two"]], size: Size(width: 300, height: 400), to: path)
        return try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
    }

    private func textBook() throws -> Book {
        let markdown = """
            # Night reading

            The ink follows the theme, and a [link](https://example.org) keeps its blue. Code keeps \
            its tint:

                let theme = ReaderTheme.dark

            > A quotation, with its rule.

            - one
            - two

            | Theme | Paper |
            |-------|-------|
            | dark  | grey  |

            """ + String(repeating: "More text to fill the page and the next. ", count: 40)
        return try ShownReader.markdownBook(markdown, in: folder, fitting: Self.size)
    }

    private func show(_ book: Book, in theme: ReaderTheme) throws -> (HeadlessWindow, ReaderViewController) {
        try ShownReader.show(book, turnStyle: TurnStyle(transition: .curl, theme: theme), size: Self.size)
    }

    @Test(arguments: ReaderTheme.allCases)
    func pdfPage(theme: ReaderTheme) throws {
        let (host, reader) = try show(try pdfBook(), in: theme)
        let frame = host.render()
        assertSnapshot(of: frame, named: "pdfPage-\(theme.rawValue)")
        // The page's white is the theme's paper (the light theme keeps the PDF's own white).
        let paper = reader.pageViewController.view.frame
        let expected = theme == .light ? Color.white : theme.paper
        #expect(near(frame.color(x: Int(paper.midX), y: Int(paper.maxY) - 20), expected))
        #expect(near(frame.color(x: 2, y: 2), theme.desk))
    }

    @Test(arguments: ReaderTheme.allCases)
    func textPage(theme: ReaderTheme) throws {
        let (host, reader) = try show(try textBook(), in: theme)
        let frame = host.render()
        assertSnapshot(of: frame, named: "textPage-\(theme.rawValue)")
        let paper = reader.pageViewController.view.frame
        #expect(near(frame.color(x: Int(paper.minX) + 4, y: Int(paper.midY)), theme.paper))
    }

    @Test(arguments: ReaderTheme.allCases)
    func midCurl(theme: ReaderTheme) throws {
        let (host, reader) = try show(try textBook(), in: theme)
        let paper = reader.pageViewController.view.frame
        host.drag(
            from: Point(x: paper.maxX - 6, y: paper.midY + 100), to: Point(x: paper.midX - 20, y: paper.midY + 40),
            duration: 0.3, lift: false)
        assertSnapshot(of: host.render(), named: "midCurl-\(theme.rawValue)")
        host.touchUp()
        host.settle()
    }

    @Test func theKeyChangesTheThemeAndSaysSo() throws {
        let (host, reader) = try show(try textBook(), in: .light)
        var told: [ReaderTheme] = []
        reader.onThemeChange = { told.append($0) }
        let paper = reader.pageViewController.view.frame
        let point = (x: Int(paper.minX) + 4, y: Int(paper.midY))
        #expect(host.press(.character("d")))
        host.settle(maxSeconds: 1)
        #expect(reader.book.theme == .sepia)
        #expect(near(host.render().color(x: point.x, y: point.y), ReaderTheme.sepia.paper))
        #expect(host.press(.character("d")))
        host.settle(maxSeconds: 1)
        let dark = host.render()
        #expect(near(dark.color(x: point.x, y: point.y), ReaderTheme.dark.paper))
        #expect(near(dark.color(x: 2, y: 2), ReaderTheme.dark.desk))
        #expect(reader.pageViewController.curlPaperColor == ReaderTheme.dark.paper)
        #expect(told == [.sepia, .dark])
        // The page the reader was on stays.
        #expect(reader.currentIndex == 0)
    }

    @Test func photosKeepTheirDarkBackgroundInEveryTheme() throws {
        let book = Book(
            title: "Photos", style: .pictures,
            pages: [.picture(Image(bitmap: Bitmap(width: 4, height: 3)), caption: "")],
            pageSize: Size(width: 4, height: 3))
        let (host, _) = try show(book, in: .sepia)
        #expect(near(host.render().color(x: 2, y: 2), BookPageView.pictureBackground))
    }

    private func near(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
    }
}

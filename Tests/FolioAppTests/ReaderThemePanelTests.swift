import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// What the reader draws besides the book's pages follows the theme too: the panels over
/// the page (contents, search, go to page), the sample book's words, and the placeholder of
/// a page that could not be drawn (references in `__Snapshots__/ReaderThemePanelTests`).
@MainActor
@Suite struct ReaderThemePanelTests {
    static let size = Size(width: 480, height: 480)
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func textBook() throws -> Book {
        let markdown =
            "# First\n\nSome words.\n\n## Second\n\nMore words.\n\n## Third\n\nThe end.\n"
            + String(repeating: "Text to fill a page. ", count: 30)
        return try ShownReader.markdownBook(markdown, in: folder, fitting: Self.size)
    }

    private func show(_ book: Book, in theme: ReaderTheme) throws -> (HeadlessWindow, ReaderViewController) {
        try ShownReader.show(book, turnStyle: TurnStyle(transition: .curl, theme: theme), size: Self.size)
    }

    @Test(arguments: ReaderTheme.allCases)
    func theContentsPanelIsDrawnInTheTheme(theme: ReaderTheme) throws {
        let (host, reader) = try show(try textBook(), in: theme)
        #expect(host.press(.character("t")))
        host.settle(maxSeconds: 1)
        let panel = try #require(reader.contentsView).panel
        let frame = host.render()
        // The panel's own colour just inside its corner's curve, beside the heading.
        #expect(near(frame.color(x: Int(panel.maxX) - 16, y: Int(panel.minY) + 8), theme.panel))
        if theme == .dark { assertSnapshot(of: frame, named: "contents-dark") }
    }

    @Test(arguments: ReaderTheme.allCases)
    func theSearchFieldIsDrawnInTheTheme(theme: ReaderTheme) throws {
        let (host, reader) = try show(try textBook(), in: theme)
        #expect(host.press(.character("f"), modifiers: [.control]))
        #expect(host.type("words"))
        host.settle(maxSeconds: 1)
        let bar = try #require(reader.searchBarController).bar
        let field = bar.field.frame.offsetBy(dx: bar.frame.minX, dy: bar.frame.minY)
        let frame = host.render()
        #expect(near(frame.color(x: Int(bar.frame.maxX) - 4, y: Int(bar.frame.midY)), theme.panel))
        #expect(near(frame.color(x: Int(field.maxX) - 8, y: Int(field.midY)), theme.field))
        if theme == .dark { assertSnapshot(of: frame, named: "search-dark") }
    }

    @Test func theGoToFieldAndItsWarningFollowTheTheme() throws {
        let (host, reader) = try show(try textBook(), in: .dark)
        #expect(host.press(.character("9")))
        #expect(host.press(.character("9")))
        #expect(host.press(.enter))
        host.settle(maxSeconds: 1)
        let panel = try #require(reader.goToPageView)
        #expect(panel.message.isEmpty == false)
        #expect(panel.backgroundColor == ReaderTheme.dark.panel.withAlphaComponent(0.97))
        #expect(panel.field.backgroundColor == ReaderTheme.dark.field)
        #expect(panel.field.textColor == ReaderTheme.dark.panelText)
        assertSnapshot(of: host.render(), named: "goTo-dark")
    }

    @Test func aThemeChosenWithTheSearchFieldOpenRecoloursIt() throws {
        let (host, reader) = try show(try textBook(), in: .light)
        #expect(host.press(.character("f"), modifiers: [.control]))
        host.settle(maxSeconds: 1)
        let bar = try #require(reader.searchBarController).bar
        reader.setTheme(.dark)
        #expect(bar.backgroundColor == ReaderTheme.dark.panel)
        #expect(bar.field.backgroundColor == ReaderTheme.dark.field)
    }

    @Test func theSampleBooksWordsFollowTheTheme() throws {
        let (host, reader) = try show(DocumentLoader.sampleBook(), in: .dark)
        let frame = host.render()
        let paper = reader.pageViewController.view.frame
        // The title's band, above the picture: only the paper and the dark theme's ink.
        let band = (y0: Int(paper.minY + paper.height * 0.06), y1: Int(paper.minY + paper.height * 0.11))
        var darkest = 1.0
        var lightest = 0.0
        for y in band.y0..<band.y1 {
            for x in Int(paper.minX) + 4..<Int(paper.maxX) - 4 {
                let luma = frame.color(x: x, y: y).luma
                darkest = min(darkest, luma)
                lightest = max(lightest, luma)
            }
        }
        #expect(darkest > ReaderTheme.dark.paper.luma - 0.02)
        #expect(lightest > 0.6)
        assertSnapshot(of: frame, named: "sample-dark")
    }

    private func near(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
    }
}

extension Color {
    fileprivate var luma: Double { 0.299 * red + 0.587 * green + 0.114 * blue }
}

import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// One page or a spread as the reader draws it (references in
/// `__Snapshots__/ReaderSpreadSnapshotTests`): a wide window shows a text book and a PDF as
/// spreads, a tall one a single text page that fills it, `single` keeps one page in a wide
/// window, and a resize from wide to tall shows the same words.
@MainActor
@Suite struct ReaderSpreadSnapshotTests {
    static let wide = Size(width: 1200, height: 640)
    static let tall = Size(width: 360, height: 640)
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func textBook() throws -> Book {
        let paragraphs = (1...12).map { part in
            "## Part \(part)\n\n" + String(repeating: "The measure stays comfortable in part \(part). ", count: 10)
        }
        let path = try folder.write("book.md", Data(paragraphs.joined(separator: "\n\n").utf8))
        return try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
    }

    private func pdfBook() throws -> Book {
        let path = folder.path("book.pdf")
        try PDFWriter.write(
            pages: (1...5).map { ["Page \($0)", "of a spread"] }, size: Size(width: 300, height: 400), to: path)
        return try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
    }

    private func show(
        _ book: Book, spread: SpreadChoice = .auto, size: Size, page: Int = 0
    ) throws -> (HeadlessWindow, ReaderViewController) {
        book.initialPage = page
        return try ShownReader.show(book, turnStyle: TurnStyle(transition: .curl, spread: spread), size: size)
    }

    @Test func wideWindowShowsATextSpread() throws {
        let (host, reader) = try show(try textBook(), size: Self.wide, page: 1)
        #expect(reader.pageViewController.viewControllers?.count == 2)
        assertSnapshot(of: host.render(), named: "textSpread")
    }

    @Test func tallWindowShowsOneTextPageThatFillsIt() throws {
        let (host, reader) = try show(try textBook(), size: Self.tall)
        #expect(reader.pageViewController.viewControllers?.count == 1)
        assertSnapshot(of: host.render(), named: "textSingle")
    }

    @Test func wideWindowShowsAPDFSpread() throws {
        let (host, reader) = try show(try pdfBook(), size: Self.wide, page: 1)
        #expect(reader.pageViewController.viewControllers?.count == 2)
        assertSnapshot(of: host.render(), named: "pdfSpread")
    }

    @Test func singleKeepsOnePageInAWideWindow() throws {
        let (host, reader) = try show(try textBook(), spread: .single, size: Self.wide)
        #expect(reader.pageViewController.viewControllers?.count == 1)
        assertSnapshot(of: host.render(), named: "textSingleWide")
    }

    @Test func resizeFromWideToTallKeepsTheWords() throws {
        let (host, reader) = try show(try textBook(), size: Self.wide, page: 3)
        let position = reader.book.readingPosition
        host.resize(to: Self.tall)
        host.settle(maxSeconds: 1)
        guard case .text(let page)? = reader.book.page(at: reader.currentIndex) else {
            Issue.record("no text page shown")
            return
        }
        #expect(page.start <= position)
        assertSnapshot(of: host.render(), named: "resizedToTall")
    }
}

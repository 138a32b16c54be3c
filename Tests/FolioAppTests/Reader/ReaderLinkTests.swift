import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// Links and the outline of a PDF written with Cairo's tag API, in the reader: `t` lists
/// the outline, a click on a link jumps (named destinations too), Alt+Left and Alt+Right go
/// back and forward, and an outside address is opened only when confirmed.
@MainActor
@Suite struct ReaderLinkTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())
    static let size = Size(width: 300, height: 400)

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Six pages: page 1 links to "end" (page 6), page 3 to page 5 and to a web page.
    static let document = PDFWriter.Document(
        size: size,
        pages: [
            PDFWriter.Page(lines: [.text("Cover"), .link("To the end", to: .destination("end"))], label: "i"),
            PDFWriter.Page(lines: [.text("Two")], label: "ii"),
            PDFWriter.Page(
                lines: [.link("Five", to: .page(4)), .link("Web", to: .uri("https://example.org/x"))], label: "1"),
            PDFWriter.Page(lines: [.text("Four")], label: "2"),
            PDFWriter.Page(lines: [.text("Five")], label: "3"),
            PDFWriter.Page(lines: [.destination("The end", name: "end")], label: "4"),
        ],
        outline: [
            PDFWriter.OutlineEntry("Front", to: .page(0), children: [PDFWriter.OutlineEntry("Two", to: .page(1))]),
            PDFWriter.OutlineEntry("Body", to: .page(2)),
            PDFWriter.OutlineEntry("End", to: .destination("end")),
        ])

    private func reader(at page: Int = 0) throws -> (HeadlessWindow, ReaderViewController) {
        let path = folder.path("links.pdf")
        try PDFWriter.write(Self.document, to: path)
        let book = try loader.load(path: path)
        book.start(atPage: page)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        let host = HeadlessWindow(size: Size(width: 600, height: 500))
        host.rootViewController = reader
        host.settle()
        return (host, reader)
    }

    /// Clicks line `line` of the page shown, where the fixture's links are.
    private func click(line: Int, _ host: HeadlessWindow, _ reader: ReaderViewController) throws {
        let page = try #require(
            reader.pageViewController.children.compactMap { $0 as? BookPageViewController }
                .first { $0.index == reader.currentIndex }?.view.subviews.first as? BookPageView
                ?? reader.pageViewController.children.compactMap { $0 as? BookPageViewController }
                .first { $0.index == reader.currentIndex }?.view as? BookPageView)
        let frame = PDFWriter.lineFrame(line, pageSize: Self.size)
        let fit = BookPageView.aspectFit(Self.size, in: Rect(origin: .zero, size: page.bounds.size))
        let scale = fit.width / Self.size.width
        let point = Point(x: fit.minX + (frame.minX + 20) * scale, y: fit.minY + frame.midY * scale)
        host.tap(at: page.convert(point, to: nil))
        host.settle()
    }

    @Test func theOutlineIsTheContentsWithItsNesting() throws {
        let (_, reader) = try reader()
        #expect(reader.book.contents.map(\.title) == ["Front", "Two", "Body", "End"])
        #expect(reader.book.contents.map(\.depth) == [0, 1, 0, 0])
        #expect(reader.book.contents.map(\.pageIndex) == [0, 1, 2, 5])
    }

    @Test func aClickOnALinkToANamedDestinationJumpsAndBackReturns() throws {
        let (host, reader) = try reader()
        try click(line: 1, host, reader)
        #expect(reader.currentIndex == 5)
        #expect(host.press(.leftArrow, modifiers: .option))
        host.settle()
        #expect(reader.currentIndex == 0)
        #expect(host.press(.rightArrow, modifiers: .option))
        host.settle()
        #expect(reader.currentIndex == 5)
    }

    @Test func aClickOffTheLinksDoesNotJump() throws {
        let (host, reader) = try reader()
        try click(line: 3, host, reader)
        #expect(reader.currentIndex == 0)
    }

    @Test func backAndForwardAfterThreeJumps() throws {
        let (host, reader) = try reader(at: 2)
        try click(line: 0, host, reader)  // link: 3 → 5
        #expect(reader.currentIndex == 4)
        host.press(.character("t"))
        host.press(.home)
        host.press(.enter)  // outline: 5 → 1
        host.settle()
        #expect(reader.currentIndex == 0)
        try click(line: 1, host, reader)  // named destination: 1 → 6
        #expect(reader.currentIndex == 5)
        var pages: [Int] = []
        for _ in 0..<4 {
            host.press(.backspace)
            host.settle()
            pages.append(reader.currentIndex)
        }
        #expect(pages == [0, 4, 2, 2], "back through 1, 5, 3, then nothing further back")
        pages = []
        for _ in 0..<4 {
            host.press(.rightArrow, modifiers: .option)
            host.settle()
            pages.append(reader.currentIndex)
        }
        #expect(pages == [4, 0, 5, 5])
    }

    @Test func anOutsideAddressIsOpenedOnlyWhenConfirmed() throws {
        let (host, reader) = try reader(at: 2)
        try click(line: 1, host, reader)
        let panel = try #require(reader.externalLinkPanel)
        #expect(panel.address == "https://example.org/x")
        var opened: [String] = []
        panel.open = { opened.append($0) }
        host.press(.escape)
        host.settle()
        #expect(reader.externalLinkPanel == nil && opened.isEmpty)
        #expect(reader.currentIndex == 2)
        try click(line: 1, host, reader)
        let again = try #require(reader.externalLinkPanel)
        again.open = { opened.append($0) }
        host.press(.enter)
        host.settle()
        #expect(opened == ["https://example.org/x"])
        #expect(reader.externalLinkPanel == nil)
    }
}

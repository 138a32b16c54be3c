import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// Selecting and copying in the reader: Shift-drag and a press held then dragged select on
/// a typeset page and on a PDF page, Ctrl-C puts the text on the pasteboard, Ctrl-A selects
/// the page, Escape and a click clear, and a selection never turns the page.
@MainActor
@Suite struct ReaderSelectionTests {
    static let size = Size(width: 360, height: 480)
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// "w01 w02 … w60" in one paragraph, then a second paragraph, on the first page; more
    /// paragraphs fill the next pages.
    static let words = (1...60).map { String(format: "w%02d", $0) }

    private func textBook() throws -> Book {
        let filler = String(repeating: "More text to fill the next pages. ", count: 20)
        let markdown =
            Self.words.joined(separator: " ") + "\n\nThe second paragraph.\n\n"
            + Array(repeating: filler, count: 6).joined(separator: "\n\n")
        return try ShownReader.markdownBook(markdown, named: "words.md", in: folder, fitting: Self.size)
    }

    private func pdfBook() throws -> Book {
        let path = folder.path("lines.pdf")
        try PDFWriter.write(
            pages: [["Hello selection", "second line"], ["Next page"]], size: Size(width: 300, height: 400), to: path)
        return try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
    }

    private func show(_ book: Book, theme: ReaderTheme = .light) throws -> (HeadlessWindow, ReaderViewController) {
        try ShownReader.show(
            book, turnStyle: TurnStyle(transition: .curl, theme: theme), size: Self.size, framesPerSecond: 30)
    }

    /// The view drawing the page at rest.
    private func pageView(_ reader: ReaderViewController) throws -> BookPageView {
        var pending = (reader.pageViewController.viewControllers ?? []).map(\.view)
        while let view = pending.popLast() {
            if let page = view as? BookPageView, page.index == reader.currentIndex { return page }
            pending += view.subviews
        }
        throw SelectionTestError.noPageView
    }

    /// Where `point` of the page (its own coordinates) is in the window.
    private func windowPoint(_ point: Point, on page: BookPageView, pageSize: Size) -> Point {
        let fit = BookPageView.aspectFit(pageSize, in: Rect(origin: .zero, size: page.bounds.size))
        let scale = fit.width / pageSize.width
        return page.convert(Point(x: fit.minX + point.x * scale, y: fit.minY + point.y * scale), to: nil)
    }

    /// The rectangle of `word` on the typeset page shown, in page coordinates.
    private func rect(of word: String, _ reader: ReaderViewController) throws -> Rect {
        let paginator = try #require(reader.book.textPaginator)
        guard case .text(let page)? = reader.book.page(at: reader.currentIndex) else {
            throw SelectionTestError.noPageView
        }
        return try #require(page.searchMatches(of: TextMatcher(word), in: paginator).first?.first)
    }

    /// A word of the first paragraph on the line below `word`'s, two words into it.
    private func wordOnNextLine(after word: Int, _ reader: ReaderViewController) throws -> Int {
        let line = try rect(of: Self.words[word], reader)
        for index in (word + 1)..<Self.words.count where try rect(of: Self.words[index], reader).minY > line.maxY {
            return index + 2
        }
        throw SelectionTestError.noPageView
    }

    @Test func shiftDragAcrossTwoLinesCopiesTheWordsBetween() throws {
        let (host, reader) = try show(try textBook())
        let page = try pageView(reader)
        let pageSize = try #require(reader.book.textPaginator?.layout.pageSize)
        let last = try wordOnNextLine(after: 2, reader)
        let from = try rect(of: Self.words[2], reader)
        let to = try rect(of: Self.words[last], reader)
        host.drag(
            from: windowPoint(Point(x: from.minX + 1, y: from.midY), on: page, pageSize: pageSize),
            to: windowPoint(Point(x: to.maxX - 1, y: to.midY), on: page, pageSize: pageSize), duration: 0.3,
            modifiers: .shift)
        #expect(host.press(.character("c"), modifiers: .control))
        #expect(host.pasteboard.string == Self.words[2...last].joined(separator: " "))
        #expect(Pasteboard.general.string == host.pasteboard.string)
    }

    @Test func aSelectionDragNeverTurnsThePage() throws {
        let (host, reader) = try show(try textBook())
        let paper = reader.pageViewController.view.frame
        let start = Point(x: paper.maxX - 10, y: paper.midY)
        let end = Point(x: paper.minX + 10, y: paper.midY)
        host.drag(from: start, to: end, duration: 0.3, modifiers: .shift)
        host.settle(maxSeconds: 2)
        #expect(reader.currentIndex == 0)
        #expect(reader.book.textSelection?.isEmpty == false)
        // The same drag without Shift turns.
        #expect(host.press(.escape))
        #expect(reader.book.textSelection == nil)
        host.drag(from: start, to: end, duration: 0.3)
        host.settle(maxSeconds: 2)
        #expect(reader.currentIndex == 1)
    }

    @Test func aPressHeldThenDraggedSelectsWithoutTurning() throws {
        let (host, reader) = try show(try textBook())
        let page = try pageView(reader)
        let pageSize = try #require(reader.book.textPaginator?.layout.pageSize)
        let from = try rect(of: Self.words[4], reader)
        let to = try rect(of: Self.words[9], reader)
        host.touchDown(at: windowPoint(Point(x: from.minX + 1, y: from.midY), on: page, pageSize: pageSize))
        host.advance(by: 0.6)
        let target = windowPoint(Point(x: to.maxX - 1, y: to.midY), on: page, pageSize: pageSize)
        for step in 1...6 {
            host.advance(frames: 1)
            let start = windowPoint(Point(x: from.minX + 1, y: from.midY), on: page, pageSize: pageSize)
            host.touchMove(to: start + (target - start) * (Double(step) / 6))
        }
        host.touchUp()
        host.settle(maxSeconds: 2)
        #expect(reader.currentIndex == 0)
        #expect(reader.copySelection())
        #expect(host.pasteboard.string == Self.words[4...9].joined(separator: " "))
    }

    @Test func controlAThenControlCCopiesThePageWithItsParagraphBreak() throws {
        let (host, _) = try show(try textBook())
        #expect(host.press(.character("a"), modifiers: .control))
        #expect(host.press(.character("c"), modifiers: .control))
        let copied = try #require(host.pasteboard.string)
        #expect(copied.hasPrefix(Self.words.joined(separator: " ") + "\nThe second paragraph.\nMore text"))
    }

    @Test func nothingSelectedMeansControlCLeavesThePasteboardAlone() throws {
        let (host, _) = try show(try textBook())
        host.pasteboard.string = "before"
        #expect(!host.press(.character("c"), modifiers: .control))
        #expect(host.pasteboard.string == "before")
    }

    @Test func aClickClearsTheSelectionWithoutTurning() throws {
        let (host, reader) = try show(try textBook())
        #expect(host.press(.character("a"), modifiers: .control))
        let paper = reader.pageViewController.view.frame
        // The right edge strip turns the page when nothing is selected.
        host.tap(at: Point(x: paper.maxX - 10, y: paper.midY))
        host.settle(maxSeconds: 2)
        #expect(reader.book.textSelection == nil)
        #expect(reader.currentIndex == 0)
    }

    @Test func shiftDragOnAPDFPageCopiesItsLines() throws {
        let book = try pdfBook()
        let (host, reader) = try show(book)
        let page = try pageView(reader)
        let pageSize = Size(width: 300, height: 400)
        let first = PDFWriter.lineFrame(0, pageSize: pageSize)
        let second = PDFWriter.lineFrame(1, pageSize: pageSize)
        host.drag(
            from: windowPoint(Point(x: first.minX + 1, y: first.midY), on: page, pageSize: pageSize),
            to: windowPoint(Point(x: pageSize.width - 4, y: second.midY), on: page, pageSize: pageSize),
            duration: 0.3, modifiers: .shift)
        #expect(host.press(.character("c"), modifiers: .control))
        #expect(host.pasteboard.string == "Hello selection\nsecond line")
        #expect(reader.currentIndex == 0)
    }

    @Test func shiftDragSelectsInTheContinuousColumnToo() throws {
        let reader = try ReaderViewController(book: try pdfBook(), turnStyle: TurnStyle(transition: .scroll))
        reader.startFitting(fit: .width, layout: .continuous)
        let host = HeadlessWindow(size: Self.size, framesPerSecond: 30)
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        let column = try #require(reader.continuousView)
        let page = try #require(column.pageViews[0])
        let pageSize = Size(width: 300, height: 400)
        let first = PDFWriter.lineFrame(0, pageSize: pageSize)
        let start = windowPoint(Point(x: first.minX + 1, y: first.midY), on: page, pageSize: pageSize)
        // The column's page is the one hit, not the page view controller's behind it.
        #expect(reader.selectablePageView(at: start) === page)
        // Shown as its layer's image until something is drawn over it.
        guard case .image? = page.layerContent() else {
            Issue.record("the column's page is drawn content before any selection")
            return
        }
        host.drag(
            from: start, to: windowPoint(Point(x: pageSize.width - 4, y: first.midY), on: page, pageSize: pageSize),
            duration: 0.3, modifiers: .shift)
        #expect(host.press(.character("c"), modifiers: .control))
        #expect(host.pasteboard.string == "Hello selection")
        // The selection's highlight is drawn over the page: it is drawn content now.
        guard case .drawing? = page.layerContent() else {
            Issue.record("the selected page is still shown as its bare image")
            return
        }
    }

    @Test(arguments: ReaderTheme.allCases)
    func highlight(theme: ReaderTheme) throws {
        let (host, reader) = try show(try textBook(), theme: theme)
        let page = try pageView(reader)
        let pageSize = try #require(reader.book.textPaginator?.layout.pageSize)
        let last = try wordOnNextLine(after: 2, reader)
        let from = try rect(of: Self.words[2], reader)
        let to = try rect(of: Self.words[last], reader)
        host.drag(
            from: windowPoint(Point(x: from.minX + 1, y: from.midY), on: page, pageSize: pageSize),
            to: windowPoint(Point(x: to.maxX - 1, y: to.midY), on: page, pageSize: pageSize), duration: 0.3,
            modifiers: .shift)
        host.settle(maxSeconds: 1)
        assertSnapshot(of: host.render(), named: "highlight-\(theme.rawValue)")
    }

    @Test func pdfHighlight() throws {
        let (host, reader) = try show(try pdfBook())
        #expect(host.press(.character("a"), modifiers: .control))
        #expect(reader.book.textSelection != nil)
        host.settle(maxSeconds: 1)
        assertSnapshot(of: host.render(), named: "pdfHighlight")
    }
}

private enum SelectionTestError: Error {
    case noPageView
}

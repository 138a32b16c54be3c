import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// Selecting text on a PDF page reads its text with poppler in the reader's process, so only
/// a page the renderer process drew quickly offers any: a page whose drawing operators ran
/// long there (or never finished) would hold the window as long here.
@MainActor
@Suite struct PDFSelectionIsolationTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func book(rendering steps: [ScriptedRenderChannel.Step]) throws -> (Book, ManualPDFRenderQueue) {
        let path = folder.path("lines.pdf")
        try PDFWriter.write(
            pages: [["Hello selection", "second line"]], size: Size(width: 300, height: 400), to: path)
        let book = try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
        let channel = ScriptedRenderChannel(steps)
        let renderer = IsolatedPDFRenderer(isolation: PDFIsolation(executable: "/nonexistent/folio")) {
            () throws(PDFPageFailure) in channel
        }
        let queue = ManualPDFRenderQueue()
        renderer.queue = queue
        book.pdfRenderer = renderer
        return (book, queue)
    }

    private func drawPage(_ book: Book, _ queue: ManualPDFRenderQueue) {
        guard case .pdf(let document, let page)? = book.page(at: 0) else { return }
        _ = book.render(document, page: page, scale: 1) { _ in }
        queue.runAll()
    }

    @Test func aPageTheRendererDrewQuicklyCanBeSelected() throws {
        let (book, queue) = try book(rendering: [.init(outcome: ScriptedRenderChannel.page())])
        drawPage(book, queue)
        let selection = try #require(book.wholePageSelection(onPage: 0))
        #expect(book.selectedText(selection) == "Hello selection\nsecond line")
    }

    @Test func aPageThatTookTooLongInTheRendererOffersNoText() throws {
        let (book, queue) = try book(rendering: [.init(outcome: .timedOut)])
        drawPage(book, queue)
        #expect(book.wholePageSelection(onPage: 0) == nil)
        #expect(book.selectionCaret(nearest: Point(x: 40, y: 40), onPage: 0) == nil)
    }

    @Test func aPageDrawnSlowlyButWithinTheBudgetOffersNoText() throws {
        let (book, queue) = try book(rendering: [.init(outcome: ScriptedRenderChannel.page(), elapsed: .seconds(5))])
        drawPage(book, queue)
        #expect(book.wholePageSelection(onPage: 0) == nil)
    }

    @Test func aPageNotYetDrawnOffersNoTextUntilItIs() throws {
        let (book, queue) = try book(rendering: [.init(outcome: ScriptedRenderChannel.page())])
        #expect(book.wholePageSelection(onPage: 0) == nil)
        drawPage(book, queue)
        #expect(book.wholePageSelection(onPage: 0) != nil)
    }
}

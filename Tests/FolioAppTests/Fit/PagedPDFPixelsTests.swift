import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// A turned PDF page is rendered at its screen's pixels per point. Rendered at 2 whatever the
/// screen, a page on a scale-1 screen took four times the memory, and Cairo filtered it down
/// in the frame that first showed it, long enough to drop frames (the scale-1 cases below
/// fail then); on a scale-2 screen, and in an export at scale 2, it must stay that sharp.
@MainActor
@Suite struct PagedPDFPixelsTests {
    let folder: TemporaryFolder
    let book: Book

    init() throws {
        folder = try TemporaryFolder()
        let path = folder.path("book.pdf")
        try PDFWriter.write(pages: [["One"], ["Two"]], size: Size(width: 300, height: 400), to: path)
        book = try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
    }

    @Test(arguments: [1.0, 2.0])
    func aTurnedPDFPageIsRenderedAtItsScreensPixels(scale: Double) throws {
        let (page, document, index) = try shownPage(scale: scale)
        let pageSize = try document.pageSize(at: index)
        let fit = BookPageView.aspectFit(pageSize, in: Rect(origin: .zero, size: page.bounds.size))
        let shown = fit.width / pageSize.width * scale
        let image = try #require(book.cachedRender(document, page: index, scale: shown))
        // At least the pixels it is shown at; at most the next quarter of a pixel per point.
        #expect(Double(image.bitmap.width) >= (fit.width * scale).rounded(.down))
        #expect(Double(image.bitmap.width) <= pageSize.width * (shown + 0.25))
        #expect(book.cachedRender(document, page: index, scale: shown * 2) == nil)
    }

    /// A theme recolours pixels, so a zoomed page in one is rendered finer, not drawn as
    /// vectors: up to 4 pixels per point on either screen.
    @Test(arguments: [1.0, 2.0])
    func aZoomedPageInAThemeIsRenderedAtUpToFourPixelsPerPoint(scale: Double) throws {
        let (page, document, index) = try shownPage(scale: scale)
        book.theme = .dark
        let pageSize = try document.pageSize(at: index)
        let bounds = Rect(origin: .zero, size: page.bounds.size)
        let fitted = BookPageView.aspectFit(pageSize, in: bounds).width / pageSize.width
        page.rasterizationScale = 3
        #expect(page.pdfScale(pageSize: pageSize, in: bounds) == fitted * min(3 * scale, 4))
        page.rasterizationScale = 8
        #expect(page.pdfScale(pageSize: pageSize, in: bounds) == fitted * 4)
    }

    @Test(arguments: [1.0, 2.0])
    func anExportRendersPDFPagesAtTheFramesPixels(scale: Double) throws {
        let frame = PixelSize(width: 480, height: 640)
        var job = ExportJob(
            book: book, turnStyle: TurnStyle(transition: .curl), format: .png, output: folder.path("frames"),
            size: frame, scale: scale, framesPerSecond: 10, frameLimit: 1, turns: 1)
        job.showsProgress = false
        _ = try job.run()
        guard case .pdf(let document, let index) = book.page(at: 0) else {
            Issue.record("not a PDF page")
            return
        }
        // The page fills most of the frame's height, in the frame's own pixels: twice as many
        // when rendered at 2 for a scale-1 export, half as many (and stretched) when rendered
        // for a scale-1 screen in a scale-2 export.
        let heights = stride(from: 0.25, through: 4, by: 0.25).compactMap {
            book.cachedRender(document, page: index, scale: $0)?.bitmap.height
        }
        let tallest = try #require(heights.max())
        #expect(tallest >= frame.height * 3 / 4 && tallest <= frame.height * 5 / 4)
    }

    /// The first page, shown and rendered in a reader on a screen of `scale`.
    private func shownPage(scale: Double) throws -> (BookPageView, PDFDocument, Int) {
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        let host = HeadlessWindow(size: Size(width: 360, height: 480), scale: scale)
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        _ = host.render(scale: scale)
        guard case .pdf(let document, let index) = book.page(at: 0),
            let page = reader.shownPageViews().first(where: { $0.index == 0 })
        else {
            throw PagedPDFPixelsFailure.noPDFPageShown
        }
        return (page, document, index)
    }
}

private enum PagedPDFPixelsFailure: Error {
    case noPDFPageShown
}

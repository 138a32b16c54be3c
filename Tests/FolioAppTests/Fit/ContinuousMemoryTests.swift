import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// Scrolling a long PDF in the continuous layout holds a bounded number of bytes of pixels,
/// counted, not timed.
@MainActor
@Suite struct ContinuousMemoryTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func scrollingTwoHundredPagesStaysWithinTheBudgets() throws {
        let path = folder.path("long.pdf")
        try PDFWriter.write(pages: (1...200).map { ["Page \($0)"] }, size: Size(width: 300, height: 400), to: path)
        let book = try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
        let pageBudget = 16 * 1_048_576
        book.limitCaches(toBytes: pageBudget)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        reader.startFitting(fit: .width, layout: .continuous)
        let size = Size(width: 500, height: 300)
        let host = HeadlessWindow(size: size)
        host.rootViewController = reader
        host.settle()
        let column = try #require(reader.continuousView)
        // Zoomed twice the fit, at scale 4, each page (3776 × 5032 pixels) is larger than the
        // compositor keeps whole: it is drawn in 512-pixel tiles. Every fifth step is drawn,
        // which keeps the test quick; the others still give and take page views, and each
        // view holds its page's pixels (asked for at the unzoomed size).
        column.setZoom(2, keeping: Point(x: 0, y: 0))
        let compositor = Compositor()
        var peakPageBytes = 0
        var peakHeldBytes = 0
        var peakTileBytes = 0
        var peakViews = 0
        var steps = 0
        while reader.currentIndex < 199, steps < 2_000 {
            column.contentOffset.y += column.bounds.height * 2
            host.window.update()
            if steps % 5 == 0 {
                _ = compositor.render(host.window.layerTree(), width: 2000, height: 1200, scale: 4, background: .clear)
            }
            peakPageBytes = max(peakPageBytes, book.cachedImageBytes)
            let held = column.pageViews.values.compactMap { $0.arrivedPDFPage?.image ?? $0.heldPDFPage?.image }
            peakHeldBytes = max(peakHeldBytes, held.reduce(0) { $0 + $1.bitmap.pixels.count * 4 })
            peakTileBytes = max(peakTileBytes, compositor.tileStatistics.bytes)
            peakViews = max(peakViews, column.pageViews.count)
            steps += 1
        }
        #expect(reader.currentIndex == 199)
        #expect(compositor.tileStatistics.drawn > 0, "the pages were drawn in tiles")
        #expect(peakPageBytes <= pageBudget, "page images: \(peakPageBytes) bytes")
        // A page's pixels at the unzoomed fit (500 points wide, scale 1) are 1.3 MB.
        #expect(peakHeldBytes <= 3 * 500 * 667 * 4, "pixels held by page views: \(peakHeldBytes) bytes")
        #expect(peakTileBytes <= 32 * 1_048_576, "tiles: \(peakTileBytes) bytes")
        #expect(peakViews <= 3, "page views: \(peakViews)")
    }
}

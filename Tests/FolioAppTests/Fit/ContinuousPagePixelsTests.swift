import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The continuous column shows a PDF page's pixels one for one: the page is rendered at its
/// frame's own pixels, not at the next quarter scale, and the layer's image is copied into the
/// frame unfiltered, though a rounding larger than the frame.
/// (Filtering every tile a scroll brought in cost most of a slow frame.)
@MainActor
@Suite struct ContinuousPagePixelsTests {
    @Test(arguments: [Size(width: 401, height: 300), Size(width: 517, height: 333)])
    func aColumnPageShowsTheRenderersPixelsOneForOne(window size: Size) throws {
        let folder = try TemporaryFolder()
        let (host, _, column, book) = try ContinuousColumnFixture.open(
            pages: (1...3).map { ["Page \($0)", "A line of text on page \($0)"] }, window: size, in: folder)
        let view = try #require(column.pageViews[0])
        guard case .pdf(let document, let index) = book.page(at: 0) else {
            Issue.record("not a PDF page")
            return
        }
        let (width, height) = (Int(size.width), Int(size.height))
        var frame = Bitmap(width: width, height: height)
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            Compositor().render(
                host.window.layerTree(), intoPixels: base, width: width, height: height, rowLength: width, scale: 1,
                background: .clear, limitedTo: IntRect(x0: 0, y0: 0, x1: width, y1: height))
        }
        // The page is the layer's image, copied by the compositor, not content drawn in tiles.
        guard case .image? = view.layerContent() else {
            Issue.record("the page is drawn content, not its image")
            return
        }
        let onScreen = view.convert(Rect(origin: .zero, size: view.bounds.size), to: nil)
        #expect(onScreen.minX == onScreen.minX.rounded() && onScreen.minY == onScreen.minY.rounded())
        // The page fitted to its frame, as the view asks the renderer for it.
        let page = try document.renderPage(at: index, scale: min(onScreen.width / 300, onScreen.height / 400)).bitmap
        #expect(abs(Double(page.width) - onScreen.width) < 1)
        let (x0, y0) = (Int(onScreen.minX), Int(onScreen.minY))
        // The top half of the window: the reader's page label and scroll indicator lie over
        // the column's bottom and right edge.
        var differing = 0
        for y in 0..<min(page.height, height / 2 - y0) {
            for x in 0..<min(page.width, width - x0) - 20 where frame[x0 + x, y0 + y] != page[x, y] {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) pixels differ from the renderer's")
    }
}

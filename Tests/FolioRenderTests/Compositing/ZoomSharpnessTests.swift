import FolioCore
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioRender

/// Text drawn with `draw(in:)`: black on white.
@MainActor
private final class TextView: View {
    override var drawsContent: Bool { true }
    override func draw(in context: any GraphicsContext) {
        context.setFillColor(.white)
        context.fill(bounds)
        context.draw(
            "Hamburgefonstiv", in: Rect(x: 4, y: 4, width: bounds.width - 8, height: 20),
            style: TextStyle(font: Font(family: "Sans", size: 12), color: .black))
    }
}

/// A PDF page drawn as vectors, filling the view.
@MainActor
private final class PDFPageView: View {
    let document: PDFDocument
    init(document: PDFDocument) {
        self.document = document
        super.init(frame: .zero)
    }
    override var drawsContent: Bool { true }
    override func draw(in context: any GraphicsContext) {
        try? document.drawPage(at: 0, in: context, rect: Rect(origin: .zero, size: bounds.size))
    }
}

@MainActor
@Suite struct ZoomSharpnessTests {
    /// The largest luminance step between horizontally or vertically adjacent pixels: a crisp
    /// glyph edge goes from paper to ink within a pixel or two, a magnified bitmap over four.
    private func sharpestEdge(_ bitmap: Bitmap) -> Int {
        func luma(_ p: UInt32) -> Int { Int((p >> 16) & 0xFF) * 3 + Int((p >> 8) & 0xFF) * 6 + Int(p & 0xFF) }
        var best = 0
        for y in 0..<(bitmap.height - 1) {
            for x in 0..<(bitmap.width - 1) {
                let here = luma(bitmap.pixels[y * bitmap.width + x])
                best = max(best, abs(here - luma(bitmap.pixels[y * bitmap.width + x + 1])))
                best = max(best, abs(here - luma(bitmap.pixels[(y + 1) * bitmap.width + x])))
            }
        }
        return best / 10
    }

    /// A 200 × 100 window zooming a text view 4× about its top-left corner.
    private func zoomedText(settled: Bool) -> Bitmap {
        let host = HeadlessWindow(size: Size(width: 200, height: 100))
        let root = ViewController()
        host.rootViewController = root
        let zooming = ZoomingScrollView(contentView: TextView(), frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.view.addSubview(zooming)
        host.advance()
        let compositor = Compositor()
        host.window.update()
        _ = compositor.render(host.window.layerTree(), width: 200, height: 100)
        zooming.zoomScale = 4
        zooming.contentOffset = Point(x: 0, y: 0)
        if !settled { zooming.contentView.rasterizationScale = 1 }
        host.window.update()
        return compositor.render(host.window.layerTree(), width: 200, height: 100)
    }

    @Test func textIsRedrawnCrispAtFourTimesOnceTheZoomSettles() {
        let crisp = zoomedText(settled: true)
        let magnified = zoomedText(settled: false)
        let crispEdge = sharpestEdge(crisp)
        let blurredEdge = sharpestEdge(magnified)
        // Ink to paper in one step when redrawn; a quarter of that per step when magnified.
        #expect(crispEdge >= 200, "sharpest crisp edge \(crispEdge)")
        #expect(blurredEdge <= 130, "sharpest magnified edge \(blurredEdge)")
        assertSnapshot(of: crisp)
    }

    @Test func eightTimesOnALargePDFPageKeepsOnlyVisibleTiles() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = (1...30).map { "Line \($0): the quick brown fox jumps over the lazy dog" }
        // A3, twice the area of A4.
        try PDFWriter.write(pages: [lines], size: Size(width: 842, height: 1191), to: path)
        let document = try PDFDocument(path: path)

        let window = Size(width: 1280, height: 800)
        let host = HeadlessWindow(size: window)
        let root = ViewController()
        host.rootViewController = root
        let zooming = ZoomingScrollView(
            contentView: PDFPageView(document: document), frame: Rect(origin: .zero, size: window))
        zooming.maximumZoomScale = 8
        root.view.addSubview(zooming)
        host.advance()
        zooming.zoomScale = 8
        let compositor = Compositor()
        var frames: [Bitmap] = []
        // Pan across the page, rendering each stop.
        for step in 0..<6 {
            zooming.contentOffset = Point(x: Double(step) * 1500, y: Double(step) * 900)
            host.window.update()
            frames.append(compositor.render(host.window.layerTree(), width: 1280, height: 800))
        }
        let whole = 1280.0 * 8 * 800 * 8 * 4
        let stats = compositor.tileStatistics
        let tileBytes = TileCache.tileSize * TileCache.tileSize * 4
        // Never more than the budget (plus what one frame shows), never a whole page.
        #expect(stats.peak <= TileCache.tileBudget + 12)
        #expect(stats.bytes <= TileCache.tileBudget * tileBytes)
        #expect(Double(stats.bytes) * 7 < whole)
        #expect(compositor.backingStoreCount == 0)
        // The tiles show the page: ink on the first stop's text.
        let first = frames[0]
        #expect(first.pixels.contains { ($0 & 0xFF) < 0x80 })
    }
}

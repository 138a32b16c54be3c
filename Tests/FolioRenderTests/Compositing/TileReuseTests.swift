import FolioCore
import Testing

@testable import FolioRender

/// Ink that differs from tile to tile: a square every 100 points, and a band whose shade
/// changes every 256 points down the page (one tile at scale 2).
@MainActor
private final class BandedInk: LayerContentDrawing {
    func drawContent(in context: any GraphicsContext, bounds: Rect) {
        var y = (bounds.minY / 256).rounded(.down) * 256
        while y < bounds.maxY {
            let shade = Double(Int(y / 256) % 7) / 7
            context.setFillColor(Color(red: shade, green: 0.2, blue: 1 - shade, alpha: 1))
            context.fill(Rect(x: bounds.minX, y: y, width: bounds.width, height: 40))
            y += 256
        }
        context.setFillColor(.black)
        y = (bounds.minY / 100).rounded(.down) * 100
        while y < bounds.maxY {
            context.fill(Rect(x: 30, y: y + 50, width: 10, height: 10))
            y += 100
        }
    }
}

/// A scroll drops tiles as fast as it brings new ones in; the dropped tiles' buffers are
/// drawn again as new tiles (no page faults in the frame), never shown with their old pixels.
@MainActor
@Suite struct TileReuseTests {
    private func tree(offset: Double) -> LayerNode {
        let page = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 1000, height: 20_000), position: Point(x: 500, y: 10_000),
            backgroundColor: .white, content: .drawing(BandedInk(), version: 0))
        let column = LayerNode(
            id: 2, bounds: Rect(x: 0, y: offset, width: 400, height: 300), position: Point(x: 200, y: 150),
            clipsToBounds: true, sublayers: [page])
        return LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 400, height: 300), sublayers: [column])
    }

    @Test func reusedTilesShowTheirNewContent() {
        let scrolling = Compositor()
        var offset = 0.0
        var reused = false
        while offset < 19_000 {
            let frame = scrolling.render(tree(offset: offset), width: 800, height: 600, scale: 2)
            let fresh = Compositor().render(tree(offset: offset), width: 800, height: 600, scale: 2)
            if frame.pixels != fresh.pixels {
                Issue.record("the frame at offset \(offset) differs from a fresh compositor's")
                return
            }
            reused = reused || scrolling.tiles.spareCount > 0
            offset += 173
        }
        #expect(reused, "dropped tiles were kept for reuse")
        #expect(scrolling.tiles.spareCount <= TileCache.spareLimit)
        #expect(scrolling.tileStatistics.count <= TileCache.tileBudget)
    }
}

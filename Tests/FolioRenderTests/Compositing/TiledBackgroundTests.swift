import FolioCore
import Testing

@testable import FolioRender

/// Sparse ink on a transparent page: a black square in the top-left corner of each 100-point
/// cell, the rest left to the layer's background.
@MainActor
private final class SparseInk: LayerContentDrawing {
    func drawContent(in context: any GraphicsContext, bounds: Rect) {
        context.setFillColor(.black)
        var y = bounds.minY
        while y < bounds.maxY {
            var x = bounds.minX
            while x < bounds.maxX {
                context.fill(Rect(x: x, y: y, width: 10, height: 10))
                x += 100
            }
            y += 100
        }
    }
}

/// A page too large to keep whole, on an opaque background (a page of the reader's continuous
/// column at scale 2): its tiles carry the background, so a scrolled frame copies opaque
/// tiles instead of filling the paper and blending the ink over it.
@MainActor
@Suite struct TiledBackgroundTests {
    private func tree(offset: Double, background: Color) -> LayerNode {
        let page = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 1000, height: 3000), position: Point(x: 500, y: 1500),
            backgroundColor: background, content: .drawing(SparseInk(), version: 0))
        let column = LayerNode(
            id: 2, bounds: Rect(x: 0, y: offset, width: 400, height: 300), position: Point(x: 200, y: 150),
            clipsToBounds: true, sublayers: [page])
        return LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 400, height: 300), sublayers: [column])
    }

    @Test func tilesOverAnOpaqueBackgroundAreOpaqueAndShowIt() {
        let compositor = Compositor()
        let paper = Color(rgb: 0xF4ECD8)
        let frame = compositor.render(tree(offset: 120, background: paper), width: 800, height: 600, scale: 2)
        #expect(compositor.tileStatistics.count > 0, "the page is tiled at scale 2")
        #expect(compositor.tiles.opaqueCount == compositor.tileStatistics.count)
        // Paper between the ink, ink where the content drew it (y 200 is 80 points down).
        #expect(frame[100, 100] == paper.premultipliedARGB)
        #expect(frame[10, 170] == Color.black.premultipliedARGB)
    }

    @Test func tilesOverATranslucentBackgroundStayApart() {
        let compositor = Compositor()
        let frame = compositor.render(
            tree(offset: 0, background: Color(rgb: 0xFF0000, alpha: 0.5)), width: 800, height: 600, scale: 2)
        #expect(compositor.tileStatistics.count > 0)
        #expect(compositor.tiles.opaqueCount == 0)
        #expect(frame[100, 100] == Color(rgb: 0xFF0000, alpha: 0.5).premultipliedARGB)
    }

    @Test func aBakedTiledFrameEqualsTheBackgroundFilledUnderTheInk() {
        // The same page with its paper drawn by the content itself, under the ink, and no
        // background: what filling then blending computed before tiles carried the background.
        let paper = Color(rgb: 0xF4ECD8)
        let baked = Compositor().render(tree(offset: 333, background: paper), width: 800, height: 600, scale: 2)
        let page = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 1000, height: 3000), position: Point(x: 500, y: 1500),
            content: .drawing(PaperThenInk(paper: paper), version: 0))
        let column = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 333, width: 400, height: 300), position: Point(x: 200, y: 150),
            clipsToBounds: true, sublayers: [page])
        let drawn = Compositor().render(
            LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 400, height: 300), sublayers: [column]), width: 800,
            height: 600, scale: 2)
        #expect(baked.pixels == drawn.pixels)
    }
}

/// ``SparseInk`` over paper it fills itself.
@MainActor
private final class PaperThenInk: LayerContentDrawing {
    let paper: Color
    init(paper: Color) { self.paper = paper }
    func drawContent(in context: any GraphicsContext, bounds: Rect) {
        context.setFillColor(paper)
        context.fill(bounds)
        SparseInk().drawContent(in: context, bounds: bounds)
    }
}

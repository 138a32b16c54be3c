import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

/// A layer's opaque background is drawn into its content's backing store, so a page is one
/// opaque texture: the same pixels as a fill with the content blended over it, in one pass.
@MainActor
@Suite struct BakedBackgroundTests {
    private static let bounds = Rect(x: 0, y: 0, width: 120, height: 80)

    /// A page turned in perspective: `baked` gives the paper to the drawn layer itself,
    /// otherwise to a parent under it (which keeps them apart).
    private static func page(_ drawer: DrawingBlock, background: Color, baked: Bool, angle: Double) -> LayerNode {
        let transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        let center = Point(x: 60, y: 40)
        let text = LayerNode(
            id: 3, bounds: bounds, position: center, backgroundColor: baked ? background : nil,
            content: .drawing(drawer, version: 1))
        let page: LayerNode
        if baked {
            page = LayerNode(id: 2, bounds: bounds, position: center, transform: transform, sublayers: [text])
        } else {
            page = LayerNode(
                id: 2, bounds: bounds, position: center, transform: transform, backgroundColor: background,
                sublayers: [text])
        }
        var root = LayerNode(id: 1, bounds: bounds, backgroundColor: .darkGray, sublayers: [page])
        root.sublayerTransform = .perspective(distance: 300)
        return root
    }

    @Test func aPageWithItsPaperInItsStoreLooksAsWithThePaperApart() {
        let drawer = Fixtures.pageDrawing(number: 5)
        for angle in [0.0, 0.35, -0.8] {
            let baked = Compositor().render(
                Self.page(drawer, background: .paper, baked: true, angle: angle), width: 120, height: 80)
            let apart = Compositor().render(
                Self.page(drawer, background: .paper, baked: false, angle: angle), width: 120, height: 80)
            // Source-over onto the paper, by Cairo or by the compositor: rounding apart.
            let comparison = SnapshotComparison(actual: baked, reference: apart, tolerance: .exact)
            #expect(comparison.maxChannelDifference <= 3, "angle \(angle)")
        }
    }

    @Test func aPageWithOpaquePaperHasAnOpaqueStore() {
        let compositor = Compositor()
        let node = LayerNode(
            id: 2, bounds: Self.bounds, backgroundColor: .paper,
            content: .drawing(Fixtures.pageDrawing(number: 1), version: 1))
        _ = compositor.render(LayerNode(id: 1, bounds: Self.bounds, sublayers: [node]), width: 120, height: 80)
        #expect(compositor.bakedBackground(of: node) == Color.paper.premultipliedARGB)
        #expect(compositor.coversBoundsOpaquely(node, bounds: Self.bounds, ignoringBackground: true))
    }

    @Test func translucentOrRoundedBackgroundsStayApart() {
        let compositor = Compositor()
        let drawer = Fixtures.pageDrawing(number: 1)
        let translucent = LayerNode(
            id: 2, bounds: Self.bounds, backgroundColor: Color(white: 1, alpha: 0.5),
            content: .drawing(drawer, version: 1))
        let rounded = LayerNode(
            id: 3, bounds: Self.bounds, backgroundColor: .white, cornerRadius: 8, content: .drawing(drawer, version: 1))
        let plain = LayerNode(id: 4, bounds: Self.bounds, backgroundColor: .white)
        #expect(compositor.bakedBackground(of: translucent) == nil)
        #expect(compositor.bakedBackground(of: rounded) == nil)
        #expect(compositor.bakedBackground(of: plain) == nil)
    }

    @Test func anotherBackgroundColourRedrawsTheStore() {
        let drawer = DrawingBlock { _, _ in }
        let compositor = Compositor()
        func tree(_ color: Color) -> LayerNode {
            LayerNode(
                id: 1, bounds: Self.bounds,
                sublayers: [
                    LayerNode(id: 2, bounds: Self.bounds, backgroundColor: color, content: .drawing(drawer, version: 1))
                ])
        }
        let red = compositor.render(tree(.red), width: 120, height: 80)
        let blue = compositor.render(tree(.blue), width: 120, height: 80)
        #expect(drawer.drawCount == 2)
        #expect(red[60, 40] == Color.red.premultipliedARGB)
        #expect(blue[60, 40] == Color.blue.premultipliedARGB)
    }
}

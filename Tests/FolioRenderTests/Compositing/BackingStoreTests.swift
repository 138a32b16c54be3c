import FolioCore
import FolioRender
import Testing

@Suite @MainActor struct BackingStoreTests {
    let compositor = Compositor()
    let drawer = DrawingBlock { ctx, bounds in
        ctx.setFillColor(.orange)
        ctx.fill(bounds)
    }

    func tree(version: Int, width: Double = 30, includeLayer: Bool = true, moved: Double = 0) -> LayerNode {
        var root = LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 64, height: 64))
        if includeLayer {
            root.sublayers = [
                LayerNode(
                    id: 7, bounds: Rect(x: 0, y: 0, width: width, height: 20), position: Point(x: 20 + moved, y: 20),
                    content: .drawing(drawer, version: version))
            ]
        }
        return root
    }

    @Test func unchangedContentIsDrawnOnceAcrossFrames() {
        var frame = Bitmap(width: 64, height: 64)
        for i in 0..<5 { compositor.render(tree(version: 1, moved: Double(i)), into: &frame) }
        #expect(drawer.drawCount == 1)
        #expect(compositor.contentDrawCount == 1)
        #expect(frame[21, 20] == Color.orange.premultipliedARGB)
    }

    @Test func newVersionRedraws() {
        var frame = Bitmap(width: 64, height: 64)
        compositor.render(tree(version: 1), into: &frame)
        compositor.render(tree(version: 2), into: &frame)
        compositor.render(tree(version: 2), into: &frame)
        #expect(drawer.drawCount == 2)
    }

    @Test func sizeOrScaleChangeRedraws() {
        var frame = Bitmap(width: 64, height: 64)
        compositor.render(tree(version: 1), into: &frame)
        compositor.render(tree(version: 1, width: 31), into: &frame)
        compositor.render(tree(version: 1, width: 31), into: &frame, scale: 2)
        #expect(drawer.drawCount == 3)
    }

    @Test func layersThatLeaveTheTreeAreEvicted() {
        var frame = Bitmap(width: 64, height: 64)
        compositor.render(tree(version: 1), into: &frame)
        #expect(compositor.backingStoreCount == 1)
        compositor.render(tree(version: 1, includeLayer: false), into: &frame)
        #expect(compositor.backingStoreCount == 0)
        compositor.render(tree(version: 1), into: &frame)
        #expect(drawer.drawCount == 2)
    }

    @Test func hiddenLayersAreNotDrawn() {
        var root = tree(version: 1)
        root.sublayers[0].isHidden = true
        _ = compositor.render(root, width: 64, height: 64)
        #expect(drawer.drawCount == 0)
    }
}

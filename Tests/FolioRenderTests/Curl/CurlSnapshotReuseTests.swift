import FolioCore
import Testing

@testable import FolioRender

/// A curling page is rendered flat once when the turn starts and reused while its views stand
/// still — and the reused snapshot gives exactly the pixels a fresh rendering would.
@MainActor
@Suite struct CurlSnapshotReuseTests {
    let drawer = DrawingBlock { ctx, bounds in
        ctx.setFillColor(.orange)
        ctx.fill(Rect(x: 10, y: 10, width: bounds.width - 20, height: 20))
    }

    func tree(progress: Double, version: Int = 1, label: Double = 10) -> LayerNode {
        let bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        let under = LayerNode(id: 2, bounds: bounds, backgroundColor: Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        let text = LayerNode(
            id: 4, bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 60, y: 20 + label),
            content: .drawing(drawer, version: version))
        var sheet = LayerNode(id: 3, bounds: bounds, backgroundColor: .white, sublayers: [text])
        sheet.deformation = .pageCurl(
            PageCurl(
                pageRect: bounds, axisPoint: Point(x: 120 - 100 * progress, y: 40), normal: Point(x: 1, y: 0.1),
                radius: 12, back: .mirroredFront(paperColor: .paper, washAlpha: 0.6)))
        return LayerNode(id: 1, bounds: bounds, sublayers: [under, sheet])
    }

    @Test func aTurningPageIsRenderedFlatOnceWhileItsViewsStandStill() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        for step in 0..<6 {
            let t = tree(progress: 0.1 + 0.15 * Double(step))
            compositor.render(t, into: &frame)
            // The reused snapshot draws what a compositor with no history draws.
            let matchesFreshRendering = frame == Compositor().render(t, width: 120, height: 80)
            #expect(matchesFreshRendering, "step \(step)")
        }
        #expect(compositor.snapshots.renderCount == 1)
        #expect(compositor.snapshotCount == 1)
        #expect(drawer.drawCount >= 1)
    }

    @Test func aSnapshotIsRenderedAgainWhenWhatItShowsChanges() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(tree(progress: 0.3), into: &frame)
        // New content version, then a moved sublayer: each is picked up the frame it happens.
        for t in [tree(progress: 0.4, version: 2), tree(progress: 0.5, version: 2, label: 25)] {
            compositor.render(t, into: &frame)
            let matchesFreshRendering = frame == Compositor().render(t, width: 120, height: 80)
            #expect(matchesFreshRendering)
        }
        #expect(compositor.snapshots.renderCount == 3)
    }

    @Test func snapshotsAreDroppedWhenTheTurnEnds() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(tree(progress: 0.5), into: &frame)
        #expect(compositor.snapshotCount == 1)
        var flat = tree(progress: 0.5)
        flat.sublayers[1].deformation = nil
        compositor.render(flat, into: &frame)
        #expect(compositor.snapshotCount == 0)
        // Its views' backing stores survived the turn: nothing is drawn again.
        let draws = compositor.contentDrawCount
        compositor.render(flat, into: &frame)
        #expect(compositor.contentDrawCount == draws)
    }

    @Test func aSnapshotKeptFromTheLastTurnShowsTheNextTurnsPage() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(tree(progress: 0.5), into: &frame)
        var flat = tree(progress: 0.5)
        flat.sublayers[1].deformation = nil
        compositor.render(flat, into: &frame)
        // The next turn, of a page showing something else, reuses the last turn's storage
        // and must not show its pixels.
        let next = tree(progress: 0.4, version: 2, label: 30)
        compositor.render(next, into: &frame)
        let matchesFreshRendering = frame == Compositor().render(next, width: 120, height: 80)
        #expect(matchesFreshRendering)
        #expect(compositor.snapshots.renderCount == 2)
    }
}

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

    /// The page as a page view controller holds it: marked to draw ahead, at rest or curling.
    func markedTree(progress: Double?) -> LayerNode {
        var t = tree(progress: progress ?? 0.5)
        t.sublayers[1].drawsAhead = true
        if progress == nil { t.sublayers[1].deformation = nil }
        return t
    }

    @Test func theFirstTurnDrawsIntoStorageReservedWhileTheWindowWasIdle() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        #expect(!compositor.drawAhead(markedTree(progress: nil)))
        // A turn's two snapshots (the leaf's front and back), each the page's pixels.
        #expect(compositor.snapshots.spareBytes == SnapshotCache.spareLimit * 120 * 80 * 4)
        #expect(!compositor.drawAhead(markedTree(progress: nil)))
        let turning = markedTree(progress: 0.3)
        compositor.render(turning, into: &frame)
        #expect(compositor.snapshots.growthCount == 0)
        let matchesFreshRendering = frame == Compositor().render(turning, width: 120, height: 80)
        #expect(matchesFreshRendering)
        // A turn held still: its snapshot counts among the two, and nothing more is set aside.
        #expect(!compositor.drawAhead(turning))
        #expect(compositor.snapshots.spareBytes == 120 * 80 * 4)
    }

    @Test func withoutIdleTimeTheFirstTurnAllocatesItsSnapshot() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        compositor.render(markedTree(progress: 0.3), into: &frame)
        #expect(compositor.snapshots.growthCount == 1)
    }

    @Test func aPageThatIsItsOwnTextureReservesNoSnapshot() {
        // One drawing layer and nothing over it: its backing store is what a turn resamples.
        var page = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 120, height: 80), backgroundColor: .white,
            content: .drawing(drawer, version: 1))
        page.drawsAhead = true
        let root = LayerNode(id: 1, bounds: page.bounds, sublayers: [page])
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(root, into: &frame)
        #expect(!compositor.drawAhead(root))
        #expect(compositor.snapshots.spareBytes == 0)
    }

    @Test func theCallThatDrawsTheLastHiddenPageSetsTheMemoryAsideToo() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        var hidden = markedTree(progress: nil)
        hidden.sublayers[1].isHidden = true
        compositor.render(hidden, into: &frame)
        #expect(compositor.snapshots.spareBytes == 0)
        // The one call draws the hidden page's text ahead, and nothing is left to draw.
        #expect(!compositor.drawAhead(hidden))
        #expect(compositor.snapshots.spareBytes == SnapshotCache.spareLimit * 120 * 80 * 4)
    }
}

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

    /// The page as a page view controller in the curl style holds it: marked to draw ahead and
    /// to be turned by a curl, at rest or curling.
    func markedTree(progress: Double?) -> LayerNode {
        var t = tree(progress: progress ?? 0.5)
        t.sublayers[1].drawsAhead = true
        t.sublayers[1].turnsAsCurl = true
        if progress == nil { t.sublayers[1].deformation = nil }
        return t
    }

    private static let pageBytes = 120 * 80 * 4

    @Test func theFirstTurnDrawsIntoStorageReservedWhileTheWindowWasIdle() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        #expect(!compositor.drawAhead(markedTree(progress: nil)))
        // A turn's two snapshots (the leaf's front and back), each the page's pixels.
        #expect(compositor.snapshots.spareBytes == SnapshotCache.spareLimit * Self.pageBytes)
        #expect(!compositor.drawAhead(markedTree(progress: nil)))
        let turning = markedTree(progress: 0.3)
        compositor.render(turning, into: &frame)
        #expect(compositor.snapshots.growthCount == 0)
        let matchesFreshRendering = frame == Compositor().render(turning, width: 120, height: 80)
        #expect(matchesFreshRendering)
        // A turn held still: its snapshot counts among the two, and nothing more is set aside.
        #expect(!compositor.drawAhead(turning))
        #expect(compositor.snapshots.spareBytes == Self.pageBytes)
    }

    @Test func withoutIdleTimeTheFirstTurnAllocatesItsSnapshot() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        compositor.render(markedTree(progress: 0.3), into: &frame)
        #expect(compositor.snapshots.growthCount == 1)
    }

    @Test func aDoubleSidedLeafAtScaleTwoFindsBothSnapshotsSetAside() {
        // A spread's leaf: its back is the next page, hidden at rest, drawn flat for the turn.
        let bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        let text = LayerNode(
            id: 6, bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 60, y: 30),
            content: .drawing(drawer, version: 1))
        var next = LayerNode(id: 5, bounds: bounds, isHidden: true, backgroundColor: .white, sublayers: [text])
        next.drawsAhead = true
        next.turnsAsCurl = true
        func root(turning: Bool) -> LayerNode {
            var t = markedTree(progress: turning ? 0.4 : nil)
            if turning {
                var back = next
                back.isHidden = false
                t.sublayers[1].deformation = .pageCurl(
                    PageCurl(
                        pageRect: bounds, axisPoint: Point(x: 70, y: 40), normal: Point(x: 1, y: 0.1), radius: 12,
                        back: .layer(back, mirror: .horizontal)))
            }
            t.sublayers.insert(next, at: 1)
            return t
        }
        let compositor = Compositor()
        var frame = Bitmap(width: 240, height: 160)
        compositor.render(root(turning: false), into: &frame, scale: 2)
        var calls = 1
        while compositor.drawAhead(root(turning: false), scale: 2), calls < 8 { calls += 1 }
        #expect(compositor.snapshots.spareBytes == SnapshotCache.spareLimit * 4 * Self.pageBytes)
        compositor.render(root(turning: true), into: &frame, scale: 2)
        // Both flat renderings were made in that frame, into storage set aside before it.
        #expect(compositor.snapshots.renderCount == 2)
        #expect(compositor.snapshots.growthCount == 0)
        let matchesFreshRendering =
            frame == Compositor().render(root(turning: true), width: 240, height: 160, scale: 2)
        #expect(matchesFreshRendering)
    }

    /// Shows `root`, lets the window idle until nothing is left to do, and says whether any
    /// snapshot memory was set aside.
    private func setsAsideSnapshotMemoryWhileIdle(_ root: LayerNode) -> Bool {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(root, into: &frame)
        var calls = 1
        while compositor.drawAhead(root), calls < 8 { calls += 1 }
        return compositor.snapshots.spareBytes > 0
    }

    @Test func aMarkedViewNoCurlTurnsSetsNothingAside() {
        // The reader's paper shadow: marked, larger than the page, never curled.
        var page = markedTree(progress: nil)
        #expect(setsAsideSnapshotMemoryWhileIdle(page))
        page.sublayers[1].turnsAsCurl = false
        #expect(!setsAsideSnapshotMemoryWhileIdle(page))
    }

    @Test func aPageThatIsItsOwnTextureReservesNoSnapshot() {
        // One drawing layer and nothing over it: its backing store is what a turn resamples.
        var page = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 120, height: 80), backgroundColor: .white,
            content: .drawing(drawer, version: 1))
        page.drawsAhead = true
        page.turnsAsCurl = true
        #expect(!setsAsideSnapshotMemoryWhileIdle(LayerNode(id: 1, bounds: page.bounds, sublayers: [page])))
    }

    @Test func aCallThatDrewAPageLeavesSettingTheMemoryAsideToTheNext() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        var hidden = markedTree(progress: nil)
        hidden.sublayers[1].isHidden = true
        compositor.render(hidden, into: &frame)
        // The first call draws the hidden page's text ahead, and says there is more to do:
        // input waits for one piece of idle work at most.
        #expect(compositor.drawAhead(hidden))
        #expect(compositor.snapshots.spareBytes == 0)
        #expect(!compositor.drawAhead(hidden))
        #expect(compositor.snapshots.spareBytes == SnapshotCache.spareLimit * Self.pageBytes)
    }
}

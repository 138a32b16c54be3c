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

    @Test func snapshotsLeaveTheFrameWhenTheTurnEnds() {
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
    /// ranked as the leaf of a forward turn, at rest or curling.
    func markedTree(progress: Double?, version: Int = 1) -> LayerNode {
        var t = tree(progress: progress ?? 0.5, version: version)
        t.sublayers[1].drawsAhead = true
        t.sublayers[1].curlSnapshotRank = 0
        if progress == nil { t.sublayers[1].deformation = nil }
        return t
    }

    /// A compositor that showed `root` at 120 × 80, then idled until nothing was left to do.
    private func shownThenIdle(_ root: LayerNode) -> Compositor {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(root, into: &frame)
        idle(compositor, root)
        return compositor
    }

    /// Lets the window idle until nothing is left to draw ahead.
    private func idle(_ compositor: Compositor, _ root: LayerNode, scale: Double = 1) {
        var calls = 1
        while compositor.drawAhead(root, scale: scale), calls < 16 { calls += 1 }
    }

    @Test func theFirstTurnOnlyCompositesThePageRenderedFlatWhileIdle() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        idle(compositor, markedTree(progress: nil))
        #expect(compositor.snapshots.aheadRenderCount == 1)
        let turning = markedTree(progress: 0.3)
        compositor.render(turning, into: &frame)
        #expect(compositor.snapshots.renderCount == 0)
        #expect(compositor.snapshots.growthCount == 0)
        let matchesFreshRendering = frame == Compositor().render(turning, width: 120, height: 80)
        #expect(matchesFreshRendering)
        // A turn held still: its page is the frame's, and nothing is made again.
        idle(compositor, turning)
        #expect(compositor.snapshots.aheadRenderCount == 1)
    }

    @Test func withoutIdleTimeTheFirstTurnRendersAndAllocatesItsSnapshot() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        compositor.render(markedTree(progress: 0.3), into: &frame)
        #expect(compositor.snapshots.renderCount == 1)
        #expect(compositor.snapshots.growthCount == 1)
    }

    @Test func aPageThatChangedWhileIdleIsRenderedFlatAgainBeforeItsTurn() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        idle(compositor, markedTree(progress: nil))
        compositor.render(markedTree(progress: nil, version: 2), into: &frame)
        idle(compositor, markedTree(progress: nil, version: 2))
        #expect(compositor.snapshots.aheadRenderCount == 2)
        let turning = markedTree(progress: 0.3, version: 2)
        compositor.render(turning, into: &frame)
        #expect(compositor.snapshots.renderCount == 0)
        let matchesFreshRendering = frame == Compositor().render(turning, width: 120, height: 80)
        #expect(matchesFreshRendering)
    }

    @Test func aDoubleSidedLeafAtScaleTwoFindsFrontAndBackRenderedWhileIdle() {
        // A spread's leaf: its back is the next page, hidden at rest, drawn flat for the turn.
        let bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        let text = LayerNode(
            id: 6, bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 60, y: 30),
            content: .drawing(drawer, version: 1))
        var next = LayerNode(id: 5, bounds: bounds, isHidden: true, backgroundColor: .white, sublayers: [text])
        next.drawsAhead = true
        next.curlSnapshotRank = 1
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
        idle(compositor, root(turning: false), scale: 2)
        #expect(compositor.snapshots.aheadRenderCount == 2)
        compositor.render(root(turning: true), into: &frame, scale: 2)
        // Neither flat rendering was made in that frame.
        #expect(compositor.snapshots.renderCount == 0)
        #expect(compositor.snapshots.growthCount == 0)
        let matchesFreshRendering =
            frame == Compositor().render(root(turning: true), width: 240, height: 160, scale: 2)
        #expect(matchesFreshRendering)
    }

    @Test func theLeafOfATurnThatEndedServesTheTurnBack() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: 0.5), into: &frame)
        // At rest after the turn the page is the one before: a turn back curls it in again.
        var before = markedTree(progress: nil)
        before.sublayers[1].isHidden = true
        before.sublayers[1].curlSnapshotRank = 2
        compositor.render(before, into: &frame)
        idle(compositor, before)
        #expect(compositor.snapshots.aheadRenderCount == 0)
        #expect(compositor.snapshots.aheadCount == 1)
        var back = markedTree(progress: 0.8)
        back.sublayers[1].curlSnapshotRank = 2
        compositor.render(back, into: &frame)
        #expect(compositor.snapshots.renderCount == 1)
    }

    @Test func pagesBeyondTwiceTheScreenAreLeftToTheirTurn() {
        // Four window-sized pages ranked (a double-sided book of single pages): the two of the
        // forward turn fit twice the screen, the turn back's are rendered when it comes.
        let bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        let pages = (0..<4).map { k in
            var page = LayerNode(
                id: UInt64(10 + k), bounds: bounds, isHidden: k > 0, backgroundColor: .white,
                sublayers: [LayerNode(id: UInt64(20 + k), bounds: bounds, content: .drawing(drawer, version: k))])
            page.curlSnapshotRank = [2, 0, 3, 1][k]
            page.drawsAhead = true
            return page
        }
        let root = LayerNode(id: 1, bounds: bounds, sublayers: pages)
        let compositor = shownThenIdle(root)
        #expect(compositor.snapshots.aheadRenderCount == 2)
        #expect(compositor.snapshots.isMadeAhead(11) && compositor.snapshots.isMadeAhead(13))
        #expect(compositor.snapshots.keptBytes <= Compositor.curlSnapshotScreens * Self.pageBytes)
    }

    private static let pageBytes = 120 * 80 * 4

    @Test func aDrawingTooSmallForAPixelDoesNotKeepItsPageFromBeingRenderedAhead() {
        // It never has a backing store, so it cannot wait for one to be drawn.
        var page = markedTree(progress: nil)
        page.sublayers[1].sublayers.append(
            LayerNode(id: 9, bounds: Rect(x: 0, y: 0, width: 0, height: 10), content: .drawing(drawer, version: 1)))
        let compositor = shownThenIdle(page)
        #expect(compositor.snapshots.aheadRenderCount == 1)
    }

    @Test func aPageNoLongerRankedLetsGoOfItsSnapshot() {
        // The book left the curl style (or the page left the book): no turn will curl it.
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(markedTree(progress: nil), into: &frame)
        idle(compositor, markedTree(progress: nil))
        #expect(compositor.snapshots.aheadCount == 1)
        var unranked = markedTree(progress: nil)
        unranked.sublayers[1].curlSnapshotRank = nil
        compositor.render(unranked, into: &frame)
        idle(compositor, unranked)
        #expect(compositor.snapshots.aheadCount == 0)
        // Its storage is kept as one turn's spare, showing nothing.
        #expect(compositor.snapshots.keptBytes == Self.pageBytes)
    }

    @Test func aPageWhoseStoresDidNotFitTheBudgetIsNotRenderedAhead() {
        // Rendering it flat would draw its content beyond what the budget lets idle time keep.
        var hidden = markedTree(progress: nil)
        hidden.sublayers[1].isHidden = true
        let compositor = Compositor()
        compositor.drawAheadBudget = 0
        var frame = Bitmap(width: 120, height: 80)
        compositor.render(hidden, into: &frame)
        idle(compositor, hidden)
        #expect(compositor.snapshots.aheadRenderCount == 0)
        #expect(drawer.drawCount == 0)
        #expect(compositor.outOfSightBackingStoreBytes == 0)
    }

    @Test func anUnrankedPageIsNotRenderedAhead() {
        // The reader's paper shadow: marked to draw ahead, larger than the page, never curled.
        var page = markedTree(progress: nil)
        page.sublayers[1].curlSnapshotRank = nil
        let compositor = shownThenIdle(page)
        #expect(compositor.snapshots.aheadRenderCount == 0)
        #expect(compositor.snapshots.keptBytes == 0)
    }

    @Test func aPageThatIsItsOwnTextureIsNotRenderedAhead() {
        // One drawing layer and nothing over it: its backing store is what a turn resamples.
        var page = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 120, height: 80), backgroundColor: .white,
            content: .drawing(drawer, version: 1))
        page.drawsAhead = true
        page.curlSnapshotRank = 0
        let root = LayerNode(id: 1, bounds: page.bounds, sublayers: [page])
        let compositor = shownThenIdle(root)
        #expect(compositor.snapshots.aheadRenderCount == 0)
    }

    @Test func aCallThatDrewAPageLeavesItsFlatRenderingToTheNext() {
        let compositor = Compositor()
        var frame = Bitmap(width: 120, height: 80)
        var hidden = markedTree(progress: nil)
        hidden.sublayers[1].isHidden = true
        compositor.render(hidden, into: &frame)
        // The first call draws the hidden page's text ahead, and says there is more to do:
        // input waits for one piece of idle work at most.
        #expect(compositor.drawAhead(hidden))
        #expect(compositor.snapshots.aheadRenderCount == 0)
        #expect(!compositor.drawAhead(hidden))
        #expect(compositor.snapshots.aheadRenderCount == 1)
        // Rendered flat through its stores, which stay out of sight, drawn once.
        #expect(compositor.outOfSightBackingStoreBytes == 100 * 40 * 4)
        #expect(!compositor.drawAhead(hidden))
        #expect(compositor.snapshots.aheadRenderCount == 1)
        #expect(drawer.drawCount == 1)
    }
}

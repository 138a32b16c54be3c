import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct ScrollViewInteractionTests {
    @Test func touchingADeceleratingScrollViewStopsItAndDoesNotTapThrough() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 20_000))
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 20_000))
        var taps = 0
        content.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        harness.scrollView.addSubview(content)
        harness.host.tap(at: Point(x: 200, y: 150))
        harness.host.advance(frames: 20)
        #expect(taps == 1)  // a resting scroll view lets taps through

        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -2000), duration: 0.1)
        harness.host.advance(frames: 10)
        #expect(harness.scrollView.isDecelerating)
        harness.recorder.clear()
        harness.host.touchDown(at: Point(x: 200, y: 150))
        let caught = harness.scrollView.contentOffset
        #expect(!harness.scrollView.isDecelerating)
        #expect(harness.scrollView.isTracking)
        harness.host.advance(frames: 10)
        #expect(harness.scrollView.contentOffset == caught)
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.scrollView.contentOffset == caught)
        #expect(taps == 1)
        #expect(
            harness.recorder.names == [
                "didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(false)",
            ])
    }

    @Test func caughtContentCanBeDraggedOnWithoutAJump() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 20_000))
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -2000), duration: 0.1)
        harness.host.advance(frames: 10)
        harness.host.touchDown(at: Point(x: 200, y: 150))
        let caught = harness.scrollView.contentOffset.y
        harness.host.advance(frames: 1)
        harness.host.touchMove(to: Point(x: 200, y: 145))
        // No slop once caught: the content follows the finger at once.
        #expect(harness.scrollView.contentOffset.y == caught + 5)
        harness.host.touchUp()
    }

    @Test func catchingAPageSnapLandsOnAPageAfterLifting() {
        let harness = ScrollHarness(contentSize: Size(width: 2000, height: 300), paging: true)
        harness.slowDrag(from: Point(x: 350, y: 150), by: Point(x: -250, y: 0))
        harness.host.advance(frames: 3)
        harness.host.touchDown(at: Point(x: 200, y: 150))
        let caught = harness.scrollView.contentOffset.x
        #expect(caught > 200 && caught < 400)
        harness.host.advance(frames: 2)
        harness.host.touchUp()
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 400)
    }

    @Test func animatedSetContentOffsetReportsScrollsThenTheEndOfTheAnimation() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        harness.scrollView.setContentOffset(Point(x: 0, y: 900), animated: true)
        #expect(harness.scrollView.contentOffset.y == 0)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 900)
        #expect(harness.recorder.names == ["didScroll", "didEndScrollingAnimation"])
        #expect(harness.recorder.offsets.count > 5)
        let ys = harness.recorder.offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func setContentOffsetWithoutAnimationStopsADeceleration() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 20_000))
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -2000), duration: 0.1)
        harness.host.advance(frames: 5)
        harness.recorder.clear()
        harness.scrollView.setContentOffset(Point(x: 0, y: 100), animated: false)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 100)
        #expect(!harness.scrollView.isDecelerating)
        #expect(harness.recorder.names == ["didScroll", "didEndDecelerating"])
    }

    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        harness.scrollView.scrollRectToVisible(Rect(x: 0, y: 1000, width: 50, height: 50), animated: false)
        #expect(harness.scrollView.contentOffset.y == 750)  // the rect's bottom at the view's bottom
        harness.scrollView.scrollRectToVisible(Rect(x: 0, y: 800, width: 50, height: 50), animated: false)
        #expect(harness.scrollView.contentOffset.y == 750)  // already visible
        harness.scrollView.scrollRectToVisible(Rect(x: 0, y: 100, width: 50, height: 50), animated: true)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 100)
        harness.scrollView.scrollRectToVisible(Rect(x: 0, y: 2990, width: 50, height: 500), animated: false)
        #expect(harness.scrollView.contentOffset.y == 2700)  // clamped to the end
    }

    @Test func indicatorsAppearWhileScrollingAndFadeAfterwards() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        let before = harness.scrollView.subviews.count
        harness.host.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 100), duration: 0.3, lift: false)
        let indicators = harness.scrollView.subviews.dropFirst(before).filter { !$0.isHidden }
        #expect(indicators.count == 1)  // only vertical: the content is not wider
        guard let indicator = indicators.first else { return }
        #expect(indicator.alpha == 1)
        // Along the right edge, proportional to the visible fraction (300 of 3000 → 36 pt minimum).
        #expect(indicator.frame.maxX == harness.scrollView.bounds.maxX - 3)
        #expect(indicator.frame.height == 36)
        #expect(harness.scrollView.bounds.contains(indicator.frame))
        harness.host.touchUp()
        harness.host.settle()
        #expect(indicator.isHidden || indicator.alpha == 0)
        harness.scrollView.showsVerticalScrollIndicator = false
        harness.host.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 100), duration: 0.3, lift: false)
        #expect(indicator.isHidden)
        harness.host.touchUp()
    }

    @Test func withBothIndicatorsOffTheWindowRestsAsSoonAsTheContentStops() {
        for showsIndicators in [true, false] {
            let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
            harness.scrollView.showsVerticalScrollIndicator = showsIndicators
            harness.scrollView.showsHorizontalScrollIndicator = showsIndicators
            harness.host.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 100), duration: 0.3, lift: false)
            harness.host.touchUp()
            var frames = 0
            while harness.scrollView.isDecelerating || harness.scrollView.isDragging, frames < 600 {
                harness.host.advance()
                frames += 1
            }
            harness.host.advance()
            // Shown indicators hold for 0.5 s and fade for 0.25 s, a frame at a time; hidden
            // ones have nothing to fade, so no more frames are asked for.
            #expect(harness.host.window.hasPendingWork == showsIndicators)
        }
    }
}

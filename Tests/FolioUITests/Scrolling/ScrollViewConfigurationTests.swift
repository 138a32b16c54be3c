import FolioCore
import FolioTesting
import FolioUI
import Testing

/// Records the calls a container receives through the package hook.
@MainActor
private final class Driver: ScrollViewDelegate {
    var calls: [String] = []
    var redirect: Point?
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        calls.append("willEndDragging")
        if let redirect { targetContentOffset = redirect }
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor
@Suite struct ScrollViewConfigurationTests {
    @Test func contentInsetExtendsTheScrollableRange() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 1000))
        harness.scrollView.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(harness.scrollView.adjustedContentInset == harness.scrollView.contentInset)
        harness.scrollView.contentOffset = Point(x: 0, y: -50)
        harness.host.flick(from: Point(x: 200, y: 100), velocity: Point(x: 0, y: 300), duration: 0.1)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == -50)  // pulled past the inset, returned to it
        harness.host.scroll(delta: Point(x: 0, y: 5000), at: harness.center)
        #expect(harness.scrollView.contentOffset.y == 730)  // 1000 + 30 − 300
    }

    @Test func disabledScrollingIgnoresDragsWheelAndKeysButNotCode() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        harness.scrollView.isScrollEnabled = false
        #expect(!harness.scrollView.panGestureRecognizer.isEnabled)
        harness.host.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), duration: 0.3)
        #expect(!harness.host.scroll(delta: Point(x: 0, y: 50), at: harness.center))
        harness.scrollView.becomeFirstResponder()
        #expect(!harness.host.press(.pageDown))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset == .zero)
        harness.scrollView.setContentOffset(Point(x: 0, y: 120), animated: true)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 120)
    }

    @Test func verticalPagingSnapsToPagesOfTheViewsHeight() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 1200), paging: true)
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -700), duration: 0.1)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset == Point(x: 0, y: 300))
        harness.slowDrag(from: Point(x: 200, y: 50), by: Point(x: 0, y: 100))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset == Point(x: 0, y: 300))
    }

    @Test func internalDelegateSeesEverythingAndHasTheLastWordOnTheTarget() {
        let harness = ScrollHarness(contentSize: Size(width: 2000, height: 300), paging: true)
        let driver = Driver()
        harness.scrollView.internalDelegate = driver
        harness.recorder.targetOverride = { _, _ in Point(x: 1600, y: 0) }
        driver.redirect = Point(x: 800, y: 0)
        harness.host.flick(from: Point(x: 300, y: 150), velocity: Point(x: -900, y: 0), duration: 0.1)
        #expect(harness.scrollView.scrollPhase == .decelerating)
        #expect(harness.scrollView.destinationContentOffset == Point(x: 800, y: 0))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 800)
        #expect(driver.calls == ["willBeginDragging", "willEndDragging", "didEndDecelerating"])
        #expect(harness.recorder.names.last == "didEndDecelerating")
    }

    @Test func pagingLengthOverridesTheBoundsForPaging() {
        // Pages of 420 pt: a 400 pt page plus 20 pt of spacing.
        let harness = ScrollHarness(contentSize: Size(width: 1260, height: 300), paging: true)
        harness.scrollView.pagingLength = Size(width: 420, height: 300)
        harness.slowDrag(from: Point(x: 350, y: 150), by: Point(x: -230, y: 0))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 420)
    }

    @Test func shiftingTheContentDuringADragKeepsTheFingerOnTheSameContent() {
        let harness = ScrollHarness(contentSize: Size(width: 4000, height: 300))
        harness.scrollView.contentOffset = Point(x: 2000, y: 0)
        harness.host.drag(from: Point(x: 300, y: 150), to: Point(x: 200, y: 150), duration: 0.2, lift: false)
        let before = harness.scrollView.contentOffset.x
        harness.recorder.clear()
        harness.scrollView.shiftContentOffset(by: Point(x: -1000, y: 0), notifyingDelegates: false)
        #expect(harness.recorder.calls.isEmpty)
        harness.host.advance(frames: 1)
        harness.host.touchMove(to: Point(x: 190, y: 150))
        #expect(harness.scrollView.contentOffset.x == before - 1000 + 10)
        harness.host.touchUp()
    }

    @Test func stopScrollingHaltsAMotionAndReportsItsEnd() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 20_000))
        harness.host.flick(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1500), duration: 0.1)
        harness.host.advance(frames: 5)
        #expect(harness.scrollView.scrollVelocity.y > 0)
        harness.scrollView.stopScrolling()
        let stopped = harness.scrollView.contentOffset
        harness.host.settle()
        #expect(harness.scrollView.contentOffset == stopped)
        #expect(harness.recorder.names.last == "didEndDecelerating")
        #expect(harness.scrollView.scrollPhase == .resting)
    }
}

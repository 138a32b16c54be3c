import FolioCore
import FolioTesting
import FolioUI
import Testing

/// A 400×300 window showing a ``SeedPager``.
@MainActor
private struct PagerHarness {
    let recorder = LifecycleRecorder()
    let host = HeadlessWindow(size: Size(width: 400, height: 300))
    let pager: SeedPager

    init() {
        pager = SeedPager(recorder: recorder)
        host.rootViewController = pager
        host.settle()
    }

    /// The children's appearance callbacks, after the initial appearance of page A.
    var appearance: [String] {
        Array(recorder.appearanceEvents.filter { $0.name != "pager" }.map(\.description).dropFirst(2))
    }
}

@MainActor
@Suite struct PagerSeedTests {
    @Test func onlyTheFirstPageAppearsWithManualForwarding() {
        let harness = PagerHarness()
        #expect(
            harness.recorder.appearanceEvents.map(\.description) == [
                "pager.viewWillAppear", "A.viewWillAppear", "pager.viewDidAppear", "A.viewDidAppear",
            ])
        #expect(harness.appearance.isEmpty)
        #expect(harness.pager.pageControl.numberOfPages == 3)
        #expect(harness.pager.scrollView.contentSize == Size(width: 1200, height: 300))
        #expect(harness.pager.pages.map { $0.view.frame.minX } == [0, 400, 800])
    }

    @Test func swipingToTheNextPageMovesAppearanceAndThePageControl() {
        let harness = PagerHarness()
        harness.host.flick(from: Point(x: 300, y: 150), velocity: Point(x: -900, y: 0), duration: 0.1)
        harness.host.settle()
        #expect(harness.pager.scrollView.contentOffset.x == 400)
        #expect(harness.pager.pageControl.currentPage == 1)
        #expect(
            harness.appearance == [
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func currentPageChangesWhenMoreThanHalfOfTheNextPageIsVisible() {
        let harness = PagerHarness()
        let host = harness.host
        host.drag(from: Point(x: 390, y: 150), to: Point(x: 200, y: 150), duration: 0.5, lift: false)
        #expect(harness.pager.scrollView.contentOffset.x < 200)
        #expect(harness.pager.pageControl.currentPage == 0)
        for step in 1...4 {
            host.advance(frames: 1)
            host.touchMove(to: Point(x: 200 - Double(step) * 10, y: 150))
        }
        #expect(harness.pager.scrollView.contentOffset.x > 200)
        #expect(harness.pager.pageControl.currentPage == 1)
        // Back under half: the first page is current again.
        host.advance(frames: 1)
        host.touchMove(to: Point(x: 215, y: 150))
        #expect(harness.pager.scrollView.contentOffset.x < 200)
        #expect(harness.pager.pageControl.currentPage == 0)
        host.advance(by: 0.2)
        host.touchUp()
        host.settle()
        #expect(harness.pager.scrollView.contentOffset.x == 0)
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
    }

    @Test func tappingThePageControlScrollsWithoutFeedback() {
        let harness = PagerHarness()
        // The three dots are centred at x = 184, 200, 216: tap to the right of the first.
        harness.host.tap(at: Point(x: 230, y: 287))
        #expect(harness.pager.pageControl.currentPage == 1)
        #expect(harness.appearance == ["A.viewWillDisappear", "B.viewWillAppear"])
        harness.host.settle()
        #expect(harness.pager.scrollView.contentOffset.x == 400)
        // Every scroll step saw page 1: the scroll never pushed the control back to page 0.
        #expect(!harness.pager.pagesSeenWhileScrolling.isEmpty)
        #expect(harness.pager.pagesSeenWhileScrolling.allSatisfy { $0 == 1 })
        #expect(
            harness.appearance == [
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(harness.recorder.appearanceViolations(requireSettled: true).isEmpty)
        // The next drag clears the guard, so swiping updates the control again.
        harness.host.flick(from: Point(x: 300, y: 150), velocity: Point(x: -900, y: 0), duration: 0.1)
        harness.host.settle()
        #expect(harness.pager.pageControl.currentPage == 2)
        #expect(!harness.pager.pageControlUsed)
    }

    @Test func withoutTheGuardThePageControlFlickersBack() {
        let harness = PagerHarness()
        harness.pager.guardsFeedback = false
        harness.host.tap(at: Point(x: 230, y: 287))
        harness.host.settle()
        #expect(harness.pager.pagesSeenWhileScrolling.contains(0))
    }

    @Test func rotationKeepsTheCurrentPage() {
        let harness = PagerHarness()
        harness.host.flick(from: Point(x: 300, y: 150), velocity: Point(x: -900, y: 0), duration: 0.1)
        harness.host.settle()
        harness.host.flick(from: Point(x: 300, y: 150), velocity: Point(x: -900, y: 0), duration: 0.1)
        harness.host.settle()
        #expect(harness.pager.pageControl.currentPage == 2)
        let appearanceBefore = harness.appearance.count
        harness.host.resize(to: Size(width: 300, height: 400))
        harness.host.settle()
        let pager = harness.pager
        #expect(pager.scrollView.contentSize == Size(width: 900, height: 400))
        #expect(pager.pages.map { $0.view.frame } == [0, 1, 2].map(pager.frame(ofPage:)))
        #expect(pager.scrollView.contentOffset == Point(x: 600, y: 0))
        #expect(pager.pageControl.currentPage == 2)
        #expect(harness.appearance.count == appearanceBefore)
        #expect(!pager.rotating)
        // Paging follows the new width.
        harness.host.flick(from: Point(x: 100, y: 200), velocity: Point(x: 900, y: 0), duration: 0.1)
        harness.host.settle()
        #expect(pager.scrollView.contentOffset.x == 300)
        #expect(pager.pageControl.currentPage == 1)
    }
}

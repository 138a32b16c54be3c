import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct ScrollViewInputTests {
    @Test func wheelScrollsTheContentAndStopsAtTheEdges() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 1000))
        #expect(harness.host.scroll(delta: Point(x: 0, y: 120), at: harness.center))
        #expect(harness.scrollView.contentOffset.y == 120)
        #expect(harness.recorder.names == ["didScroll"])
        harness.host.scroll(delta: Point(x: 0, y: 5000), at: harness.center)
        #expect(harness.scrollView.contentOffset.y == 700)
        // At the end nothing moves, so the event is not handled (it may scroll a container).
        #expect(!harness.host.scroll(delta: Point(x: 0, y: 40), at: harness.center))
        #expect(!harness.host.scroll(delta: Point(x: 40, y: 0), at: harness.center))
    }

    @Test func wheelNotchTurnsOnePageOfAPagingScrollView() {
        let harness = ScrollHarness(contentSize: Size(width: 2000, height: 300), paging: true)
        #expect(harness.host.scroll(delta: Point(x: 40, y: 0), at: harness.center))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 400)
        #expect(harness.recorder.names == ["didScroll", "didEndScrollingAnimation"])
        // Two quick notches add up: the second starts from where the first is heading.
        harness.host.scroll(delta: Point(x: 40, y: 0), at: harness.center)
        harness.host.advance(frames: 2)
        harness.host.scroll(delta: Point(x: 40, y: 0), at: harness.center)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 1200)
        harness.host.scroll(delta: Point(x: -40, y: 0), at: harness.center)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 800)
    }

    @Test func trackpadTurnsAPageOnceItsTravelPassesTheThreshold() {
        let harness = ScrollHarness(contentSize: Size(width: 2000, height: 300), paging: true)
        let window = harness.host.window
        func swipe(_ dx: Double) {
            window.sendEvent(
                .scrollWheel(
                    ScrollWheelEvent(
                        location: harness.center, delta: Point(x: dx, y: 0), isPrecise: true,
                        timestamp: harness.host.clock.now)))
        }
        swipe(15)
        swipe(15)
        harness.host.advance(frames: 1)
        #expect(harness.scrollView.contentOffset.x == 0)
        swipe(15)  // 45 pt: past the threshold
        swipe(30)  // momentum while the page animates: ignored
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 400)
    }

    @Test func keysScrollWhenTheScrollViewIsFirstResponder() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        #expect(!harness.host.press(.downArrow))
        #expect(harness.scrollView.becomeFirstResponder())
        #expect(harness.host.press(.downArrow))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 40)
        harness.host.press(.pageDown)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 300)  // one screen less one line
        harness.host.press(.end)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 2700)
        #expect(!harness.host.press(.downArrow))  // already at the end
        harness.host.press(.space, modifiers: .shift)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 2440)
        harness.host.press(.home)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 0)
        #expect(!harness.host.press(.rightArrow))  // no horizontal content
    }

    @Test func keysTurnPagesOfAPagingScrollView() {
        let harness = ScrollHarness(contentSize: Size(width: 2000, height: 300), paging: true)
        harness.scrollView.becomeFirstResponder()
        harness.host.press(.rightArrow)
        harness.host.press(.rightArrow)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 800)
        harness.host.press(.pageUp)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 400)
        harness.host.press(.end)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 1600)
        harness.host.press(.leftArrow)
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.x == 1200)
    }

    @Test func keysWithControlCommandOrOptionAreLeftToTheApp() {
        let harness = ScrollHarness(contentSize: Size(width: 400, height: 3000))
        harness.scrollView.becomeFirstResponder()
        #expect(!harness.host.press(.downArrow, modifiers: .control))
        #expect(!harness.host.press(.space, modifiers: .option))
        #expect(!harness.host.press(.end, modifiers: .command))
        #expect(!harness.host.press(.pageDown, modifiers: [.control, .shift]))
        harness.host.settle()
        #expect(harness.scrollView.contentOffset.y == 0)
    }
}

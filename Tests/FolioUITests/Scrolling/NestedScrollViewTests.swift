import FolioCore
import FolioTesting
import FolioUI
import Testing

/// A vertical list (400×300 over 400×2000) containing, at the top, a horizontal pager
/// (400×200 over 1200×200).
@MainActor
private struct Nested {
    let harness = ScrollHarness(contentSize: Size(width: 400, height: 2000))
    let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 200))
    let innerRecorder = ScrollViewDelegateRecorder()

    init() {
        inner.contentSize = Size(width: 1200, height: 200)
        inner.isPagingEnabled = true
        inner.delegate = innerRecorder
        harness.scrollView.addSubview(inner)
        harness.host.advance()
    }

    var outer: ScrollView { harness.scrollView }
}

@MainActor
@Suite struct NestedScrollViewTests {
    @Test func verticalDragOnTheInnerPagerScrollsTheOuterList() {
        let nested = Nested()
        nested.harness.host.drag(from: Point(x: 200, y: 150), to: Point(x: 190, y: 30), duration: 0.4, lift: false)
        #expect(nested.outer.contentOffset.y > 90)
        #expect(nested.inner.contentOffset == .zero)
        #expect(nested.outer.isDragging && !nested.inner.isDragging)
        #expect(nested.innerRecorder.calls.isEmpty)
        nested.harness.host.touchUp()
        nested.harness.host.settle()
    }

    @Test func horizontalDragOnTheInnerPagerPagesItAndLeavesTheListAlone() {
        let nested = Nested()
        nested.harness.host.drag(from: Point(x: 350, y: 100), to: Point(x: 100, y: 110), duration: 0.4, lift: false)
        #expect(nested.inner.contentOffset.x > 200)
        #expect(nested.outer.contentOffset == .zero)
        #expect(nested.inner.isDragging && !nested.outer.isDragging)
        nested.harness.host.advance(by: 0.2)
        nested.harness.host.touchUp()
        nested.harness.host.settle()
        #expect(nested.inner.contentOffset.x == 400)
        #expect(nested.outer.contentOffset == .zero)
    }

    @Test func verticalWheelOverThePagerScrollsTheList() {
        let nested = Nested()
        #expect(nested.harness.host.scroll(delta: Point(x: 0, y: 60), at: Point(x: 200, y: 100)))
        #expect(nested.outer.contentOffset.y == 60)
        #expect(nested.inner.contentOffset == .zero)
        nested.harness.host.scroll(delta: Point(x: 40, y: 0), at: Point(x: 200, y: 40))
        nested.harness.host.settle()
        #expect(nested.inner.contentOffset.x == 400)
        #expect(nested.outer.contentOffset.y == 60)
    }
}

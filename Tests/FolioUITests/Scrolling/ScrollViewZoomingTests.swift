import FolioCore
import FolioTesting
import FolioUI
import Testing

/// Records the zoom delegate calls by name (consecutive didScroll / didZoom collapsed).
@MainActor
final class ZoomRecorder: ScrollViewDelegate {
    let zoomView: View?
    private(set) var calls: [String] = []
    private(set) var endScales: [Double] = []
    private(set) var zoomingFlags: [Bool] = []

    init(zoomView: View?) { self.zoomView = zoomView }

    var names: [String] {
        var result: [String] = []
        for call in calls where result.last != call || (call != "didScroll" && call != "didZoom") {
            result.append(call)
        }
        return result
    }

    func clear() { calls = [] }

    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        calls.append("willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        calls.append("didZoom")
        zoomingFlags.append(scrollView.isZooming)
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        calls.append("didEndZooming")
        endScales.append(scale)
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging")
    }
}

/// A 400 × 300 scroll view zooming a 400 × 300 content view between 1× and 4×.
@MainActor
private struct ZoomHarness {
    let host = HeadlessWindow(size: Size(width: 400, height: 300))
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let recorder: ZoomRecorder

    init(bounces: Bool = true) {
        recorder = ZoomRecorder(zoomView: content)
        let root = ViewController()
        host.rootViewController = root
        scrollView.contentSize = content.frame.size
        scrollView.addSubview(content)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.bouncesZoom = bounces
        scrollView.delegate = recorder
        root.view.addSubview(scrollView)
        host.advance()
    }

    /// Where a point of the content view is on screen now.
    func onScreen(_ point: Point) -> Point { content.convert(point, to: nil) }
}

@MainActor
@Suite struct ScrollViewZoomingTests {
    @Test func zoomScaleScalesTheViewAndTheContentSizeIsItsFrame() {
        let z = ZoomHarness()
        z.scrollView.zoomScale = 2
        #expect(z.content.transform == AffineTransform2D(scaleX: 2, y: 2))
        #expect(z.scrollView.contentSize == Size(width: 800, height: 600))
        #expect(z.content.frame == Rect(x: 0, y: 0, width: 800, height: 600))
        // Zoomed about the middle of what was visible.
        #expect(z.scrollView.contentOffset == Point(x: 200, y: 150))
        #expect(z.recorder.names == ["didZoom", "didScroll"])
    }

    @Test func zoomScaleIsClampedToTheLimits() {
        let z = ZoomHarness()
        z.scrollView.zoomScale = 10
        #expect(z.scrollView.zoomScale == 4)
        z.scrollView.zoomScale = 0.1
        #expect(z.scrollView.zoomScale == 1)
    }

    @Test func pinchKeepsThePointUnderTheFingersFixed() {
        let z = ZoomHarness()
        let focal = Point(x: 120, y: 90)
        z.host.pinch(center: focal, startSpan: 60, endSpan: 150, duration: 0.4, lift: false)
        #expect(z.scrollView.isZooming)
        #expect(z.scrollView.zoomScale > 2)
        // The content point under the centroid now stays under it as the fingers spread
        // further (the headless fingers move one after the other, so compare settled steps).
        let anchor = z.content.convert(focal, from: nil)
        for (step, pan) in [(1, Point.zero), (2, Point(x: 30, y: 20)), (3, Point(x: -50, y: 10))] {
            let centroid = focal + pan
            let half = 75 + Double(step) * 10
            z.host.touchMove(to: Point(x: centroid.x - half, y: centroid.y), id: 1)
            z.host.touchMove(to: Point(x: centroid.x + half, y: centroid.y), id: 2)
            #expect(z.onScreen(anchor).distance(to: centroid) < 1e-9)
        }
        z.host.touchUp(id: 1)
        z.host.touchUp(id: 2)
        z.host.settle()
        #expect(!z.scrollView.isZooming)
    }

    @Test func delegateCallsComeInUIKitsOrderForAPinch() {
        let z = ZoomHarness()
        z.host.pinch(center: Point(x: 200, y: 150), startSpan: 60, endSpan: 150, duration: 0.4)
        z.host.settle()
        #expect(z.recorder.names.first == "willBeginZooming")
        #expect(z.recorder.names.last == "didEndZooming")
        #expect(z.recorder.calls.filter { $0 == "didEndZooming" }.count == 1)
        #expect(z.recorder.calls.contains("didZoom"))
        #expect(z.recorder.endScales == [z.scrollView.zoomScale])
    }

    @Test func pinchingPastTheMaximumRubberBandsAndSpringsBack() {
        let z = ZoomHarness()
        // Span ×10 asks for 10×: the band lets it past 4 but well short of 10.
        z.host.pinch(center: Point(x: 200, y: 150), startSpan: 40, endSpan: 400, duration: 0.5, lift: false)
        let stretched = z.scrollView.zoomScale
        #expect(stretched > 4 && stretched < 4 * 1.65)
        z.host.touchUp(id: 1)
        z.host.touchUp(id: 2)
        z.host.advance(frames: 2)
        #expect(z.scrollView.isZoomBouncing)
        #expect(!z.recorder.calls.contains("didEndZooming"))
        z.host.settle()
        #expect(!z.scrollView.isZoomBouncing)
        #expect(z.scrollView.zoomScale == 4)
        #expect(z.recorder.endScales == [4])
        // The content is back in range.
        #expect(z.scrollView.contentOffset.x >= 0 && z.scrollView.contentOffset.x <= 1200)
    }

    @Test func pinchingBelowTheMinimumSpringsBackToIt() {
        let z = ZoomHarness()
        z.host.pinch(center: Point(x: 200, y: 150), startSpan: 300, endSpan: 60, duration: 0.5, lift: false)
        #expect(z.scrollView.zoomScale < 1)
        z.host.touchUp(id: 1)
        z.host.touchUp(id: 2)
        z.host.settle()
        #expect(z.scrollView.zoomScale == 1)
        #expect(z.scrollView.contentOffset == .zero)
    }

    @Test func withoutBouncesZoomTheScaleStopsAtTheLimit() {
        let z = ZoomHarness(bounces: false)
        z.host.pinch(center: Point(x: 200, y: 150), startSpan: 40, endSpan: 400, duration: 0.5, lift: false)
        #expect(z.scrollView.zoomScale == 4)
        z.host.touchUp(id: 1)
        z.host.touchUp(id: 2)
        #expect(!z.scrollView.isZoomBouncing)
    }

    @Test func animatedZoomReportsWillBeginThenDidEnd() {
        let z = ZoomHarness()
        z.scrollView.setZoomScale(3, animated: true)
        #expect(z.recorder.calls == ["willBeginZooming"])
        z.host.settle()
        #expect(z.scrollView.zoomScale == 3)
        #expect(z.recorder.names.first == "willBeginZooming")
        #expect(z.recorder.names.last == "didEndZooming")
        #expect(z.recorder.endScales == [3])
    }

    @Test func zoomToRectShowsTheRectCentred() {
        let z = ZoomHarness()
        z.scrollView.zoom(to: Rect(x: 100, y: 100, width: 100, height: 75), animated: false)
        #expect(z.scrollView.zoomScale == 4)
        // The rect's centre (150, 137.5) is in the middle of the scroll view.
        #expect(z.onScreen(Point(x: 150, y: 137.5)).distance(to: Point(x: 200, y: 150)) < 1e-9)
    }

    @Test func controlWheelZoomsAboutThePointer() {
        let z = ZoomHarness()
        let pointer = Point(x: 100, y: 100)
        let anchor = z.content.convert(pointer, from: nil)
        #expect(z.host.scroll(delta: Point(x: 0, y: -40), at: pointer, modifiers: .control))
        #expect(z.scrollView.zoomScale > 1.2)
        #expect(z.onScreen(anchor).distance(to: pointer) < 1e-6)
        #expect(z.recorder.names == ["willBeginZooming", "didZoom", "didScroll", "didEndZooming"])
        // Without Control the wheel scrolls.
        let offset = z.scrollView.contentOffset
        z.host.scroll(delta: Point(x: 0, y: 40), at: pointer)
        #expect(z.scrollView.contentOffset.y == offset.y + 40)
    }

    @Test func aSettledZoomRedrawsTheContentAtItsScale() {
        let z = ZoomHarness()
        z.host.pinch(center: Point(x: 200, y: 150), startSpan: 60, endSpan: 180, duration: 0.4, lift: false)
        // During the gesture the previous drawing is magnified.
        #expect(z.content.rasterizationScale == 1)
        z.host.touchUp(id: 1)
        z.host.touchUp(id: 2)
        z.host.settle()
        #expect(z.content.rasterizationScale == z.scrollView.zoomScale)
    }

    @Test func zoomingScrollViewCentresContentSmallerThanItself() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let root = ViewController()
        host.rootViewController = root
        let content = View()
        let zooming = ZoomingScrollView(contentView: content, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        zooming.minimumZoomScale = 0.5
        root.view.addSubview(zooming)
        host.advance()
        zooming.zoomScale = 0.5
        // 200 × 150 in a 400 × 300 view: centred, and nothing to scroll.
        #expect(content.frame == Rect(x: 100, y: 75, width: 200, height: 150))
        #expect(zooming.contentSize == Size(width: 200, height: 150))
        #expect(zooming.contentOffset == .zero)
    }

    @Test func doubleTapZoomsInOnThePointAndBackOut() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let root = ViewController()
        host.rootViewController = root
        let content = View()
        let zooming = ZoomingScrollView(contentView: content, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.view.addSubview(zooming)
        host.advance()
        let tapped = Point(x: 100, y: 80)
        let anchor = content.convert(tapped, from: nil)
        host.doubleTap(at: tapped)
        host.settle()
        #expect(zooming.zoomScale == 2.5)
        // The tapped point moved to the middle.
        #expect(content.convert(anchor, to: nil).distance(to: Point(x: 200, y: 150)) < 1e-6)
        host.doubleTap(at: Point(x: 200, y: 150))
        host.settle()
        #expect(zooming.zoomScale == 1)
        #expect(zooming.contentOffset == .zero)
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let root = ViewController()
        host.rootViewController = root
        let zooming = ZoomingScrollView(contentView: View(), frame: Rect(x: 0, y: 0, width: 400, height: 300))
        var singles = 0
        let single = TapGestureRecognizer { _ in singles += 1 }
        single.require(toFail: zooming.doubleTapGestureRecognizer)
        zooming.addGestureRecognizer(single)
        root.view.addSubview(zooming)
        host.advance()
        host.doubleTap(at: Point(x: 200, y: 150))
        host.settle()
        #expect(singles == 0)
        #expect(zooming.zoomScale == 2.5)
        host.tap(at: Point(x: 200, y: 150))
        #expect(singles == 0)
        host.advance(by: 0.5)
        #expect(singles == 1)
        #expect(zooming.zoomScale == 2.5)
    }
}

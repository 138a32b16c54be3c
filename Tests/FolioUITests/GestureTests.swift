import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
final class SimultaneousDelegate: GestureRecognizerDelegate {
    var allowBegin = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { allowBegin }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { true }
}

@MainActor
@Suite struct GestureTests {
    let host = HeadlessWindow(size: Size(width: 400, height: 400))
    let responders = ResponderRecorder()
    let gestures = GestureRecorder()

    func makeTarget() -> RecordingView {
        let view = RecordingView("target", recorder: responders, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(view)
        return view
    }

    @Test func tapRecognizesAndCancelsTheViewsTouches() {
        let view = makeTarget()
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        gestures.attach(tap, name: "tap")
        host.tap(at: Point(x: 100, y: 100))
        #expect(taps == 1)
        #expect(gestures.events == [GestureEvent("tap", .ended)])
        #expect(responders.events == [.touchesBegan("target"), .touchesCancelled("target")])
        #expect(tap.state == .possible)  // reset after the touch sequence
    }

    @Test func panFailsATapOnTheSameView() {
        let view = makeTarget()
        let tap = TapGestureRecognizer()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        gestures.attach(tap, name: "tap")
        gestures.attach(pan, name: "pan")
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 0.2)
        #expect(gestures.states(of: "tap") == [.failed])
        #expect(gestures.states(of: "pan").first == .began)
        #expect(gestures.states(of: "pan").last == .ended)
        #expect(responders.events.first == .touchesBegan("target"))
        #expect(responders.events.last == .touchesCancelled("target"))
        #expect(!responders.events.contains(.touchesEnded("target")))
    }

    @Test func stationaryTouchRecognizesTheTapAndFailsThePan() {
        let view = makeTarget()
        let tap = TapGestureRecognizer()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        gestures.attach(tap, name: "tap")
        gestures.attach(pan, name: "pan")
        host.tap(at: Point(x: 50, y: 50))
        // The pan was added first, so it hears of the lift first.
        #expect(gestures.events == [GestureEvent("pan", .failed), GestureEvent("tap", .ended)])
    }

    @Test func panBeginsOnlyAfterTheMinimumDistance() {
        let view = makeTarget()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        host.touchDown(at: Point(x: 100, y: 100))
        host.advance(frames: 1)
        host.touchMove(to: Point(x: 109, y: 100))
        #expect(pan.state == .possible)
        host.advance(frames: 1)
        host.touchMove(to: Point(x: 111, y: 100))
        #expect(pan.state == .began)
        #expect(pan.translation(in: view) == Point(x: 11, y: 0))
        pan.setTranslation(.zero, in: view)
        host.advance(frames: 1)
        host.touchMove(to: Point(x: 121, y: 105))
        #expect(pan.state == .changed)
        #expect(pan.translation(in: view) == Point(x: 10, y: 5))
        host.touchUp()
        #expect(pan.state == .possible)
    }

    @Test func swipeThatRequiresAPanToFailFailsWhenThePanBegins() {
        let view = makeTarget()
        let pan = PanGestureRecognizer()
        let swipe = SwipeGestureRecognizer()
        swipe.require(toFail: pan)
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        gestures.attach(pan, name: "pan")
        gestures.attach(swipe, name: "swipe")
        host.drag(from: Point(x: 50, y: 200), to: Point(x: 250, y: 200), duration: 0.1)
        #expect(gestures.states(of: "swipe") == [.failed])
        #expect(gestures.states(of: "pan").first == .began)
    }

    @Test func swipeThatRequiresAPanToFailRecognizesOnceThePanFails() {
        let view = makeTarget()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2  // a one-finger stroke can never pan
        var swipes = 0
        let swipe = SwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = [.right, .left]
        swipe.require(toFail: pan)
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        gestures.attach(pan, name: "pan")
        gestures.attach(swipe, name: "swipe")
        host.drag(from: Point(x: 300, y: 200), to: Point(x: 100, y: 200), duration: 0.1, lift: false)
        #expect(swipes == 0)  // recognized, but waiting for the pan
        #expect(swipe.state == .possible)
        host.touchUp()
        #expect(gestures.events == [GestureEvent("pan", .failed), GestureEvent("swipe", .ended)])
        #expect(swipes == 1)
    }

    @Test func swipeFailsInADirectionItDoesNotAccept() {
        let view = makeTarget()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .right
        view.addGestureRecognizer(swipe)
        gestures.attach(swipe, name: "swipe")
        host.drag(from: Point(x: 300, y: 200), to: Point(x: 100, y: 200), duration: 0.1)
        #expect(gestures.events == [GestureEvent("swipe", .failed)])
    }

    @Test func doubleTapWithASingleTapThatWaitsForIt() {
        let view = makeTarget()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        gestures.attach(single, name: "single")
        gestures.attach(double, name: "double")
        host.tap(at: Point(x: 100, y: 100))
        host.advance(frames: 6)
        host.tap(at: Point(x: 102, y: 101))
        #expect(gestures.events == [GestureEvent("double", .ended), GestureEvent("single", .failed)])
        gestures.clear()
        host.tap(at: Point(x: 100, y: 100))
        #expect(gestures.events.isEmpty)  // the single tap waits for the double tap to time out
        host.advance(by: 0.5)
        #expect(gestures.events == [GestureEvent("double", .failed), GestureEvent("single", .ended)])
    }

    /// The target view, recognizing double taps only.
    @discardableResult
    func makeTargetWithADoubleTap() -> RecordingView {
        let view = makeTarget()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        return view
    }

    /// A press that may still become a double tap changes nothing until its timeout: a host
    /// may sleep until then rather than draw frames, unless something else is pending.
    @Test func aPendingDoubleTapIsAllAnIdleWindowWaitsFor() {
        let view = makeTargetWithADoubleTap()
        host.tap(at: Point(x: 100, y: 100))
        _ = host.window.layerTree()
        #expect(host.window.needsUpdate)
        let until = host.window.onlyWaitsUntil
        #expect(until.map { $0 > host.clock.now } == true)
        view.setNeedsLayout()
        #expect(host.window.onlyWaitsUntil == nil)
        host.advance(by: 0.5)
        _ = host.window.layerTree()
        #expect(host.window.onlyWaitsUntil == nil)
        #expect(!host.window.needsUpdate)
    }

    @Test func delaysTouchesEndedHoldsTheViewsEndUntilTheRecognizerFails() {
        makeTargetWithADoubleTap()
        host.tap(at: Point(x: 100, y: 100))
        #expect(responders.events == [.touchesBegan("target")])
        host.advance(by: 0.5)
        #expect(responders.events == [.touchesBegan("target"), .touchesEnded("target")])
    }

    @Test func recognizersOfAncestorsTakePartDeepestFirst() {
        let outer = makeTarget()
        let inner = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        outer.addSubview(inner)
        let outerPan = PanGestureRecognizer()
        let innerPan = PanGestureRecognizer()
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        gestures.attach(outerPan, name: "outer")
        gestures.attach(innerPan, name: "inner")
        host.drag(from: Point(x: 150, y: 150), to: Point(x: 190, y: 150), duration: 0.1)
        #expect(gestures.states(of: "inner").first == .began)
        #expect(gestures.states(of: "outer") == [.failed])
    }

    @Test func simultaneousRecognitionThroughTheDelegate() {
        let view = makeTarget()
        let delegate = SimultaneousDelegate()
        let a = PanGestureRecognizer()
        let b = PanGestureRecognizer()
        a.delegate = delegate
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        gestures.attach(a, name: "a")
        gestures.attach(b, name: "b")
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 0.1)
        #expect(gestures.states(of: "a").first == .began)
        #expect(gestures.states(of: "b").first == .began)
    }

    @Test func shouldBeginFalseFailsTheRecognizerAndTheViewKeepsItsTouches() {
        let view = makeTarget()
        let delegate = SimultaneousDelegate()
        delegate.allowBegin = false
        let pan = PanGestureRecognizer()
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        gestures.attach(pan, name: "pan")
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 0.1)
        #expect(gestures.events == [GestureEvent("pan", .failed)])
        #expect(responders.events.last == .touchesEnded("target"))
    }

    @Test func cancelsTouchesInViewFalseLetsTheViewSeeEverything() {
        let view = makeTarget()
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 0.1)
        #expect(responders.events.first == .touchesBegan("target"))
        #expect(responders.events.last == .touchesEnded("target"))
        #expect(!responders.events.contains(.touchesCancelled("target")))
    }

    @Test func disablingAnActivePanCancelsIt() {
        let view = makeTarget()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        gestures.attach(pan, name: "pan")
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 0.1, lift: false)
        pan.isEnabled = false
        #expect(gestures.states(of: "pan").last == .cancelled)
        host.touchUp()
        #expect(pan.state == .possible)
    }
}

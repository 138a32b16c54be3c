import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct PinchGestureRecognizerTests {
    /// A window whose root view carries `recognizers`; returns the window and the pinch's states.
    private func host(_ recognizers: [GestureRecognizer]) -> HeadlessWindow {
        let host = HeadlessWindow(size: Size(width: 400, height: 400))
        let root = ViewController()
        host.rootViewController = root
        for recognizer in recognizers { root.view.addGestureRecognizer(recognizer) }
        host.advance()
        return host
    }

    @Test func scaleIsTheRatioOfFingerDistancesAndFollowsUIKitsStates() {
        var states: [GestureRecognizer.State] = []
        var scales: [Double] = []
        let pinch = PinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            states.append(pinch.state)
            scales.append(pinch.scale)
        }
        let host = host([pinch])
        host.pinch(center: Point(x: 200, y: 200), startSpan: 100, endSpan: 300, duration: 0.5)
        #expect(states.first == .began)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(states.last == .ended)
        // The last move put the fingers 300 apart: three times the 100 they started at.
        #expect(abs((scales.last ?? 0) - 3) < 1e-9)
        #expect(pinch.state == .possible)
    }

    @Test func velocityIsScalePerSecond() {
        var velocity = 0.0
        let pinch = PinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer, pinch.state == .changed else { return }
            velocity = pinch.velocity
        }
        let host = host([pinch])
        // From span 100 to 300 in 1 s: the scale grows by 2 per second.
        host.pinch(center: Point(x: 200, y: 200), startSpan: 100, endSpan: 300, duration: 1, lift: false)
        #expect(abs(velocity - 2) < 1e-6)
        host.touchUp(id: 1)
        host.touchUp(id: 2)
    }

    @Test func locationIsTheCentroidOfTheFingers() {
        var locations: [Point] = []
        let pinch = PinchGestureRecognizer { recognizer in
            locations.append(recognizer.location(in: nil))
        }
        let host = host([pinch])
        host.pinch(
            center: Point(x: 200, y: 200), startSpan: 100, endSpan: 200, duration: 0.5, pan: Point(x: 40, y: -20),
            lift: false)
        #expect(locations.last == Point(x: 240, y: 180))
        host.touchUp(id: 1)
        host.touchUp(id: 2)
    }

    @Test func oneFingerNeverPinches() {
        var states: [GestureRecognizer.State] = []
        let pinch = PinchGestureRecognizer()
        pinch.stateObservers.append { states.append($0.state) }
        let host = host([pinch])
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 300), duration: 0.3)
        #expect(states == [.failed])
        #expect(pinch.state == .possible)
    }

    @Test func settingScaleRebasesTheMeasurement() {
        var scales: [Double] = []
        let pinch = PinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            scales.append(pinch.scale)
            pinch.scale = 1
        }
        let host = host([pinch])
        host.pinch(center: Point(x: 200, y: 200), startSpan: 100, endSpan: 200, duration: 0.5)
        // Each report is the step since the last one; their product is the whole pinch.
        let product = scales.dropLast().reduce(1, *)
        #expect(abs(product - 2) < 1e-9)
    }

    @Test func aPinchWaitsForARecognizerItMustSeeFail() {
        var order: [String] = []
        let pan = PanGestureRecognizer { recognizer in
            if recognizer.state == .began { order.append("pan") }
        }
        pan.minimumNumberOfTouches = 3
        let pinch = PinchGestureRecognizer { recognizer in
            if recognizer.state == .began { order.append("pinch") }
        }
        pinch.require(toFail: pan)
        let host = host([pan, pinch])
        host.pinch(center: Point(x: 200, y: 200), startSpan: 100, endSpan: 300, duration: 0.5, lift: false)
        // The three-finger pan cannot succeed with two fingers, but has not failed while they
        // are down, so the pinch waits; it begins when they lift and the pan fails.
        #expect(order.isEmpty)
        host.touchUp(id: 1)
        host.touchUp(id: 2)
        #expect(order == ["pinch"])
    }

    @Test func aPinchAndAPanRecognizeTogetherWhenTheDelegateAllows() {
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { true }
        }
        let both = Both()
        var began: [String] = []
        let pan = PanGestureRecognizer { if $0.state == .began { began.append("pan") } }
        let pinch = PinchGestureRecognizer { if $0.state == .began { began.append("pinch") } }
        pinch.delegate = both
        let host = host([pan, pinch])
        host.pinch(
            center: Point(x: 200, y: 200), startSpan: 100, endSpan: 300, duration: 0.5, pan: Point(x: 80, y: 0))
        #expect(Set(began) == ["pan", "pinch"])
    }
}

import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct PanVelocityTests {
    @Test(arguments: [Point(x: 600, y: 0), Point(x: -900, y: 300), Point(x: 0, y: -1500)])
    func velocityOfAConstantSpeedDragMatches(velocity: Point) {
        let host = HeadlessWindow(size: Size(width: 800, height: 800))
        let view = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        host.window.addSubview(view)
        var measured = Point.zero
        // The view holds the recognizer, which holds this handler: reach the view through the
        // recognizer rather than capture it, or the three keep each other alive.
        let pan = PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer, pan.state == .ended else { return }
            measured = pan.velocity(in: pan.view)
        }
        view.addGestureRecognizer(pan)
        host.flick(from: Point(x: 400, y: 400), velocity: velocity, duration: 0.25)
        #expect(abs(measured.x - velocity.x) < 1e-6 * max(1, abs(velocity.x)))
        #expect(abs(measured.y - velocity.y) < 1e-6 * max(1, abs(velocity.y)))
    }

    @Test func velocityUsesOnlyTheLastHundredMilliseconds() {
        let host = HeadlessWindow(size: Size(width: 800, height: 800))
        let view = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        host.window.addSubview(view)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        // Slow for 0.5 s (100 pt/s), then fast for 0.2 s (1000 pt/s), finger still down.
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), duration: 0.5, lift: false)
        for i in 1...12 {
            host.advance(frames: 1)
            host.touchMove(to: Point(x: 150 + Double(i) * 1000 / 60, y: 100))
        }
        #expect(abs(pan.velocity(in: view).x - 1000) < 1e-6)
    }

    @Test func velocityIsExpressedInTheViewsCoordinates() {
        let host = HeadlessWindow(size: Size(width: 800, height: 800))
        let view = View(frame: Rect(x: 200, y: 200, width: 400, height: 400))
        view.transform = AffineTransform2D(scaleX: 2, y: 2)
        host.window.addSubview(view)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        host.drag(from: Point(x: 300, y: 400), to: Point(x: 400, y: 400), duration: 0.2, lift: false)
        #expect(abs(pan.velocity(in: nil).x - 500) < 1e-6)
        #expect(abs(pan.velocity(in: view).x - 250) < 1e-6)
        #expect(abs(pan.translation(in: view).x - 50) < 1e-9)
    }
}

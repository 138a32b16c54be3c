import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
@Suite struct LongPressGestureRecognizerTests {
    /// A window whose root view carries `recognizers`.
    private func host(_ recognizers: [GestureRecognizer]) -> HeadlessWindow {
        let host = HeadlessWindow(size: Size(width: 400, height: 400))
        let root = ViewController()
        host.rootViewController = root
        for recognizer in recognizers { root.view.addGestureRecognizer(recognizer) }
        host.advance()
        return host
    }

    @Test func aPressHeldHalfASecondBeginsThenChangesWithMovesAndEndsOnLift() {
        var states: [GestureRecognizer.State] = []
        let hold = LongPressGestureRecognizer { states.append($0.state) }
        let host = host([hold])
        host.touchDown(at: Point(x: 100, y: 100))
        host.advance(by: 0.45)
        #expect(states.isEmpty)
        host.advance(by: 0.1)
        #expect(states == [.began])
        host.touchMove(to: Point(x: 180, y: 140))
        #expect(hold.location(in: nil) == Point(x: 180, y: 140))
        host.touchUp()
        #expect(states == [.began, .changed, .ended])
    }

    @Test func movingBeforeTheDurationFailsIt() {
        var states: [GestureRecognizer.State] = []
        let hold = LongPressGestureRecognizer { states.append($0.state) }
        let host = host([hold])
        host.touchDown(at: Point(x: 100, y: 100))
        host.advance(by: 0.2)
        host.touchMove(to: Point(x: 115, y: 100))
        host.advance(by: 0.5)
        host.touchUp()
        #expect(states.isEmpty)
    }

    @Test func liftingBeforeTheDurationFailsIt() {
        var states: [GestureRecognizer.State] = []
        let hold = LongPressGestureRecognizer { states.append($0.state) }
        let host = host([hold])
        host.touchDown(at: Point(x: 100, y: 100))
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 0.5)
        #expect(states.isEmpty)
    }

    @Test func heldStillItWinsOverAPanAndMovedAtOnceThePanWins() {
        var holdStates: [GestureRecognizer.State] = []
        var panStates: [GestureRecognizer.State] = []
        let hold = LongPressGestureRecognizer { holdStates.append($0.state) }
        let pan = PanGestureRecognizer { panStates.append($0.state) }
        let host = host([hold, pan])
        host.touchDown(at: Point(x: 100, y: 100))
        host.advance(by: 0.6)
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 100), duration: 0.2)
        #expect(holdStates.first == .began)
        #expect(panStates.isEmpty)

        holdStates = []
        host.drag(from: Point(x: 100, y: 200), to: Point(x: 300, y: 200), duration: 0.2)
        host.advance(by: 0.6)
        #expect(holdStates.isEmpty)
        #expect(panStates.first == .began)
        #expect(panStates.last == .ended)
    }
}

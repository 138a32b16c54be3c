import FolioCore
import FolioTesting
import FolioUI
import Testing

@MainActor
final class KeyHandlingController: RecordingViewController {
    var keys: [Key] = []
    override func keyDown(_ event: KeyEvent) -> Bool {
        keys.append(event.key)
        return event.key == .rightArrow || super.keyDown(event)
    }
}

@MainActor
@Suite struct ResponderChainTests {
    @Test func keysGoToTheFirstResponderThenUpThroughTheViewController() {
        let host = HeadlessWindow(size: Size(width: 200, height: 200))
        let controller = KeyHandlingController("vc", recorder: LifecycleRecorder())
        host.rootViewController = controller
        let responders = ResponderRecorder()
        let outer = RecordingView("outer", recorder: responders, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = RecordingView("inner", recorder: responders, frame: Rect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.becomeFirstResponder())
        #expect(inner.isFirstResponder)
        #expect(host.press(.rightArrow))
        #expect(responders.events == [.keyDown("inner", .rightArrow), .keyDown("outer", .rightArrow)])
        #expect(controller.keys == [.rightArrow])
        #expect(!host.press(.escape))  // nobody handles it: it falls off the end of the chain
        outer.handlesKeys = true
        responders.clear()
        #expect(host.press(.leftArrow))
        #expect(responders.events == [.keyDown("inner", .leftArrow), .keyDown("outer", .leftArrow)])
        #expect(controller.keys == [.rightArrow, .escape])
    }

    @Test func keysWithoutAFirstResponderGoToTheTopViewController() throws {
        let host = HeadlessWindow(size: Size(width: 200, height: 200))
        let root = KeyHandlingController("root", recorder: LifecycleRecorder())
        let modal = KeyHandlingController("modal", recorder: LifecycleRecorder())
        host.rootViewController = root
        host.press(.space)
        #expect(root.keys == [.space])
        try root.present(modal, animated: false)
        host.press(.rightArrow)
        #expect(modal.keys == [.rightArrow])
        #expect(root.keys == [.space])  // handled by the modal: it stops there
        host.press(.enter)
        // Unhandled, it goes on to the presenting controller, as UIKit's responder chain does.
        #expect(modal.keys == [.rightArrow, .enter])
        #expect(root.keys == [.space, .enter])
        #expect(modal.next === root)
    }

    @Test func firstResponderIsDroppedWhenTheViewLeavesTheWindow() {
        let host = HeadlessWindow(size: Size(width: 200, height: 200))
        let view = RecordingView("v", recorder: ResponderRecorder())
        host.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.removeFromSuperview()
        #expect(host.window.firstResponder == nil)
        let refusing = RecordingView("r", recorder: ResponderRecorder())
        refusing.acceptsFirstResponder = false
        host.window.addSubview(refusing)
        #expect(!refusing.becomeFirstResponder())
    }

    @Test func wheelGoesToTheViewUnderThePointerThenUp() {
        let host = HeadlessWindow(size: Size(width: 200, height: 200))
        let responders = ResponderRecorder()
        let outer = RecordingView("outer", recorder: responders, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let inner = RecordingView("inner", recorder: responders, frame: Rect(x: 100, y: 100, width: 50, height: 50))
        outer.handlesScrollWheel = true
        outer.addSubview(inner)
        host.window.addSubview(outer)
        #expect(host.scroll(delta: Point(x: 0, y: 40), at: Point(x: 120, y: 120)))
        #expect(
            responders.events == [
                .scrollWheel("inner", delta: Point(x: 0, y: 40)), .scrollWheel("outer", delta: Point(x: 0, y: 40)),
            ])
        responders.clear()
        host.scroll(delta: Point(x: 10, y: 0), at: Point(x: 10, y: 10))
        #expect(responders.events == [.scrollWheel("outer", delta: Point(x: 10, y: 0))])
    }

    @Test func touchesAreDeliveredToTheHitViewAndMouseDragsActAsOneTouch() {
        let host = HeadlessWindow(size: Size(width: 200, height: 200))
        let responders = ResponderRecorder()
        let view = RecordingView("v", recorder: responders, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let clock = host.clock
        host.window.sendEvent(
            .pointer(PointerEvent(phase: .began, location: Point(x: 10, y: 10), timestamp: clock.now, kind: .mouse)))
        host.window.sendEvent(
            .pointer(PointerEvent(phase: .moved, location: Point(x: 150, y: 10), timestamp: clock.now, kind: .mouse)))
        host.window.sendEvent(
            .pointer(PointerEvent(phase: .ended, location: Point(x: 150, y: 10), timestamp: clock.now, kind: .mouse)))
        // The drag left the view, but the touch stays with the view it began in.
        #expect(responders.events == [.touchesBegan("v"), .touchesMoved("v"), .touchesEnded("v")])
        // Moves of a mouse with no button down are not touches.
        #expect(
            !host.window.sendEvent(
                .pointer(PointerEvent(phase: .moved, location: Point(x: 5, y: 5), timestamp: clock.now, kind: .mouse))))
    }
}

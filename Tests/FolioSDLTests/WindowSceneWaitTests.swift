import FolioCore
import FolioRender
import FolioUI
import Testing

@testable import FolioSDL

/// A window scene says it only waits for a gesture's timeout once its frames stop changing:
/// the host then sleeps instead of drawing frames that show nothing new, but keeps its
/// cadence while a drag changes every frame.
@MainActor
@Suite struct WindowSceneWaitTests {
    let clock = ManualClock(start: 0)
    let window: Window
    let scene: WindowScene
    let view = View(frame: Rect(x: 0, y: 0, width: 120, height: 80))
    var frame = Bitmap(width: 120, height: 80)

    init() {
        window = Window(size: Size(width: 120, height: 80), clock: clock)
        view.backgroundColor = .white
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        window.addSubview(view)
        window.makeKeyAndVisible()
        scene = WindowScene(window: window, compositor: Compositor())
    }

    /// Lays out and draws a frame over the last, as the host does into its surface.
    private mutating func drawFrame() {
        scene.update()
        _ = scene.render(into: &frame, scale: 1, frameHoldsLastFrame: true)
    }

    private func press(_ phase: TouchPhase, at point: Point) {
        scene.sendEvent(.pointer(PointerEvent(id: 0, phase: phase, location: point, timestamp: clock.now)))
    }

    /// A tap, which may still become a double tap.
    private func tap(at point: Point) {
        press(.began, at: point)
        press(.ended, at: point)
    }

    @Test mutating func aTapThatChangesNothingIsWaitedOutOnceAFrameShowedNothing() {
        drawFrame()
        tap(at: Point(x: 40, y: 40))
        #expect(scene.needsUpdate)
        // The frame before the press changed pixels (the first): one frame to find out.
        #expect(scene.onlyWaitsUntil == nil)
        drawFrame()
        let until = scene.onlyWaitsUntil
        #expect(until.map { $0 > clock.now } == true)
    }

    @Test mutating func framesThatChangeKeepTheCadenceThoughATimeoutWaits() {
        drawFrame()
        tap(at: Point(x: 40, y: 40))
        drawFrame()
        #expect(scene.onlyWaitsUntil != nil)
        // Something moves under the finger, as a page does under a drag.
        view.backgroundColor = .black
        drawFrame()
        #expect(scene.needsUpdate)
        #expect(scene.onlyWaitsUntil == nil)
    }
}

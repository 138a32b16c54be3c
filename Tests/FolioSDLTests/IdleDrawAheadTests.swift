import FolioCore
import FolioRender
import FolioUI
import Testing

@testable import FolioSDL

/// The run loop's draw-ahead step draws one layer at a time while the window is idle and
/// stops as soon as input is pending.
@MainActor
@Suite struct IdleDrawAheadTests {
    /// A scene with `left` layers to draw ahead, counting what it was asked to draw.
    private final class CountingScene: SDLScene {
        var left: Int
        var drawn = 0
        init(left: Int) { self.left = left }
        func setSize(_ size: Size) {}
        func sendEvent(_ event: Event) {}
        var needsUpdate: Bool { false }
        func update() {}
        func render(into frame: inout Bitmap, scale: Double) {}
        var isFinished: Bool { false }
        func drawAhead() -> Bool {
            guard left > 0 else { return false }
            left -= 1
            drawn += 1
            return left > 0
        }
    }

    /// A page drawn with content, as a page view controller's neighbour is.
    private final class PageView: View {
        override var drawsContent: Bool { true }
        override func draw(in context: any GraphicsContext) {
            context.setFillColor(.black)
            context.fill(bounds.insetBy(dx: 10, dy: 10))
        }
    }

    @Test func inputArrivingAfterOneLayerStopsTheStep() {
        let scene = CountingScene(left: 5)
        let step = IdleDrawAhead(inputIsPending: { scene.drawn >= 1 })
        #expect(step.run(scene) == 1)
        #expect(scene.drawn == 1)
    }

    @Test func pendingInputDrawsNothing() {
        let scene = CountingScene(left: 5)
        #expect(IdleDrawAhead(inputIsPending: { true }).run(scene) == 0)
        #expect(scene.drawn == 0)
    }

    @Test func withoutInputItDrawsWhatIsLeftUpToItsShareOfAPause() {
        let few = CountingScene(left: 3)
        IdleDrawAhead(inputIsPending: { false }).run(few)
        #expect(few.drawn == 3)
        let many = CountingScene(left: 20)
        IdleDrawAhead(inputIsPending: { false }).run(many)
        #expect(many.drawn == IdleDrawAhead.layersPerPause)
    }

    @Test func aWindowSceneDrawsOneHiddenPageBeforeTheEventThatArrivesThen() {
        let window = Window(size: Size(width: 120, height: 80), clock: ManualClock(start: 0))
        for _ in 0..<3 {
            let page = PageView(frame: window.bounds)
            page.isHidden = true
            page.drawsAhead = true
            window.addSubview(page)
        }
        window.makeKeyAndVisible()
        let scene = WindowScene(window: window, compositor: Compositor())
        scene.update()
        var frame = Bitmap(width: 120, height: 80)
        scene.render(into: &frame, scale: 1)
        let compositor = scene.compositor
        let before = compositor.contentDrawCount
        // An event arrives while the first page is drawn: no second page is drawn for it.
        IdleDrawAhead(inputIsPending: { compositor.contentDrawCount > before }).run(scene)
        #expect(compositor.contentDrawCount == before + 1)
        // The next pause draws the rest.
        IdleDrawAhead(inputIsPending: { false }).run(scene)
        #expect(compositor.contentDrawCount == before + 3)
    }
}

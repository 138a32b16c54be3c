import FolioCore
import FolioRender
import FolioUI
import Testing

@testable import FolioSDL

/// A frame drawn at scale 2 for a window of half its pixels, scrolled: the scene draws only
/// the strip that scrolled in, the window surface's own pixels move, and the surface then
/// shows what sampling a full redraw down gives.
@MainActor
@Suite struct SurfaceMoveTests {
    /// Stripes of many colours, so that a row moved too far or not far enough shows.
    private final class Stripes: View {
        override var drawsContent: Bool { true }
        override func draw(in context: any GraphicsContext) {
            for row in 0..<Int(bounds.height / 5) {
                let shade = Double(row % 17) / 17
                context.setFillColor(Color(red: shade, green: 1 - shade, blue: Double(row % 5) / 5))
                context.fill(Rect(x: Double(row % 3) * 7, y: Double(row) * 5, width: bounds.width - 30, height: 5))
            }
        }
    }

    private func scrolledWindow() -> (Window, ScrollView) {
        let window = Window(size: Size(width: 160, height: 120), clock: ManualClock(start: 0))
        window.backgroundColor = Color(white: 0.3)
        let scroll = ScrollView(frame: Rect(x: 10, y: 10, width: 140, height: 90))
        let stripes = Stripes(frame: Rect(x: 0, y: 0, width: 140, height: 600))
        scroll.addSubview(stripes)
        scroll.contentSize = Size(width: 140, height: 600)
        window.addSubview(scroll)
        // Drawn over the scroll view: drawn again where the move takes its pixels.
        let badge = View(frame: Rect(x: 60, y: 40, width: 30, height: 12))
        badge.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.1)
        window.addSubview(badge)
        window.makeKeyAndVisible()
        return (window, scroll)
    }

    /// Paints `rect` of `frame` as the statistics overlay does, over whatever the scene drew.
    private func paintOverlay(_ rect: IntRect, into frame: inout Bitmap) {
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 { frame.pixels[y * frame.width + x] = 0xFF10_2030 }
        }
    }

    /// With `overlay`, a box the host paints over every frame (the statistics overlay): the
    /// move carries it along, and the scene's pixels are drawn again where it lands.
    @Test(arguments: [false, true])
    func wheelStepsMoveTheSurfaceAndCopyOnlyWhatWasDrawn(overlay: Bool) throws {
        let box = overlay ? IntRect(x0: 40, y0: 60, x1: 100, y1: 100) : nil
        let (window, scroll) = scrolledWindow()
        let scene = WindowScene(window: window, compositor: Compositor())
        scene.update()
        var frame = Bitmap(width: 320, height: 240)
        var surface = Bitmap(width: 160, height: 120)
        #expect(scene.render(into: &frame, scale: 2, surfaceRatio: 2) == nil)
        func copyWhole(_ source: Bitmap, into target: inout Bitmap) {
            source.pixels.withUnsafeBufferPointer { from in
                target.pixels.withUnsafeMutableBytes { to in
                    guard let base = to.baseAddress else { return }
                    FrameCopy.copy(
                        from, sourceWidth: 320, sourceHeight: 240, into: base, width: 160, height: 120, pitch: 640)
                }
            }
        }
        if let box {
            paintOverlay(box, into: &frame)
            scene.pixelsDrawnOver = box
        }
        copyWhole(frame, into: &surface)
        for (step, delta) in [12.0, 12, 30, 7, -20, -9].enumerated() {
            scroll.contentOffset.y += delta
            scene.update()
            let damage = try #require(scene.render(into: &frame, scale: 2, surfaceRatio: 2))
            #expect(damage.move?.dy == Int(-delta * 2), "step \(step)")
            var drawn = 0
            for index in 0..<damage.rects.count {
                let r = damage.rects[index]
                drawn += (r.x1 - r.x0) * (r.y1 - r.y0)
            }
            #expect(drawn <= 320 * Int(abs(delta) * 2) + 4 * 60 * 40 + 64, "step \(step): \(drawn) pixels drawn")
            if let box { paintOverlay(box, into: &frame) }
            surface.pixels.withUnsafeMutableBytes { to in
                guard let base = to.baseAddress else { return }
                _ = SDLPresenter.copy(
                    frame, damage: damage, ratio: 2, alsoChanged: box, into: base, width: 160, height: 120, pitch: 640)
            }
            var whole = Compositor().render(window.layerTree(), width: 320, height: 240, scale: 2, background: .white)
            if let box { paintOverlay(box, into: &whole) }
            var expected = Bitmap(width: 160, height: 120)
            copyWhole(whole, into: &expected)
            let differing = zip(surface.pixels, expected.pixels).count { $0 != $1 }
            #expect(differing == 0, "step \(step): \(differing) pixels of the surface differ")
        }
    }
}

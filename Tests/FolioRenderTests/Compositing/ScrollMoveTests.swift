import FolioCore
import FolioUI
import Testing

@testable import FolioRender

/// When a scroll is drawn by moving pixels, and that the frame drawn so equals a full redraw.
@MainActor
@Suite struct ScrollMoveTests {
    /// Diagonal bands: no two rows alike, so a move over it would show.
    private final class Pattern: View {
        override var drawsContent: Bool { true }
        override func draw(in context: any GraphicsContext) {
            for band in 0..<Int(bounds.height / 6) {
                context.setFillColor(Color(red: Double(band % 7) / 7, green: 0.5, blue: Double(band % 3) / 3))
                context.fill(Rect(x: Double(band % 4) * 9, y: Double(band) * 6, width: 40, height: 6))
            }
        }
    }

    private struct Scene {
        let window: Window
        let scroll: ScrollView
    }

    /// A scroll view of patterned content over `under`, the window's flat colour when nil.
    private func scene(under: View? = nil, scrollBackground: Color? = nil) -> Scene {
        let window = Window(size: Size(width: 120, height: 100), clock: ManualClock(start: 0))
        window.backgroundColor = Color(white: 0.8)
        if let under { window.addSubview(under) }
        let scroll = ScrollView(frame: Rect(x: 10, y: 10, width: 100, height: 80))
        scroll.backgroundColor = scrollBackground
        let content = Pattern(frame: Rect(x: 20, y: 0, width: 60, height: 400))
        scroll.addSubview(content)
        scroll.contentSize = Size(width: 100, height: 400)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        window.update()
        return Scene(window: window, scroll: scroll)
    }

    /// Scrolls by `delta`, draws the new frame over the last as the window does, checks it
    /// against a full redraw and returns the damage.
    private func step(_ scene: Scene, by delta: Double, scale: Double = 1) -> FrameDamage {
        let (width, height) = (Int(120 * scale), Int(100 * scale))
        let compositor = Compositor()
        let old = scene.window.layerTree()
        var frame = compositor.render(old, width: width, height: height, scale: scale)
        scene.scroll.contentOffset.y += delta
        scene.window.update()
        let new = scene.window.layerTree()
        let whole = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        let damage = compositor.frameDamage(from: old, to: new, scale: scale, bounds: whole)
        frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            damage.move?.apply(to: base, rowLength: width)
            for index in 0..<damage.rects.count {
                compositor.render(
                    new, intoPixels: base, width: width, height: height, rowLength: width, scale: scale,
                    limitedTo: damage.rects[index])
            }
        }
        let expected = Compositor().render(new, width: width, height: height, scale: scale)
        let differing = zip(frame.pixels, expected.pixels).count { $0 != $1 }
        #expect(differing == 0, "\(differing) pixels of the frame drawn over the last differ from a full redraw")
        return damage
    }

    @Test func aScrollOverAFlatColourMovesThePixels() {
        let damage = step(scene(), by: 9, scale: 2)
        #expect(damage.move == FrameMove(rect: IntRect(x0: 20, y0: 20, x1: 220, y1: 180), dy: -18))
        #expect(damage.rects.bounds == IntRect(x0: 20, y0: 162, x1: 220, y1: 180).union(damage.rects.bounds))
    }

    @Test func aScrollOverAPatternIsDrawnWhole() {
        let under = Pattern(frame: Rect(x: 0, y: 0, width: 120, height: 100))
        let damage = step(scene(under: under), by: 9)
        #expect(damage.move == nil)
        #expect(damage.rects.bounds.contains(IntRect(x0: 10, y0: 10, x1: 110, y1: 90)))
    }

    @Test func anOpaqueScrollViewMovesOverAPattern() {
        let under = Pattern(frame: Rect(x: 0, y: 0, width: 120, height: 100))
        let damage = step(scene(under: under, scrollBackground: .white), by: -7)
        #expect(damage.move?.dy == 7)
    }

    @Test func aScrollOfPartOfAPixelIsDrawnWhole() {
        let damage = step(scene(), by: 2.5)
        #expect(damage.move == nil)
    }

    @Test func overlappingDamageIsDrawnOnce() {
        // A curl's bounds before and after a step overlap almost entirely: drawn as two
        // renders, their common pixels would be drawn twice.
        var rects = DamageRects()
        rects.add(IntRect(x0: 100, y0: 0, x1: 900, y1: 1000))
        rects.add(IntRect(x0: 0, y0: 1200, x1: 50, y1: 1300))
        rects.add(IntRect(x0: 120, y0: 10, x1: 920, y1: 1010))
        #expect(rects.count == 2)
        #expect(rects.bounds == IntRect(x0: 0, y0: 0, x1: 920, y1: 1300))
        let joined = (0..<rects.count).map { rects[$0] }
        #expect(joined.contains(IntRect(x0: 100, y0: 0, x1: 920, y1: 1010)))
        // A thin rectangle across a wide one stays apart: their union would draw far more.
        rects.add(IntRect(x0: 880, y0: 0, x1: 1900, y1: 20))
        #expect(rects.count == 3)
    }

    @Test func damageBeyondItsCapacityJoinsTheRectangleItGrowsLeast() {
        var rects = DamageRects()
        for index in 0..<DamageRects.capacity {
            rects.add(IntRect(x0: index * 100, y0: 0, x1: index * 100 + 10, y1: 10))
        }
        rects.add(IntRect(x0: 205, y0: 5, x1: 215, y1: 12))
        #expect(rects.count == DamageRects.capacity)
        #expect(rects[2] == IntRect(x0: 200, y0: 0, x1: 215, y1: 12))
        rects.add(IntRect(x0: 1, y0: 1, x1: 5, y1: 5))
        #expect(rects[0] == IntRect(x0: 0, y0: 0, x1: 10, y1: 10))
    }
}

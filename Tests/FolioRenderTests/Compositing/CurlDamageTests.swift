import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// A frame that only moves a curl is drawn inside its damage alone, over the frame before: the
/// damage must hold every pixel the two curls draw differently. Here the two frames are drawn
/// whole and compared pixel by pixel, so a pixel left out of the damage shows however little
/// it changed.
@Suite @MainActor struct CurlDamageTests {
    /// The pages, one image each for every frame: a frame's damage is worked out only
    /// between layers showing the same image.
    private let beneath = Fixtures.detailedPage(width: 120, height: 160, tint: 0x40)
    private let turning = Fixtures.detailedPage(width: 120, height: 160, tint: 0xC0)

    /// A desk with a page beneath and, over it, a page curled by `curl`, as the compositor
    /// draws them at `scale`.
    private func frame(_ curl: PageCurl, scale: Double) -> (LayerNode, Bitmap) {
        let page = Rect(x: 0, y: 0, width: 120, height: 160)
        var root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 240, height: 200), backgroundColor: Color(rgb: 0x204060))
        let under = LayerNode(
            id: 2, bounds: page, position: Point(x: 120, y: 100),
            content: .image(beneath))
        var sheet = LayerNode(
            id: 3, bounds: page, position: Point(x: 120, y: 100),
            content: .image(turning))
        sheet.deformation = .pageCurl(curl)
        root.sublayers = [under, sheet]
        var bitmap = Bitmap(width: Int(240 * scale), height: Int(200 * scale), fill: Color(rgb: 0xFF00FF))
        Compositor().render(root, into: &bitmap, scale: scale)
        return (root, bitmap)
    }

    /// Pixels that differ between `a` and `b` and lie in none of `damage`'s rectangles.
    private func pixelsOutside(_ damage: FrameDamage, _ a: Bitmap, _ b: Bitmap) -> Int {
        var outside = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                let pixel = IntRect(x0: x, y0: y, x1: x + 1, y1: y + 1)
                let inside = (0..<damage.rects.count).contains { damage.rects[$0].contains(pixel) }
                if !inside { outside += 1 }
            }
        }
        return outside
    }

    @Test(arguments: [1.0, 2.0])
    func everyPixelTwoCurlsDrawDifferentlyIsDamaged(scale: Double) {
        var random = SeededRandom(seed: UInt64(scale * 11))
        let page = Rect(x: 0, y: 0, width: 120, height: 160)
        var changed = 0
        for k in 0..<40 {
            // Folds from every side, tilted any way, near the page's corners and far past them;
            // radii from a sharp crease to half the page; shadows narrower and wider than πR;
            // shadow bounds around the book, and for a few curls narrower than the page.
            let angle = Double.random(in: -Double.pi...Double.pi, using: &random)
            let radius = k % 5 == 0 ? 0.001 : Double.random(in: 0.5...60, using: &random)
            let width = Double.random(in: 1...50, using: &random)
            let bounds =
                k % 7 == 3
                ? Rect(x: 30, y: 20, width: 50, height: 100) : Rect(x: -120, y: -20, width: 360, height: 200)
            func curl(axis: Point, normal: Point, radius: Double) -> PageCurl {
                PageCurl(
                    pageRect: page, axisPoint: axis, normal: normal, radius: radius,
                    back: k % 2 == 0
                        ? .seenThrough(paperColor: .paper, washAlpha: 0.6)
                        : .mirroredFront(paperColor: .paper, washAlpha: 0.7),
                    shadow: PageCurl.Shadow(width: width), shadowBounds: bounds)
            }
            let axis = Point(
                x: Double.random(in: -20...140, using: &random), y: Double.random(in: -20...180, using: &random))
            let before = curl(axis: axis, normal: Point(x: cos(angle), y: sin(angle)), radius: radius)
            // A step of a drag, a leap across the page, or the radius alone changing.
            let step = k % 4 == 1 ? 60.0 : 4.0
            let turn = k % 4 == 2 ? 0 : Double.random(in: -0.1...0.1, using: &random)
            let after = curl(
                axis: Point(
                    x: axis.x + Double.random(in: -step...step, using: &random),
                    y: axis.y + Double.random(in: -step...step, using: &random)),
                normal: Point(x: cos(angle + turn), y: sin(angle + turn)),
                radius: k % 4 == 3 ? radius * 1.5 + 1 : radius)
            let (old, a) = frame(before, scale: scale)
            let (new, b) = frame(after, scale: scale)
            let damage = Compositor().frameDamage(
                from: old, to: new, scale: scale, bounds: IntRect(x0: 0, y0: 0, x1: a.width, y1: a.height))
            // Only the curl moved, so the damage is the curl's, not the page's whole bounds.
            #expect(Compositor.movedCurls(old.sublayers[1], new.sublayers[1]) != nil, "curl \(k)")
            let outside = pixelsOutside(damage, a, b)
            #expect(outside == 0, "curl \(k): \(outside) changed pixels lie outside the damage")
            changed += zip(a.pixels, b.pixels).filter { $0 != $1 }.count
        }
        #expect(changed > 10_000, "the curls hardly changed anything: \(changed) pixels")
    }

    /// The turned-over part's drop shadow falls on the flat page wherever the page is, also
    /// outside shadow bounds smaller than the page (only what lies beneath the sheet is cut
    /// to them): a fold rising from the bottom edge of a page whose shadow bounds are a
    /// corner of it, far from the fold.
    @Test(arguments: [1.0, 2.0])
    func theShadowOnTheFlatPageIsDamagedBeyondNarrowShadowBounds(scale: Double) {
        func curl(axisY: Double) -> PageCurl {
            PageCurl(
                pageRect: Rect(x: 0, y: 0, width: 120, height: 160), axisPoint: Point(x: 60, y: axisY),
                normal: Point(x: 0, y: 1), radius: 6, back: .seenThrough(paperColor: .paper, washAlpha: 0.6),
                shadow: PageCurl.Shadow(width: 12), shadowBounds: Rect(x: 0, y: 0, width: 60, height: 60))
        }
        let (old, a) = frame(curl(axisY: 130), scale: scale)
        let (new, b) = frame(curl(axisY: 126), scale: scale)
        let damage = Compositor().frameDamage(
            from: old, to: new, scale: scale, bounds: IntRect(x0: 0, y0: 0, x1: a.width, y1: a.height))
        #expect(Compositor.movedCurls(old.sublayers[1], new.sublayers[1]) != nil)
        #expect(pixelsOutside(damage, a, b) == 0)
    }
}

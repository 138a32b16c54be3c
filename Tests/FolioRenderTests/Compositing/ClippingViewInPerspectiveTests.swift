import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// A page turned in perspective inside a clipping view that it fills (a zoomable page in a
/// cube or a cover flow: a scroll view with a background colour, holding the page): the
/// view's clip and background change no pixel, so neither is drawn, and the page hides what
/// lies beneath it like any turned page. A view the page does not fill keeps both.
@Suite @MainActor struct ClippingViewInPerspectiveTests {
    private static let paper = Color(rgb: 0xF4_EC_D9)
    private static let holderSize = Size(width: 120, height: 90)

    /// A desk (a detailed picture under everything) and, turned `turn` radians about the
    /// vertical axis in perspective, a holder 120 × 90 points whose bounds start at `origin`
    /// (a scroll view's offset), holding `contents`.
    private func stage(
        turn: Double, at position: Point, holding contents: [LayerNode], clips: Bool, background: Color?,
        origin: Point = .zero, cornerRadius: Double = 0
    ) -> LayerNode {
        var root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 240, height: 160), backgroundColor: Color(rgb: 0x204060))
        root.sublayerTransform = .perspective(distance: 300)
        let desk = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 240, height: 160), position: Point(x: 120, y: 80),
            content: .image(Fixtures.detailedPage(width: 240, height: 160, tint: 0x40)))
        var holder = LayerNode(
            id: 3, bounds: Rect(origin: origin, size: Self.holderSize), position: position,
            transform: Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0), backgroundColor: background)
        holder.clipsToBounds = clips
        holder.cornerRadius = cornerRadius
        holder.sublayers = contents
        root.sublayers = [desk, holder]
        return root
    }

    private func stage(turn: Double, at position: Point, page: LayerNode, clips: Bool, background: Color?)
        -> LayerNode
    {
        stage(turn: turn, at: position, holding: [page], clips: clips, background: background)
    }

    /// An opaque page placed at `frame` in its holder's coordinates.
    private func page(_ frame: Rect) -> LayerNode {
        LayerNode(
            id: 4, bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
            position: Point(x: frame.midX, y: frame.midY),
            content: .image(Fixtures.detailedPage(width: Int(frame.width), height: Int(frame.height), tint: 0xC0)))
    }

    private var filling: Rect { Rect(origin: .zero, size: Self.holderSize) }

    /// How many pixels two frames of one size differ in.
    private func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).filter { $0 != $1 }.count
    }

    @Test func aPageFillingItsClippingViewDrawsWhatTheMaskAndTheFillDrew() {
        var random = SeededRandom(seed: 41)
        for k in 0..<24 {
            let turn = Double.random(in: -1.2...1.2, using: &random)
            let position = Point(
                x: Double.random(in: 60...180, using: &random), y: Double.random(in: 45...115, using: &random))
            // Every other holder scrolled: its bounds start away from zero.
            let origin =
                k % 2 == 0
                ? Point.zero
                : Point(
                    x: Double.random(in: -300...300, using: &random), y: Double.random(in: -300...300, using: &random))
            let covered = Rect(origin: origin, size: Self.holderSize)
            let held = stage(
                turn: turn, at: position, holding: [page(covered)], clips: true, background: Self.paper, origin: origin)
            // The same picture drawn the way that makes a mask and fills: the paper a layer of
            // its own under the page (a layer with no sublayers is always filled), and a red
            // layer outside the bounds, which the clip must cut.
            let paper = LayerNode(
                id: 5, bounds: Rect(origin: .zero, size: Self.holderSize),
                position: Point(x: covered.midX, y: covered.midY), backgroundColor: Self.paper)
            let outside = LayerNode(
                id: 6, bounds: Rect(x: 0, y: 0, width: 10, height: 10),
                position: Point(x: origin.x - 40, y: origin.y - 40), backgroundColor: Color(rgb: 0xFF0000))
            let masked = stage(
                turn: turn, at: position, holding: [paper, page(covered), outside], clips: true, background: nil,
                origin: origin)
            let frame = renderOverMagenta(held)
            let changed = differing(frame, renderOverMagenta(masked))
            #expect(changed == 0, "case \(k): \(changed) pixels differ from the masked and filled page")
            // Hiding the desk under the page changes nothing either.
            #expect(differing(frame, renderOverMagenta(held, occlusion: false)) == 0, "case \(k)")
        }
    }

    @Test func aRoundedClippingViewOrOneInsideARoundedClipStillFillsItsBackground() {
        // Along a rounded corner the page is anti-aliased over the background, so a
        // background of another colour must change those pixels.
        func rounded(_ background: Color) -> Bitmap {
            renderOverMagenta(
                stage(
                    turn: 0.5, at: Point(x: 120, y: 80), holding: [page(filling)], clips: true, background: background,
                    cornerRadius: 14))
        }
        #expect(differing(rounded(Self.paper), rounded(Color(rgb: 0xFF0000))) > 0)
        // The same inside a rounded clip: a square holder, flat in a rounded turned one.
        func nested(_ background: Color) -> Bitmap {
            let holder = LayerNode(
                id: 7, bounds: Rect(origin: .zero, size: Self.holderSize),
                position: Point(x: Self.holderSize.width / 2, y: Self.holderSize.height / 2),
                backgroundColor: background, sublayers: [page(filling)])
            return renderOverMagenta(
                stage(
                    turn: 0.5, at: Point(x: 120, y: 80), holding: [holder], clips: true, background: nil,
                    cornerRadius: 14))
        }
        #expect(differing(nested(Self.paper), nested(Color(rgb: 0xFF0000))) > 0)
    }

    @Test func aPageFillingItsClippingViewHidesTheDeskBeneath() {
        let held = stage(
            turn: 0.5, at: Point(x: 120, y: 80), page: page(filling), clips: true, background: Self.paper)
        // The rectangle inside the turned page's trapezoid, as for a page turned on its own.
        #expect(occludedArea(held) > 4000)
    }

    @Test func aPageSmallerThanItsClippingViewLeavesTheBackgroundAroundIt() {
        let inset = filling.insetBy(dx: 12, dy: 10)
        let held = stage(turn: 0.5, at: Point(x: 120, y: 80), page: page(inset), clips: true, background: Self.paper)
        let paperPixels = renderOverMagenta(held).pixels.filter { $0 == Self.paper.premultipliedARGB }.count
        #expect(paperPixels > 1000)
    }

    @Test func aPageReachingPastItsClippingViewIsCutAtItsEdge() {
        // Thirty points past the holder's right-hand edge.
        let wide = Rect(x: 0, y: 0, width: Self.holderSize.width + 30, height: Self.holderSize.height)
        let clipped = renderOverMagenta(
            stage(turn: 0.5, at: Point(x: 100, y: 80), page: page(wide), clips: true, background: Self.paper))
        let uncut = renderOverMagenta(
            stage(turn: 0.5, at: Point(x: 100, y: 80), page: page(wide), clips: false, background: Self.paper))
        let cut = zip(clipped.pixels, uncut.pixels).filter { $0 != $1 }.count
        #expect(cut > 1000)
        // What the clip cut shows the desk, as it would with the holder empty.
        var hidden = page(wide)
        hidden.isHidden = true
        let empty = renderOverMagenta(
            stage(turn: 0.5, at: Point(x: 100, y: 80), page: hidden, clips: true, background: Self.paper))
        let wrong = clipped.pixels.indices.filter {
            clipped.pixels[$0] != uncut.pixels[$0] && clipped.pixels[$0] != empty.pixels[$0]
        }
        #expect(wrong.isEmpty, "\(wrong.count) cut pixels show neither the desk nor the holder")
    }
}

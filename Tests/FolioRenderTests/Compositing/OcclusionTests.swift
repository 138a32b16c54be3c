import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// Skipping the pixels an opaque layer will cover is an optimisation only: a frame must come
/// out the same, to the bit, with it and without it.
@Suite @MainActor struct OcclusionTests {
    /// The frame comes out the same with occlusion and without, and no pixel is left with the
    /// old frame's magenta.
    private func expectOcclusionChangesNoPixel(_ root: LayerNode, _ label: String) {
        let with = renderOverMagenta(root, occlusion: true)
        let without = renderOverMagenta(root, occlusion: false)
        let differing = zip(with.pixels, without.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(label): \(differing) pixels differ")
        let stale = with.pixels.filter { $0 == 0xFFFF_00FF }.count
        #expect(stale == 0, "\(label): \(stale) skipped pixels kept the old frame")
    }

    private func stage(top: LayerNode, perspective: Bool) -> LayerNode {
        var root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 240, height: 160), backgroundColor: Color(rgb: 0x204060))
        if perspective { root.sublayerTransform = .perspective(distance: 300) }
        let under = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 240, height: 160), position: Point(x: 120, y: 80),
            content: .image(Fixtures.detailedPage(width: 240, height: 160, tint: 0x40)))
        root.sublayers = [under, top]
        return root
    }

    @Test func rotatedAndTurnedOpaquePagesChangeNoPixelByHidingWhatLiesUnder() {
        var random = SeededRandom(seed: 7)
        let image = Fixtures.detailedPage(width: 120, height: 90, tint: 0xC0)
        var occludedSomewhere = false
        for k in 0..<60 {
            let angle = Double.random(in: -Double.pi...Double.pi, using: &random)
            let perspective = k % 3 == 0
            let axis = perspective ? (0.0, 1.0, 0.0) : (0.0, 0.0, 1.0)
            let turn = perspective ? angle / 2.5 : angle
            let scale = Double.random(in: 0.5...1.8, using: &random)
            let top = LayerNode(
                id: 3, bounds: Rect(x: 0, y: 0, width: 120, height: 90),
                position: Point(
                    x: Double.random(in: 20...220, using: &random), y: Double.random(in: 20...140, using: &random)),
                transform: Transform3D(rotationAngle: turn, x: axis.0, y: axis.1, z: axis.2)
                    .scaledBy(x: scale, y: scale, z: 1),
                content: .image(image))
            let root = stage(top: top, perspective: perspective)
            expectOcclusionChangesNoPixel(root, "case \(k)")
            occludedSomewhere = occludedSomewhere || occludedArea(root) > 1000
        }
        #expect(occludedSomewhere, "the rotated pages must actually hide something, or this tests nothing")
    }

    @Test func curlingPagesChangeNoPixelByHidingWhatLiesUnderTheirFlatCurvedAndTurnedOverParts() {
        var random = SeededRandom(seed: 23)
        let front = Fixtures.detailedPage(width: 240, height: 160, tint: 0xC0)
        let back = Fixtures.detailedPage(width: 240, height: 160, tint: 0x10)
        // The same back, not quite opaque: the turned-over part then hides nothing.
        var faint = back.bitmap
        for i in faint.pixels.indices { faint.pixels[i] = CurlPixelMath.scale(faint.pixels[i], by: 250) }
        let translucentBack = Image(bitmap: faint)
        let page = Rect(x: 0, y: 0, width: 240, height: 160)
        let backLayer = LayerNode(id: 9, bounds: page, backgroundColor: Color(rgb: 0x336699))
        // A back layer too small to render: the curl falls back to the washed front.
        let vanishingBack = LayerNode(id: 9, bounds: Rect(x: 0, y: 0, width: 1e-12, height: 1e-12))
        let backs: [PageCurl.Back] = [
            .mirroredFront(paperColor: .paper, washAlpha: 0.7), .image(back, mirror: .horizontal),
            .layer(backLayer, mirror: .vertical), .layer(vanishingBack, mirror: .horizontal),
        ]
        var flippedHidesSomething = false
        var bandHidesSomething = false
        for k in 0..<64 {
            // Folds from every side (spine min, max, top and bottom), under uniform and
            // stretched scales.
            let angle = Double.random(in: -Double.pi...Double.pi, using: &random)
            let sx = k % 4 == 3 ? Double.random(in: 0.6...1.3, using: &random) : 1
            let sy = k % 8 == 7 ? sx * Double.random(in: 0.5...1.5, using: &random) : sx
            var sheet = LayerNode(
                id: 3, bounds: page, position: Point(x: 120 * sx + 10, y: 80 * sy + 5),
                transform: Transform3D(scaleX: sx, y: sy, z: 1), content: .image(front))
            let curl = PageCurl(
                pageRect: page,
                axisPoint: Point(
                    x: Double.random(in: 10...230, using: &random), y: Double.random(in: 10...150, using: &random)),
                normal: Point(x: cos(angle), y: sin(angle)), radius: Double.random(in: 1...45, using: &random),
                back: backs[k % backs.count])
            sheet.deformation = .pageCurl(curl)
            let root = stage(top: sheet, perspective: false)
            expectOcclusionChangesNoPixel(root, "case \(k)")
            // The same curl over a translucent back hides only its flat part and the band in
            // front of it.
            var flatOnly = root
            var c = curl
            c.back = .image(translucentBack, mirror: .horizontal)
            flatOnly.sublayers[1].deformation = .pageCurl(c)
            expectOcclusionChangesNoPixel(flatOnly, "case \(k), translucent back")
            let extra = occludedArea(root) - occludedArea(flatOnly)
            #expect(extra >= 0)
            flippedHidesSomething = flippedHidesSomething || extra > 1000
            // And the band is what a curl of almost no radius lacks.
            var thin = flatOnly
            c.radius = 1
            thin.sublayers[1].deformation = .pageCurl(c)
            bandHidesSomething = bandHidesSomething || occludedArea(flatOnly) - occludedArea(thin) > 1000
        }
        #expect(flippedHidesSomething, "the turned-over parts must actually hide something, or this tests nothing")
        #expect(bandHidesSomething, "the cylinder bands must actually hide something, or this tests nothing")
    }

    @Test func pagesTurnedInDepthBehindAnotherChangeNoPixelByDrawingOnlyWhatShows() {
        // Cover flow: two pages turned towards the middle, a third in front of both.
        var random = SeededRandom(seed: 29)
        let image = Fixtures.detailedPage(width: 120, height: 90, tint: 0xC0)
        var hidden = 0
        for k in 0..<30 {
            let angle = Double.random(in: 0.3...1.1, using: &random)
            let scale = Double.random(in: 0.7...1.1, using: &random)
            func page(_ id: UInt64, x: Double, turn: Double) -> LayerNode {
                LayerNode(
                    id: id, bounds: Rect(x: 0, y: 0, width: 120, height: 90),
                    position: Point(x: x, y: Double.random(in: 70...90, using: &random)),
                    transform: Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0).scaledBy(x: scale, y: scale, z: 1),
                    content: .image(image))
            }
            var root = LayerNode(
                id: 1, bounds: Rect(x: 0, y: 0, width: 240, height: 160), backgroundColor: Color(rgb: 0x204060))
            root.sublayerTransform = .perspective(distance: 300)
            let frontTurn = angle * 0.4 * (k % 2 == 0 ? 1 : -1)
            var front = page(4, x: Double.random(in: 100...140, using: &random), turn: frontTurn)
            root.sublayers = [
                page(2, x: Double.random(in: 50...90, using: &random), turn: angle),
                page(3, x: Double.random(in: 150...190, using: &random), turn: -angle), front,
            ]
            expectOcclusionChangesNoPixel(root, "case \(k)")
            let underOpaqueFront = occludedArea(root)
            // Under the opaque front, a faded side page and one clipped by a rounded layer
            // (drawn through a mask) are modulated pixel by pixel, in pieces.
            var faded = root
            faded.sublayers[1].alpha = 0.8
            expectOcclusionChangesNoPixel(faded, "case \(k), faded right page")
            var rounded = LayerNode(
                id: 5, bounds: Rect(x: 0, y: 0, width: 240, height: 160), position: Point(x: 120, y: 80))
            rounded.cornerRadius = 30
            rounded.clipsToBounds = true
            rounded.sublayers = [root.sublayers[0]]
            var clipped = root
            clipped.sublayers[0] = rounded
            expectOcclusionChangesNoPixel(clipped, "case \(k), left page in a rounded clip")
            // A front page not quite opaque hides nothing (the right page may still hide some
            // of the left).
            front.alpha = 0.95
            root.sublayers[2] = front
            expectOcclusionChangesNoPixel(root, "case \(k), translucent front")
            hidden += underOpaqueFront - occludedArea(root)
        }
        #expect(hidden > 30 * 1000, "the front page must actually hide the others, or this tests nothing")
    }

    @Test func aTranslucentOrRoundedRotatedPageHidesNothing() {
        let image = Fixtures.detailedPage(width: 120, height: 90, tint: 0xC0)
        var faded = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 120, height: 90), position: Point(x: 120, y: 80),
            transform: Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1), content: .image(image))
        faded.alpha = 0.5
        #expect(occludedArea(stage(top: faded, perspective: false)) == 0)
        var rounded = faded
        rounded.alpha = 1
        rounded.cornerRadius = 12
        rounded.clipsToBounds = true
        #expect(occludedArea(stage(top: rounded, perspective: false)) == 0)
        #expect(
            renderOverMagenta(stage(top: rounded, perspective: false), occlusion: true).pixels
                == renderOverMagenta(stage(top: rounded, perspective: false), occlusion: false).pixels)
    }

    @Test func theRectangleInsideAConvexPolygonLiesInsideIt() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let a = Double.random(in: -4...4, using: &random)
            let rotation = Homography(
                m11: cos(a), m12: sin(a), m13: 0, m21: -sin(a), m22: cos(a), m23: 0, m31: 0, m32: 0, m33: 1)
            let h = rotation.concatenating(
                .translation(Double.random(in: 0...300, using: &random), Double.random(in: 0...300, using: &random)))
            let polygon = ConvexPolygon(rectMinX: 0, minY: 0, maxX: 150, maxY: 90, through: h)
            let inner = Compositor.inscribedRect(of: polygon)
            guard !inner.isEmpty else { continue }
            for y in inner.y0..<inner.y1 {
                let span = polygon.span(row: y)
                #expect(span.x0 <= inner.x0 && inner.x1 <= span.x1, "row \(y) does not contain the rectangle")
            }
        }
    }
}

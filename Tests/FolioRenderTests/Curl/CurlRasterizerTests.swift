import FolioCore
import Foundation
import Testing

@testable import FolioRender

@Suite struct CurlRasterizerTests {
    let size = 120
    var page: Rect { Rect(x: 0, y: 0, width: Double(size), height: Double(size)) }

    private func curl(
        axis: Point, normal: Point, radius: Double,
        back: PageCurl.Back = .mirroredFront(paperColor: .paper, washAlpha: 0.7),
        spine: PageCurl.SpineShadow? = nil
    ) -> PageCurl {
        PageCurl(
            pageRect: page, axisPoint: axis, normal: normal, radius: radius, back: back,
            shadow: PageCurl.Shadow(contact: 0.45, drop: 0.4, width: radius), spineShadow: spine)
    }

    @Test(arguments: [false, true])
    func aFlatPageEqualsTheFrontExactly(opaque: Bool) {
        let front = CurlTestPagesLite.page(size, size)
        var out = Bitmap(width: size, height: size, fill: .red)
        // The axis at the free edge: nothing lifts.
        let flat = curl(axis: Point(x: Double(size), y: 60), normal: Point(x: 1, y: 0), radius: 15)
        CurlRasterizer().draw(flat, front: front, back: nil, into: &out, transform: .identity, opaque: opaque)
        #expect(out == front)
    }

    @Test func theFlatPartIsCopiedAtAnOffsetAndNothingElseChanges() {
        let front = CurlTestPagesLite.page(size, size)
        var out = Bitmap(width: 200, height: 160, fill: .blue)
        let flat = curl(axis: Point(x: 500, y: 60), normal: Point(x: 1, y: 0), radius: 15)
        CurlRasterizer().draw(
            flat, front: front, back: nil, into: &out, transform: FolioCore.AffineTransform2D(translationX: 30, y: 20))
        for y in 0..<160 {
            for x in 0..<200 {
                let inside = x >= 30 && x < 30 + size && y >= 20 && y < 20 + size
                #expect(out[x, y] == (inside ? front[x - 30, y - 20] : Color.blue.premultipliedARGB))
            }
        }
    }

    @Test func pixelsTheSheetDoesNotCoverKeepTheUnderneathTimesItsShadow() {
        let front = CurlTestPagesLite.page(size, size)
        let under = CurlRef.gradient(width: size, height: size, seed: 1)
        var out = under
        let c = curl(axis: Point(x: 70, y: 60), normal: Point(x: 0.94, y: 0.34), radius: 12)
        CurlRasterizer().draw(c, front: front, back: nil, into: &out, transform: .identity)
        var uncovered = 0
        var darkened = 0
        for y in 0..<size {
            for x in 0..<size {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                // Stay clear of anti-aliased edges: skip pixels near any sheet boundary.
                let near = [(-0.8, 0.0), (0.8, 0.0), (0.0, -0.8), (0.0, 0.8)].contains {
                    c.unproject(centre + Point(x: $0.0, y: $0.1)) != nil
                }
                guard c.unproject(centre) == nil, !near else { continue }
                uncovered += 1
                let o = CurlRef.channels(out[x, y])
                let u = CurlRef.channels(under[x, y])
                #expect(o[0] == u[0])
                let ratios = (1...3).map { u[$0] > 20 ? o[$0] / u[$0] : 1 }
                // One common factor (a shadow), never brighter.
                #expect(ratios.allSatisfy { $0 <= 1.0 + 1e-9 })
                #expect((ratios.max() ?? 1) - (ratios.min() ?? 1) < 0.03)
                if (ratios.min() ?? 1) < 0.97 { darkened += 1 }
                let s = (centre - c.axisPoint).dot(c.normal)
                if s > 2 * c.radius + 1 { #expect(out[x, y] == under[x, y], "nothing beyond 2R at \(x),\(y)") }
            }
        }
        #expect(uncovered > 1000 && darkened > 50)
    }

    @Test func theContactShadowFollowsItsFormula() {
        let front = CurlTestPagesLite.page(size, size)
        var out = Bitmap(width: size, height: size, fill: .white)
        let r = 16.0
        let c = curl(axis: Point(x: 50, y: 60), normal: Point(x: 1, y: 0), radius: r)
        CurlRasterizer().draw(c, front: front, back: nil, into: &out, transform: .identity)
        for x in [68, 72, 76, 80] {
            let s = Double(x) + 0.5 - 50
            let expected = 255 * (1 - 0.45 * (1 + cos(Double.pi * s / (2 * r))) / 2)
            #expect(abs(CurlRef.channels(out[x, 60])[1] - expected) <= 2, "s = \(s)")
        }
        #expect(out[90, 60] == Color.white.premultipliedARGB)
    }

    @Test(arguments: [PageCurl.Mirror.horizontal, .vertical])
    func aDoubleSidedBackShowsTheBackPageMirrored(_ mirror: PageCurl.Mirror) {
        let front = CurlTestPagesLite.page(size, size)
        let back = CurlRef.gradient(width: size, height: size, seed: 2)
        var out = Bitmap(width: size, height: size, fill: .black)
        let c = curl(
            axis: Point(x: 40, y: 60), normal: Point(x: 0.9, y: -0.43), radius: 8,
            back: .image(Image(bitmap: back), mirror: mirror))
        CurlRasterizer().draw(c, front: front, back: back, into: &out, transform: .identity)
        var checked = 0
        for y in stride(from: 2, to: size - 2, by: 3) {
            for x in stride(from: 2, to: size - 2, by: 3) {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                guard let hit = c.unproject(centre), hit.angle == Double.pi,
                    page.insetBy(dx: 2, dy: 2).contains(hit.pagePoint)
                else { continue }
                let p = hit.pagePoint
                let mirrored =
                    mirror == .horizontal
                    ? Point(x: page.minX + page.maxX - p.x, y: p.y) : Point(x: p.x, y: page.minY + page.maxY - p.y)
                let expected = CurlRef.shaded(CurlRef.sample(back, mirrored.x, mirrored.y), 0.85)
                #expect(CurlRef.difference(out[x, y], CurlRef.pixel(expected)) <= 3, "at \(x),\(y)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func aSingleSidedBackIsTheFrontWashedTowardsThePaper() {
        let front = CurlRef.gradient(width: size, height: size, seed: 3)
        var out = Bitmap(width: size, height: size, fill: .black)
        let c = curl(axis: Point(x: 45, y: 60), normal: Point(x: 1, y: 0.2), radius: 8)
        CurlRasterizer().draw(c, front: front, back: nil, into: &out, transform: .identity)
        let paper = CurlRef.channels(Color.paper.premultipliedARGB)
        var checked = 0
        for y in stride(from: 2, to: size - 2, by: 4) {
            for x in stride(from: 2, to: size - 2, by: 4) {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                guard let hit = c.unproject(centre), hit.angle == Double.pi,
                    page.insetBy(dx: 2, dy: 2).contains(hit.pagePoint)
                else { continue }
                let f = CurlRef.sample(front, hit.pagePoint.x, hit.pagePoint.y)
                let mixed = (0..<4).map { f[$0] * 0.3 + paper[$0] * 0.7 }
                #expect(CurlRef.difference(out[x, y], CurlRef.pixel(CurlRef.shaded(mixed, 0.85))) <= 3)
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func theCylinderIsLitByLambertsLaw() {
        let front = CurlRef.gradient(width: size, height: size, seed: 4)
        var out = Bitmap(width: size, height: size, fill: .black)
        let r = 30.0
        // A fold near the free edge: the front of the cylinder shows on [P₀, P₀ + R].
        let c = curl(axis: Point(x: 80, y: 60), normal: Point(x: 1, y: 0), radius: r)
        CurlRasterizer().draw(c, front: front, back: nil, into: &out, transform: .identity)
        for x in [82, 90, 98, 104] {
            let centre = Point(x: Double(x) + 0.5, y: 60.5)
            guard let hit = c.unproject(centre), hit.face == .front else {
                Issue.record("expected the cylinder's front at \(x)")
                continue
            }
            let intensity = 0.45 + 0.55 * abs(cos(hit.angle))
            let expected = CurlRef.shaded(CurlRef.sample(front, hit.pagePoint.x, hit.pagePoint.y), intensity)
            #expect(CurlRef.difference(out[x, 60], CurlRef.pixel(expected)) <= 4, "at \(x)")
        }
    }

    @Test func silhouetteEdgesAreAntiAliased() {
        let front = Bitmap(width: size, height: size, fill: .black)
        var out = Bitmap(width: size, height: size, fill: .black)
        // A straight fold whose flipped edge lands mid-pixel: x = 2·(P₀ + πR/2) − W.
        let r = 4.0
        let axis = (Double(size) + 20.25) / 2 - Double.pi * r / 2
        let c = curl(axis: Point(x: axis, y: 60), normal: Point(x: 1, y: 0), radius: r)
        CurlRasterizer().draw(c, front: front, back: nil, into: &out, transform: .identity)
        let edge = CurlRef.channels(out[20, 60])
        let inside = CurlRef.channels(out[22, 60])
        let outside = CurlRef.channels(out[18, 60])
        // The flat front (black) on one side, the back washed towards the paper on the other;
        // the flipped edge covers three quarters of the edge pixel.
        #expect(outside[1] == 0 && inside[1] > 100)
        #expect(abs(edge[1] - 0.75 * inside[1]) <= 3)
    }

    @Test func theSpineShadowDarkensNearTheSpineOnly() {
        let front = Bitmap(width: size, height: size, fill: .white)
        var out = Bitmap(width: 2 * size, height: size, fill: .white)
        let spine = PageCurl.SpineShadow(point: .zero, normal: Point(x: 1, y: 0), width: 12, strength: 0.3)
        var c = curl(axis: Point(x: Double(size), y: 60), normal: Point(x: 1, y: 0), radius: 10, spine: spine)
        c.shadowBounds = Rect(x: -Double(size), y: 0, width: 2 * Double(size), height: Double(size))
        CurlRasterizer().draw(
            c, front: front, back: nil, into: &out,
            transform: FolioCore.AffineTransform2D(translationX: Double(size), y: 0))
        let atSpine = CurlRef.channels(out[size, 60])[1]
        #expect(abs(atSpine - 255 * (1 - 0.3 * pow(1 - 0.5 / 12, 2))) <= 2)
        #expect(CurlRef.channels(out[size - 1, 60])[1] < 200)
        #expect(out[size + 13, 60] == Color.white.premultipliedARGB)
        #expect(out[size - 14, 60] == Color.white.premultipliedARGB)
    }
}

/// The silhouette of the curl (the cylinder's outer edge, where the sheet ends) is
/// anti-aliased: along a nearly vertical fold, the last pixel of the sheet on each row takes
/// every shade between the sheet and the page beside it as the edge slides across it, instead
/// of staying dark and then jumping (which shows as steps).
@Suite struct CurlSilhouetteTests {
    @Test func theSilhouetteRampsThroughEveryShade() {
        let size = 200
        let page = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
        let front = Bitmap(width: size, height: size, fill: Color(white: 0.95))
        let under = Bitmap(width: size, height: size, fill: Color(white: 0.95))
        var out = under
        // Slope 1/40: the edge crosses one pixel every 40 rows.
        let curl = PageCurl(
            pageRect: page, axisPoint: Point(x: 100, y: 0), normal: Point(x: 1, y: 0.025), radius: 30,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0.7),
            shadow: PageCurl.Shadow(contact: 0.45, drop: 0.4, width: 30))
        CurlRasterizer().draw(curl, front: front, back: nil, into: &out, transform: .identity, opaque: true)
        // On each row, the darkest pixel is on the sheet just inside its silhouette; the
        // pixel after the last sheet pixel is the page beside it.
        var edgeValues: [Int] = []
        var sheet = Int.max
        var beside = 0
        for y in 20..<180 {
            let greens = (0..<size).map { Int((out[$0, y] >> 8) & 0xFF) }
            guard let darkest = greens.indices.min(by: { greens[$0] < greens[$1] }) else { continue }
            sheet = min(sheet, greens[darkest])
            beside = max(beside, greens[min(darkest + 2, size - 1)])
            edgeValues.append(greens[min(darkest + 1, size - 1)])
        }
        let range = Double(beside - sheet)
        guard let lightest = edgeValues.max(), let darkest = edgeValues.min(), range > 40 else {
            Issue.record("no silhouette found")
            return
        }
        // The edge pixels cover most of the way from the sheet to the page beside it.
        #expect(
            Double(lightest - darkest) >= 0.7 * range, "edge pixels span \(darkest)…\(lightest) of \(sheet)…\(beside)")
    }
}

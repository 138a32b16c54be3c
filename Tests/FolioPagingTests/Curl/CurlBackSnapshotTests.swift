import FolioCore
import FolioRender
import FolioTesting
import Testing

@testable import FolioPaging

/// The back of a single-sided sheet as iOS draws it (docs/Curl.md §6): the page's own content,
/// mirrored by the turn, seen through a translucent paper wash on every page, light or dark.
/// Each reference was looked at: a page of text shows near-white with its text faint and
/// mirrored; a night photo's back is the back of a photographic print, a light grey with the
/// photo faintly through it, not a dark card of the photo's tone.
@MainActor
@Suite struct CurlBackSnapshotTests {
    static let width = 180
    static let height = 240
    static let stages = [0.35, 0.6]

    static func scene(turning: Bitmap) -> CurlScene {
        CurlScene(width: width, height: height, spine: .min, orientation: .horizontal, turning: turning)
    }

    static let lightPage = CurlTestPages.page(width: width, height: height, number: 1)
    static let darkPage = CurlTestPages.darkPhoto(width: width, height: height, number: 1)

    @Test func aLightPageShowsItsContentThroughANearWhiteWash() throws {
        let scene = Self.scene(turning: Self.lightPage)
        assertSnapshot(of: CurlSnapshotTests.strip(Self.stages.map { scene.frame(progress: $0) }), named: "lightPage")

        let back = Self.turnedOver(scene, progress: 0.6)
        #expect(back.samples > 2000, "enough of the back is in view: \(back.samples) samples")
        #expect(back.meanLightness > back.frontLightness + 0.08, "washed lighter than the page: \(back)")
        // The content shows through: the near-white paper colour washed over the mirrored page
        // fits the pixels, a plain sheet of that colour does not.
        #expect(back.contentFit < 2, "\(back)")
        #expect(back.plainFit > 4 * back.contentFit + 4, "\(back)")
    }

    @Test func aDarkPhotoShowsThroughAPaperWashToo() throws {
        let scene = Self.scene(turning: Self.darkPage)
        assertSnapshot(of: CurlSnapshotTests.strip(Self.stages.map { scene.frame(progress: $0) }), named: "darkPage")

        let back = Self.turnedOver(scene, progress: 0.6)
        #expect(back.samples > 2000, "enough of the back is in view: \(back.samples) samples")
        #expect(back.frontLightness < 0.2, "a dark page: \(back)")
        #expect(back.meanLightness > back.frontLightness + 0.3, "washed much lighter than the page: \(back)")
        // The photo shows through: the same paper wash as on a light page fits the pixels,
        // a plain sheet of paper does not.
        #expect(back.contentFit < 2, "\(back)")
        #expect(back.plainFit > 4 * back.contentFit + 4, "\(back)")
    }

    /// What the flat, turned-over part of a sheet shows, away from its edges and the cylinder.
    struct TurnedOver: CustomStringConvertible {
        var samples = 0
        /// The mean lightness (0…1) of the pixels seen there, and of the page content the
        /// geometry shows at the same places.
        var meanLightness = 0.0
        var frontLightness = 0.0
        /// Mean channel error of the model "the page washed towards the paper colour, tinted",
        /// and of "plain paper colour, tinted".
        var contentFit = 0.0
        var plainFit = 0.0

        var description: String {
            "\(samples) samples, lightness \(meanLightness) (front \(frontLightness)), fit \(contentFit) "
                + "(plain \(plainFit))"
        }
    }

    static func turnedOver(_ scene: CurlScene, progress: Double) -> TurnedOver {
        let model = CurlAnimation.fullTurn(drag: scene.drag).model(at: progress)
        let curl = scene.pageCurl(model)
        var frame = Bitmap(width: width, height: height, fill: Color(white: 0.35))
        CurlRasterizer().draw(
            curl, front: scene.sheet, back: nil, into: &frame, transform: AffineTransform2D(translationX: 0, y: 0))
        var result = TurnedOver()
        let paperColor: Color
        let washAlpha: Double
        switch curl.back {
        case .seenThrough(let colour, let alpha), .mirroredFront(let colour, let alpha):
            (paperColor, washAlpha) = (colour, alpha)
        case .layer, .image: return result
        }
        let paper = SIMD3(paperColor.red, paperColor.green, paperColor.blue) * 255
        let tint = curl.shading.backTint
        let inner = curl.pageRect.insetBy(dx: 2, dy: 2)
        func lightness(_ c: SIMD3<Double>) -> Double { (0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z) / 255 }
        for y in 0..<height {
            for x in 0..<width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                guard (p - curl.axisPoint).dot(curl.normal) < -2, let hit = curl.unproject(p), hit.face == .back,
                    hit.angle == Double.pi, inner.contains(hit.pagePoint)
                else { continue }
                let content = PageCurlBackPageTests.sample(scene.sheet, hit.pagePoint - curl.pageRect.origin)
                let seen = frame[x, y]
                result.samples += 1
                result.meanLightness += lightness(
                    SIMD3(Double((seen >> 16) & 0xFF), Double((seen >> 8) & 0xFF), Double(seen & 0xFF)))
                result.frontLightness += lightness(content)
                result.contentFit += PageCurlBackPageTests.error(
                    seen, content * (1 - washAlpha) + paper * washAlpha, tint)
                result.plainFit += PageCurlBackPageTests.error(seen, paper, tint)
            }
        }
        let n = Double(max(result.samples, 1))
        result.meanLightness /= n
        result.frontLightness /= n
        result.contentFit /= n
        result.plainFit /= n
        return result
    }
}

import FolioCore
import Testing

@testable import FolioRender

/// A spread's spine shadow, which the spans shade by column when the spine runs straight down
/// the device, must darken exactly as each pixel working out its own factor would.
@Suite struct CurlSpineShadowTests {
    /// A page with its spine on its left edge and a narrow fold far from it, so the spine's
    /// columns hold only the flat page (right of the spine) and the background beside it (left).
    private func curl(back: Bitmap?) -> PageCurl {
        var curl = PageCurl(
            pageRect: Rect(x: 0, y: 0, width: 96, height: 128), axisPoint: Point(x: 78, y: 64),
            normal: Point(x: 1, y: 0), radius: 3,
            back: back.map { .image(Image(bitmap: $0), mirror: .horizontal) }
                ?? .mirroredFront(paperColor: .paper, washAlpha: 0.7),
            shadow: PageCurl.Shadow(contact: 0.45, drop: 0.4, width: 2),
            spineShadow: PageCurl.SpineShadow(point: .zero, normal: Point(x: 1, y: 0), width: 12, strength: 0.5))
        curl.shadowBounds = Rect(x: -96, y: 0, width: 192, height: 128)
        return curl
    }

    @Test(arguments: [false, true])
    func anUprightSpineShadesEveryColumnAsThePerPixelPathDoes(_ doubleSided: Bool) {
        let front = CurlTestPagesLite.page(96, 128)
        let back = doubleSided ? CurlRef.gradient(width: 96, height: 128, seed: 3) : nil
        let under = CurlRef.gradient(width: 220, height: 180, seed: 11)
        let curl = curl(back: back)
        // Whole-pixel and fractional placements, and a scale: each keeps the spine upright.
        let transforms = [
            FolioCore.AffineTransform2D(translationX: 100, y: 20),
            FolioCore.AffineTransform2D(translationX: 100.37, y: 20.81),
            FolioCore.AffineTransform2D(scaleX: 1.5, y: 1.5).concatenating(
                FolioCore.AffineTransform2D(translationX: 60, y: 3)),
        ]
        for (k, transform) in transforms.enumerated() {
            // The spans do shade by column here (the spine is upright).
            let rasterizer = CurlRasterizer()
            var frame = under
            let spineColumns = front.withTexture { texture in
                frame.pixels.withUnsafeMutableBufferPointer { pixels -> CurlSpineColumns? in
                    guard let texture, let base = pixels.baseAddress else { return nil }
                    let target = PixelSurface(base: base, width: under.width, height: under.height, stride: under.width)
                    return rasterizer.renderer(
                        curl, front: texture, back: nil, sourceRect: curl.pageRect, into: target,
                        transform: transform, opaque: true)?.spine
                }
            }
            #expect(spineColumns != nil, "placement \(k): no spine columns")
            func draw(_ evaluation: CurlRasterizer.Evaluation) -> Bitmap {
                CurlRef.render(
                    curl, front: front, back: back, under: under, transform: transform, alpha: 1, opaque: true,
                    threads: 1, evaluation: evaluation, backOpaque: doubleSided)
            }
            let reference = draw(.reference)
            // The spine's device column and how far its shadow reaches either way.
            let spine = transform.apply(to: Point(x: 0, y: 0)).x
            let reach = 12 * transform.a
            let columns = Int((spine - reach).rounded(.down)) - 1...Int((spine + reach).rounded(.up)) + 1
            // Only the flat page is copied texel for texel when it lies on whole pixels; placed
            // between pixels it is resampled, which may differ from the reference by a level.
            let exactColumns = k == 0 ? columns : columns.lowerBound...Int(spine.rounded(.down)) - 1
            var shaded = 0
            for evaluation in [CurlRasterizer.Evaluation.spans, .swiftSpans] {
                let fast = draw(evaluation)
                var differing = 0
                for y in 0..<under.height {
                    for x in exactColumns where fast[x, y] != reference[x, y] { differing += 1 }
                }
                #expect(differing == 0, "placement \(k), \(evaluation): \(differing) pixels differ")
                for y in 0..<under.height {
                    for x in columns where fast[x, y] != under[x, y] { shaded += 1 }
                }
            }
            #expect(shaded > 0, "placement \(k): the spine's columns were not darkened")
        }
    }
}

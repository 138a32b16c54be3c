import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// The span kernels against the per-pixel reference, over random curls, transforms and backs.
@Suite struct CurlRasterizerPathTests {
    /// The span kernels' frame within two levels of the reference's, and something drawn.
    private func expectClose(_ fast: Bitmap, _ reference: Bitmap, drawnOver under: Bitmap, _ label: String) {
        var worst = 0.0
        for (a, b) in zip(fast.pixels, reference.pixels) { worst = max(worst, CurlRef.difference(a, b)) }
        #expect(worst <= 2, "\(label): fast and reference differ by \(worst)")
        #expect(fast != under, "\(label): nothing drawn")
    }

    /// One of the random curls the path tests draw.
    private struct Case {
        var curl: PageCurl
        var transform: FolioCore.AffineTransform2D
        var alpha: Double
        var doubleSided: Bool
    }

    /// Twelve random curls over a 96 × 128 page: both kinds of back, spine shadows, radii from
    /// half a pixel to a third of the page, four transforms, one curl translucent.
    private func cases(_ seed: Int, back: Bitmap) -> [Case] {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let page = Rect(x: 0, y: 0, width: 96, height: 128)
        return (0..<12).map { k in
            let angle = random.uniform(-1.2...1.2)
            let doubleSided = k % 2 == 0
            let spine = k % 3 == 0 ? PageCurl.SpineShadow(point: .zero, normal: Point(x: 1, y: 0), width: 10) : nil
            var curl = PageCurl(
                pageRect: page, axisPoint: Point(x: random.uniform(-20...110), y: random.uniform(0...128)),
                normal: Point(x: cos(angle), y: sin(angle)), radius: random.uniform(0.5...30),
                back: doubleSided
                    ? .image(Image(bitmap: back), mirror: k % 4 == 0 ? .vertical : .horizontal)
                    : .mirroredFront(paperColor: .paper, washAlpha: 0.7),
                shadow: PageCurl.Shadow(contact: 0.45, drop: 0.4, width: random.uniform(2...30)), spineShadow: spine)
            curl.shadowBounds = Rect(x: -96, y: 0, width: 192, height: 128)
            let transforms = [
                FolioCore.AffineTransform2D(translationX: 100, y: 20),
                FolioCore.AffineTransform2D(translationX: 100.37, y: 20.81),
                FolioCore.AffineTransform2D(scaleX: 1.5, y: 1.5).concatenating(
                    FolioCore.AffineTransform2D(translationX: 90, y: 3)),
                FolioCore.AffineTransform2D(rotationAngle: 0.2).concatenating(
                    FolioCore.AffineTransform2D(translationX: 110, y: 10)),
            ]
            return Case(
                curl: curl, transform: transforms[k % transforms.count], alpha: k == 5 ? 0.6 : 1,
                doubleSided: doubleSided)
        }
    }

    @Test(arguments: 0..<8)
    func spanKernelsMatchThePerPixelReference(_ seed: Int) {
        let front = CurlTestPagesLite.page(96, 128)
        let back = CurlRef.gradient(width: 96, height: 128, seed: Double(seed))
        let under = CurlRef.gradient(width: 220, height: 180, seed: Double(seed) + 9)
        for (k, c) in cases(seed, back: back).enumerated() {
            func draw(_ evaluation: CurlRasterizer.Evaluation) -> Bitmap {
                CurlRef.render(
                    c.curl, front: front, back: c.doubleSided ? back : nil, under: under, transform: c.transform,
                    alpha: c.alpha, opaque: true, threads: 1, evaluation: evaluation)
            }
            let fast = draw(.spans)
            let reference = draw(.reference)
            expectClose(fast, reference, drawnOver: under, "curl \(k)")
        }
    }

    /// A spread's leaf shows the next page on its back: promised opaque, its flipped part is
    /// drawn by the eight-pixel loop (and Swift's without a test per quad) instead of four
    /// pixels at a time with one, and the pixels are the same to the bit.
    @Test(arguments: 0..<4)
    func anOpaqueBackDrawsTheSamePixelsThroughTheFastLoops(_ seed: Int) {
        let front = CurlTestPagesLite.page(96, 128)
        let back = CurlRef.gradient(width: 96, height: 128, seed: Double(seed) + 2)
        let under = CurlRef.gradient(width: 220, height: 180, seed: Double(seed) + 5)
        for (k, c) in cases(seed, back: back).enumerated() where c.doubleSided && c.alpha >= 1 {
            func draw(_ evaluation: CurlRasterizer.Evaluation, backOpaque: Bool) -> Bitmap {
                CurlRef.render(
                    c.curl, front: front, back: back, under: under, transform: c.transform, alpha: 1, opaque: true,
                    threads: 1, evaluation: evaluation, backOpaque: backOpaque)
            }
            let tested = draw(.spans, backOpaque: false)
            for (evaluation, loop) in [(CurlRasterizer.Evaluation.spans, "eight"), (.swiftSpans, "four")] {
                let fast = draw(evaluation, backOpaque: true)
                let differing = zip(fast.pixels, tested.pixels).count { $0 != $1 }
                #expect(differing == 0, "curl \(k), \(loop) at a time: \(differing) pixels differ")
            }
        }
    }

    /// The band's four-pixel loop exists twice, in C (x86-64) and in Swift (elsewhere, and
    /// for pages too large for the C loop's 32-bit lanes). They must agree to the bit: the
    /// reference comparison above allows two levels, so only this catches a rounding that
    /// differs. Backs of the page's size and of half its size (which the C loop must leave
    /// to the per-pixel path), and a front with translucent patches (held to the reference
    /// too: every kernel must leave translucent texels to the per-pixel path).
    @Test(arguments: 0..<8)
    func theBandsLoopInCDrawsWhatItsLoopInSwiftDraws(_ seed: Int) {
        #if arch(x86_64)
            #expect(CurlRowRenderer.bandKernelIsAvailable)
        #endif
        let opaqueFront = CurlTestPagesLite.page(96, 128)
        var holedFront = opaqueFront
        for y in 0..<128 {
            for x in 0..<96 where (x / 6 + y / 6) % 5 == 0 {
                holedFront[x, y] = Color(red: 0.6, green: 0.2, blue: 0.1, alpha: 0.5).premultipliedARGB
            }
        }
        let under = CurlRef.gradient(width: 220, height: 180, seed: Double(seed) + 9)
        for (size, front) in [((96, 128), opaqueFront), ((48, 64), opaqueFront), ((96, 128), holedFront)] {
            let back = CurlRef.gradient(width: size.0, height: size.1, seed: Double(seed))
            for (k, c) in cases(seed, back: back).enumerated() {
                func draw(_ evaluation: CurlRasterizer.Evaluation) -> Bitmap {
                    CurlRef.render(
                        c.curl, front: front, back: c.doubleSided ? back : nil, under: under, transform: c.transform,
                        alpha: c.alpha, opaque: front == opaqueFront, threads: 1, evaluation: evaluation)
                }
                let inC = draw(.spans)
                let inSwift = draw(.swiftSpans)
                let differing = zip(inC.pixels, inSwift.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "curl \(k), back \(size): \(differing) pixels differ")
                if front != opaqueFront {
                    // Translucent texels take the per-pixel path wherever a kernel meets them.
                    expectClose(inC, draw(.reference), drawnOver: under, "curl \(k), translucent front")
                }
            }
        }
    }

    /// Where the C loop tests place their 96 × 128 pages in a 220 × 180 frame.
    static let cLoopTransform = FolioCore.AffineTransform2D(translationX: 100, y: 20)

    /// `under` with one of the curl's C loops run alone by `loop` (the page at
    /// ``cLoopTransform``), and how many pixels it drew.
    static func drawnByOneCLoop(
        _ curl: PageCurl, front: Bitmap, back: Bitmap?, over under: Bitmap, _ loop: (CurlRowRenderer) -> Int?
    ) -> (Bitmap, Int?) {
        let page = Rect(x: 0, y: 0, width: 96, height: 128)
        let backPixels = back?.pixels ?? []
        var out = under
        var drawn: Int?
        let rasterizer = CurlRasterizer()
        front.pixels.withUnsafeBufferPointer { f in
            backPixels.withUnsafeBufferPointer { bp in
                out.pixels.withUnsafeMutableBufferPointer { o in
                    guard let fb = f.baseAddress, let ob = o.baseAddress else { return }
                    let renderer = rasterizer.renderer(
                        curl, front: Texture(base: fb, width: 96, height: 128, stride: 96),
                        back: back == nil
                            ? nil : bp.baseAddress.map { Texture(base: $0, width: 96, height: 128, stride: 96) },
                        sourceRect: page, into: PixelSurface(base: ob, width: 220, height: 180, stride: 220),
                        transform: cLoopTransform, opaque: true)
                    drawn = withExtendedLifetime(rasterizer) { renderer.flatMap(loop) }
                }
            }
        }
        return (out, drawn)
    }

    /// The C loop must draw where one side covers the band, not merely agree with Swift's
    /// loop (which takes over wherever the C loop stops, so the comparison above passes even
    /// if it draws nothing). A straight fold with a radius of 20 over a 96 × 128 page drawn
    /// at (100, 20): on row 60 the band runs from column 130 (s = ½) to the silhouette at
    /// column 149, and the back covers it, so four whole quads from column 130 (two eights for
    /// its AVX2 loop alone) are the C loop's, and they are Swift's pixels.
    @Test(
        .enabled(if: CurlRowRenderer.bandKernelIsAvailable),
        arguments: [false, true], EightPixelLoops.areAvailable ? [false, true] : [false])
    func theBandsLoopInCDrawsWhereOneSideCoversTheBand(doubleSided: Bool, eightAtATime: Bool) {
        let page = Rect(x: 0, y: 0, width: 96, height: 128)
        let front = CurlTestPagesLite.page(96, 128)
        let back = CurlRef.gradient(width: 96, height: 128, seed: 4)
        let under = CurlRef.gradient(width: 220, height: 180, seed: 1)
        let curl = PageCurl(
            pageRect: page, axisPoint: Point(x: 30, y: 64), normal: Point(x: 1, y: 0), radius: 20,
            back: doubleSided
                ? .image(Image(bitmap: back), mirror: .horizontal)
                : .mirroredFront(paperColor: .paper, washAlpha: 0.7))
        let transform = Self.cLoopTransform
        let (out, drawn) = Self.drawnByOneCLoop(curl, front: front, back: doubleSided ? back : nil, over: under) {
            $0.bandQuadsInC(130, 146, row: 60, eightAtATime: eightAtATime)
        }
        #expect(drawn == 16)
        let inSwift = CurlRef.render(
            curl, front: front, back: doubleSided ? back : nil, under: under, transform: transform, alpha: 1,
            opaque: true, threads: 1, evaluation: .swiftSpans)
        for i in 130..<146 {
            #expect(out[i, 60] == inSwift[i, 60], "column \(i)")
        }
        #expect(out[129, 60] == under[129, 60] && out[146, 60] == under[146, 60], "drawn past its run")
    }

    /// Early in a turn the cylinder runs past the page's free edge, and there only the shadows
    /// on what lies beneath are drawn: the C loop for those bare pixels must draw them, to
    /// Swift's bits. A straight fold 10 from the free edge of a 96 × 128 page, radius 30,
    /// drawn at (100, 20), its shadows (80 wide) free to fall beside the page: columns 198 to
    /// 213 lie at s = 12.5…27.5, past where the lifted strip is seen (s ≤ 30·sin(1/3) ≈ 9.8)
    /// and short of the silhouette, so both eights there are bare. On row 60 the back points
    /// lie 49-71 from the page, inside the drop shadow's width; on row 158, 10 below the
    /// page, the contact darkening fades with the distance of the fold's foot from the page.
    @Test(.enabled(if: EightPixelLoops.areAvailable), arguments: [(true, 60), (false, 60), (true, 158)])
    func theBandsBarePixelsAreDrawnInCAsInSwift(inShadow: Bool, row: Int) {
        let page = Rect(x: 0, y: 0, width: 96, height: 128)
        let front = CurlTestPagesLite.page(96, 128)
        let under = CurlRef.gradient(width: 220, height: 180, seed: 2)
        let curl = PageCurl(
            pageRect: page, axisPoint: Point(x: 86, y: 64), normal: Point(x: 1, y: 0), radius: 30,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0.7), shadow: PageCurl.Shadow(width: 80),
            shadowBounds: inShadow ? Rect(x: -96, y: -20, width: 240, height: 168) : page)
        let transform = Self.cLoopTransform
        let (out, drawn) = Self.drawnByOneCLoop(curl, front: front, back: nil, over: under) {
            $0.bareOctetsInC(198, 214, row: row, inShadow: inShadow)
        }
        #expect(drawn == 16)
        let inSwift = CurlRef.render(
            curl, front: front, back: nil, under: under, transform: transform, alpha: 1, opaque: true, threads: 1,
            evaluation: .swiftSpans)
        for i in 198..<214 {
            #expect(out[i, row] == inSwift[i, row], "column \(i)")
        }
        // In the shadows' reach they show; beyond it nothing changes.
        #expect((198..<214).contains { out[$0, row] != under[$0, row] } == inShadow)
        #expect(out[197, row] == under[197, row] && out[214, row] == under[214, row], "drawn past its run")
    }

    /// Pages wider than any screen, seen where the band is: a 30 000-pixel strip curled far
    /// from its origin (the band's 16.16 coordinates pass 2³¹; bounds clamped at ±10⁹ once
    /// cut such a page short at 15 258 pixels), and a 36 000-pixel strip curled with a radius
    /// of 11 000, whose back offsets (πR ≈ 34 500 pixels) no longer fit the table's 32-bit
    /// entries, so the band must go pixel by pixel.
    @Test(arguments: [
        (width: 30_000, radius: 3_000.0, axis: 26_000.0, shift: -28_400.0, overflows: false),
        (width: 36_000, radius: 11_000.0, axis: 1_000.0, shift: -1_000.0, overflows: true),
    ])
    func bandsOfHugePagesMatchTheReference(
        _ c: (width: Int, radius: Double, axis: Double, shift: Double, overflows: Bool)
    ) {
        let height = 2
        var front = Bitmap(width: c.width, height: height)
        for y in 0..<height {
            for x in 0..<c.width {
                front[x, y] = Color(hue: Double(x % 700) / 700, saturation: 0.6, brightness: 0.9).premultipliedARGB
            }
        }
        let under = CurlRef.gradient(width: 400, height: height, seed: 2)
        let curl = PageCurl(
            pageRect: Rect(x: 0, y: 0, width: Double(c.width), height: Double(height)),
            axisPoint: Point(x: c.axis, y: 0), normal: Point(x: 1, y: 0), radius: c.radius,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0.7))
        let table = CurlTable()
        table.prepare(
            radius: c.radius, devicePerLayer: 1, ambient: 0.3, backTint: 1, contactStrength: 0.4,
            sourceNormal: (1, 0))
        #expect(((table.pointers?.offsetLimit ?? 0) > Int(Int32.max)) == c.overflows)
        let transform = FolioCore.AffineTransform2D(translationX: c.shift, y: 0)
        func draw(_ evaluation: CurlRasterizer.Evaluation) -> Bitmap {
            CurlRef.render(
                curl, front: front, back: nil, under: under, transform: transform, alpha: 1, opaque: true,
                threads: 1, evaluation: evaluation)
        }
        let fast = draw(.spans)
        let reference = draw(.reference)
        expectClose(fast, reference, drawnOver: under, "radius \(c.radius)")
    }

    @Test func copiedFlatPartsStopAtPartlyCoveredEdgePixels() {
        // A page whose edges cut through pixels, on a layer drawn pixel for pixel: the flat
        // part is copied, but its edge pixels are only partly covered and must be blended.
        let front = CurlTestPagesLite.page(96, 128)
        let under = CurlRef.gradient(width: 220, height: 300, seed: 3)
        let square = (
            layer: Rect(x: 0, y: 0, width: 96, height: 128),
            transform: FolioCore.AffineTransform2D(translationX: 100, y: 20)
        )
        // Twice as tall on screen as in layer units, and the texture with it: still one texel a
        // pixel, but coverage is measured in (anisotropic) device units.
        let stretched = (
            layer: Rect(x: 0, y: 0, width: 96, height: 64),
            transform: FolioCore.AffineTransform2D(scaleX: 1, y: 2).concatenating(
                FolioCore.AffineTransform2D(translationX: 100, y: 20))
        )
        let cases = [
            (square, Rect(x: 10.1, y: 7.15, width: 70.75, height: 101.65)),
            (square, Rect(x: 3, y: 5, width: 80, height: 110)),
            (stretched, Rect(x: 10.1, y: 3.425, width: 70.75, height: 52.1)),
        ]
        for (placement, page) in cases {
            let curl = PageCurl(
                pageRect: page, axisPoint: Point(x: 60, y: page.midY), normal: Point(x: 0.9, y: 0.2), radius: 9,
                back: .mirroredFront(paperColor: .paper, washAlpha: 0.7))
            let fast = CurlRef.render(
                curl, front: front, back: nil, under: under, transform: placement.transform, alpha: 1, opaque: true,
                threads: 1, evaluation: .spans, sourceRect: placement.layer)
            let reference = CurlRef.render(
                curl, front: front, back: nil, under: under, transform: placement.transform, alpha: 1, opaque: true,
                threads: 1, evaluation: .reference, sourceRect: placement.layer)
            expectClose(fast, reference, drawnOver: under, "page \(page)")
        }
    }

    @Test func twoThreadsDrawTheSamePixelsAsOne() {
        let page = Rect(x: 0, y: 0, width: 96, height: 128)
        let front = CurlTestPagesLite.page(96, 128)
        let under = CurlRef.gradient(width: 96, height: 128, seed: 5)
        let curl = PageCurl(
            pageRect: page, axisPoint: Point(x: 40, y: 70), normal: Point(x: 0.8, y: 0.6), radius: 12,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0.7))
        let one = CurlRef.render(
            curl, front: front, back: nil, under: under, transform: .identity, alpha: 1, opaque: false, threads: 1,
            evaluation: .spans)
        let two = CurlRef.render(
            curl, front: front, back: nil, under: under, transform: .identity, alpha: 1, opaque: false, threads: 2,
            evaluation: .spans)
        #expect(one == two)
        #expect(one != under)
    }

    @Test func theClipIsRespected() {
        let page = Rect(x: 0, y: 0, width: 96, height: 128)
        let front = CurlTestPagesLite.page(96, 128)
        var out = Bitmap(width: 96, height: 128, fill: .blue)
        let curl = PageCurl(
            pageRect: page, axisPoint: Point(x: 40, y: 70), normal: Point(x: 0.8, y: 0.6), radius: 12,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0.7))
        CurlRasterizer().draw(
            curl, front: front, back: nil, into: &out, transform: .identity,
            clip: IntRect(x0: 10, y0: 20, x1: 50, y1: 60))
        for y in 0..<128 {
            for x in 0..<96 where !(x >= 10 && x < 50 && y >= 20 && y < 60) {
                #expect(out[x, y] == Color.blue.premultipliedARGB)
            }
        }
        #expect(out[30, 40] != Color.blue.premultipliedARGB)
    }

    @Test func nonsenseInputsDrawNothing() {
        let front = CurlTestPagesLite.page(16, 16)
        let page = Rect(x: 0, y: 0, width: 16, height: 16)
        var out = Bitmap(width: 16, height: 16, fill: .blue)
        let before = out
        let nan = PageCurl(
            pageRect: page, axisPoint: Point(x: .nan, y: 3), normal: Point(x: 1, y: 0), radius: 3,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0.7))
        let fine = PageCurl(
            pageRect: page, axisPoint: Point(x: 8, y: 3), normal: Point(x: 1, y: 0), radius: 3,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0.7))
        let rasterizer = CurlRasterizer()
        rasterizer.draw(nan, front: front, back: nil, into: &out, transform: .identity)
        rasterizer.draw(
            fine, front: front, back: nil, into: &out, transform: FolioCore.AffineTransform2D(scaleX: 0, y: 1))
        rasterizer.draw(fine, front: Bitmap(width: 0, height: 0), back: nil, into: &out, transform: .identity)
        // Any number of the curl not finite: shading, wash, spine shadow.
        var shading = fine
        shading.shading.ambient = .nan
        var tint = fine
        tint.shading.backTint = .infinity
        var wash = fine
        wash.back = .mirroredFront(paperColor: .paper, washAlpha: .nan)
        var spine = fine
        spine.spineShadow = PageCurl.SpineShadow(point: Point(x: .nan, y: 0), normal: Point(x: 1, y: 0), width: 4)
        for curl in [shading, tint, wash, spine] {
            rasterizer.draw(curl, front: front, back: nil, into: &out, transform: .identity)
        }
        #expect(out == before)
    }
}

import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

/// The perspective interior's eight-pixel C loop (AVX2) against Swift's four-pixel loop: the
/// same pixels to the bit, and the sampler left where Swift's would be, for opaque and
/// translucent textures, over any destination, at any tilt, from any starting fraction.
@Suite struct PerspectiveEightPixelLoopTests {
    /// A random run of `count` pixels whose every 2×2 block lies inside a `width` × `height`
    /// texture: its ends are chosen inside, with w between them changing up to tenfold, and
    /// a projective map keeps the points between its ends on the segment between them.
    static func randomRun(
        _ texture: Texture, count: Int, using random: inout SeededRandom
    ) -> PerspectiveInteriorSampler {
        let (u0, v0, u1, v1, w0, w1) = randomEnds(texture, from: 0, margin: 2.01, using: &random)
        let steps = Double(max(count - 1, 1))
        return PerspectiveInteriorSampler(
            texture: texture, uw: u0 * w0, vw: v0 * w0, w: w0, duw: (u1 * w1 - u0 * w0) / steps,
            dvw: (v1 * w1 - v0 * w0) / steps, dw: (w1 - w0) / steps)
    }

    /// A run's two ends, texel-centre coordinates from `lower` to `margin` short of the
    /// texture's far sides, and w at each, up to tenfold apart.
    static func randomEnds(
        _ texture: Texture, from lower: Double, margin: Double, using random: inout SeededRandom
    ) -> (u0: Double, v0: Double, u1: Double, v1: Double, w0: Double, w1: Double) {
        let hiU = Double(texture.width) - margin
        let hiV = Double(texture.height) - margin
        let (u0, v0) = (random.uniform(lower...hiU), random.uniform(lower...hiV))
        let (u1, v1) = (random.uniform(lower...hiU), random.uniform(lower...hiV))
        let (w0, w1) = (random.uniform(0.3...3), random.uniform(0.3...3))
        return (u0, v0, u1, v1, w0, w1)
    }

    /// Which texels a test texture holds.
    enum Texels: CaseIterable {
        /// Opaque, and promised so: samples are stored without reading the destination.
        case opaque
        /// A quarter opaque, the rest translucent.
        case translucent
        /// Nine in ten opaque, not promised: most groups of eight skip the blend, some do not.
        case mostlyOpaque

        /// `count` random texels of this kind.
        func random(_ count: Int, using random: inout SeededRandom) -> [UInt32] {
            (0..<count).map { _ in
                let p = QuadKernelTests.randomPixel(&random)
                switch self {
                case .opaque: return p | 0xFF00_0000
                case .translucent: return p
                case .mostlyOpaque: return random.next() % 10 == 0 ? p : p | 0xFF00_0000
                }
            }
        }
    }

    /// `background` drawn over from `start` by the C loop, and as many pixels drawn over it by
    /// Swift's, with each loop's sampler where it left it.
    static func drawnByBothLoops<S: OctetSampler>(
        _ start: S, over background: [UInt32], opaque: Bool, prefetchOffset: Int
    ) -> (drawn: Int, inC: [UInt32], inSwift: [UInt32], afterC: S, afterSwift: S) {
        var inC = background
        var afterC = start
        let drawn = inC.withUnsafeMutableBufferPointer { p -> Int in
            guard let dst = p.baseAddress else { return 0 }
            return afterC.drawOctets(into: dst, count: p.count, opaque: opaque, prefetchOffset: prefetchOffset)
        }
        var inSwift = background
        var afterSwift = start
        inSwift.withUnsafeMutableBufferPointer { p in
            guard let dst = p.baseAddress else { return }
            SpanWriter.composite(&afterSwift, into: dst, count: drawn, modulation: SpanModulation(), opaque: opaque)
        }
        return (drawn, inC, inSwift, afterC, afterSwift)
    }

    @Test(.enabled(if: EightPixelLoops.areAvailable), arguments: Texels.allCases)
    func theLoopInCDrawsWhatTheLoopInSwiftDraws(texels kind: Texels) {
        var random = SeededRandom(seed: 91 + UInt64(Texels.allCases.firstIndex(of: kind) ?? 0))
        // Rows padded past the texture's width, as a sub-rectangle of a larger bitmap is.
        let (width, height, stride) = (173, 131, 180)
        let opaqueTexture = kind == .opaque
        let texels = kind.random(stride * height, using: &random)
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: width, height: height, stride: stride)
            for trial in 0..<300 {
                let count = Int(random.uniform(0...90))
                let start = Self.randomRun(texture, count: count, using: &random)
                let background = (0..<count).map { _ in QuadKernelTests.randomPixel(&random) }
                let (drawn, inC, inSwift, afterC, afterSwift) = Self.drawnByBothLoops(
                    start, over: background, opaque: opaqueTexture, prefetchOffset: start.prefetchOffset(nil))
                #expect(drawn == count / 8 * 8, "trial \(trial)")
                #expect(inC == inSwift, "trial \(trial): \(count) pixels")
                #expect(
                    afterC.uw == afterSwift.uw && afterC.vw == afterSwift.vw && afterC.w == afterSwift.w,
                    "trial \(trial): the C loop left the sampler elsewhere")
            }
        }
    }

    /// A whole run through ``TextureSpans/drawPerspectiveRun``, whose interior the C loop draws
    /// when the modulation is plain or a clip whole along it, against the same run drawn by
    /// Swift's loop alone: clamped parts at either end, no clip, a whole clip and a clip that
    /// covers pixels in part.
    /// The clip a run is drawn through.
    enum RunClip: CaseIterable {
        case none
        /// Coverage 255 all along: the C loop draws the interior.
        case whole
        /// Random coverage: Swift's loop draws all of it.
        case partial
        /// Whole but for six pixels at either end (a clip's anti-aliased edges).
        case wholeButTheEnds
        /// Whole but for one pixel somewhere.
        case wholeButOnePixel

        /// The coverage of a run of `count` pixels (at least 1) through this clip.
        func coverage(_ count: Int, using random: inout SeededRandom) -> [UInt8] {
            let odd = Int(random.uniform(0...Double(count - 1)))
            return (0..<count).map { i in
                let partial = UInt8(truncatingIfNeeded: random.next() % 256)
                switch self {
                case .none, .whole: return 255
                case .partial: return partial
                case .wholeButTheEnds: return i < 6 || i >= count - 6 ? partial : 255
                case .wholeButOnePixel: return i == odd ? min(partial, 254) : 255
                }
            }
        }
    }

    @Test(.enabled(if: EightPixelLoops.areAvailable), arguments: RunClip.allCases)
    func aPerspectiveRunDrawsTheSameWhicheverLoopDrawsItsInterior(clip: RunClip) {
        var random = SeededRandom(seed: 93 + UInt64(RunClip.allCases.firstIndex(of: clip) ?? 0))
        let (width, height) = (64, 40)
        let texels = (0..<(width * height)).map { _ in QuadKernelTests.randomPixel(&random) }
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: width, height: height, stride: width)
            for trial in 0..<200 {
                let count = Int(random.uniform(1...120))
                // Ends that may lie outside, so that the run has clamped parts.
                let (u0, v0) = (random.uniform(-8...72), random.uniform(-8...48))
                let (u1, v1) = (random.uniform(-8...72), random.uniform(-8...48))
                let (w0, w1) = (random.uniform(0.5...1.5), random.uniform(0.5...1.5))
                let steps = Double(max(count - 1, 1))
                let coverage = clip.coverage(count, using: &random)
                let background = (0..<count).map { _ in QuadKernelTests.randomPixel(&random) }
                func draw(eightPixels: Bool) -> [UInt32] {
                    var pixels = background
                    coverage.withUnsafeBufferPointer { mask in
                        pixels.withUnsafeMutableBufferPointer { p in
                            guard let dst = p.baseAddress else { return }
                            var m = SpanModulation()
                            m.mask = clip == .none ? nil : mask.baseAddress
                            TextureSpans.drawPerspectiveRun(
                                texture, uw: u0 * w0, vw: v0 * w0, w: w0, duw: (u1 * w1 - u0 * w0) / steps,
                                dvw: (v1 * w1 - v0 * w0) / steps, dw: (w1 - w0) / steps, count: count, into: dst,
                                modulation: m, opaque: false, eightPixels: eightPixels)
                        }
                    }
                    return pixels
                }
                #expect(draw(eightPixels: true) == draw(eightPixels: false), "trial \(trial): \(count) pixels")
            }
        }
    }

    /// What the loop asks the cache for: the lower row of the block four rows below, from
    /// the map's change per row; four texel rows down and one more when that is unknown,
    /// behind the eye or absurd. (A hint only: it never changes a pixel.)
    @Test func thePrefetchAimsAtTheBlockFourRowsBelow() {
        let texels = [UInt32](repeating: 0, count: 4)
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: 2, height: 2, stride: 1000)
            let sampler = PerspectiveInteriorSampler(
                texture: texture, uw: 10, vw: 20, w: 1, duw: 1, dvw: 0, dw: 0)
            let fallback = 5 * 1000
            #expect(sampler.prefetchOffset(nil) == fallback)
            #expect(sampler.prefetchOffset((0, 1, 0)) == fallback, "one texel row per pixel row")
            #expect(sampler.prefetchOffset((0.5, 2, 0)) == 9 * 1000 + 2, "two rows down and half a column across")
            #expect(sampler.prefetchOffset((0, 1, -0.25)) == fallback, "w reaches zero four rows below")
            #expect(sampler.prefetchOffset((.nan, 1, 0)) == fallback)
            #expect(sampler.prefetchOffset((1e300, 1, 0)) == fallback)
        }
    }

    /// Textures whose offsets would not fit the loop's 32-bit lanes, or whose rows overlap,
    /// are left to Swift's loop (nothing is read to decide).
    @Test func texturesTooLargeForThirtyTwoBitOffsetsAreLeftToSwift() {
        let texels = [UInt32](repeating: 0, count: 1)
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            func fits(_ width: Int, _ height: Int, _ stride: Int) -> Bool {
                PerspectiveInteriorSampler.fitsOffsets(
                    Texture(base: base, width: width, height: height, stride: stride))
            }
            #expect(fits(4096, 4096, 4096))
            #expect(fits(32_767, 65_536, 32_768) == false, "2³¹ texels and more")
            #expect(fits(32_767, 65_535, 32_768), "just under 2³¹")
            #expect(fits(100, 10, 99) == false, "rows closer than a row's width")
            #expect(fits(100, 10, -100) == false)
            #expect(fits(1 << 21, 1, 1 << 21) == false)
        }
    }
}

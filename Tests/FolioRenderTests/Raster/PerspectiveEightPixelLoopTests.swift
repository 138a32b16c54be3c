import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

/// The perspective interior's eight-pixel C loop (AVX2) against Swift's four-pixel loop: the
/// same pixels to the bit, and the sampler left where Swift's would be, for opaque and
/// translucent textures, over any destination, at any tilt, from any starting fraction.
@Suite struct PerspectiveEightPixelLoopTests {
    /// A random run of `count` pixels whose every 2×2 block lies inside a `width` × `height`
    /// texture: its ends are chosen inside, with w between them changing up to threefold,
    /// and a projective map keeps the points between its ends on the segment between them.
    static func randomRun(
        _ texture: Texture, count: Int, using random: inout SeededRandom
    ) -> PerspectiveInteriorSampler {
        let hiU = Double(texture.width) - 2.01
        let hiV = Double(texture.height) - 2.01
        let (u0, v0) = (random.uniform(0...hiU), random.uniform(0...hiV))
        let (u1, v1) = (random.uniform(0...hiU), random.uniform(0...hiV))
        let (w0, w1) = (random.uniform(0.5...1.5), random.uniform(0.5...1.5))
        let steps = Double(max(count - 1, 1))
        return PerspectiveInteriorSampler(
            texture: texture, uw: u0 * w0, vw: v0 * w0, w: w0, duw: (u1 * w1 - u0 * w0) / steps,
            dvw: (v1 * w1 - v0 * w0) / steps, dw: (w1 - w0) / steps)
    }

    @Test(.enabled(if: PerspectiveInteriorSampler.eightPixelLoopIsAvailable), arguments: [true, false])
    func theLoopInCDrawsWhatTheLoopInSwiftDraws(opaqueTexture: Bool) {
        var random = SeededRandom(seed: opaqueTexture ? 91 : 92)
        let (width, height) = (173, 131)
        let texels = (0..<(width * height)).map { _ in
            let p = QuadKernelTests.randomPixel(&random)
            return opaqueTexture ? p | 0xFF00_0000 : p
        }
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: width, height: height, stride: width)
            for trial in 0..<300 {
                let count = Int(random.uniform(0...90))
                let start = Self.randomRun(texture, count: count, using: &random)
                let background = (0..<count).map { _ in QuadKernelTests.randomPixel(&random) }
                var inC = background
                var afterC = start
                let drawn = inC.withUnsafeMutableBufferPointer { p -> Int in
                    guard let dst = p.baseAddress else { return 0 }
                    return afterC.drawOctets(into: dst, count: count, opaque: opaqueTexture)
                }
                #expect(drawn == count / 8 * 8, "trial \(trial)")
                var inSwift = background
                var afterSwift = start
                inSwift.withUnsafeMutableBufferPointer { p in
                    guard let dst = p.baseAddress else { return }
                    SpanWriter.composite(
                        &afterSwift, into: dst, count: drawn, modulation: SpanModulation(), opaque: opaqueTexture)
                }
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
    @Test(.enabled(if: PerspectiveInteriorSampler.eightPixelLoopIsAvailable), arguments: [0, 1, 2])
    func aPerspectiveRunDrawsTheSameWhicheverLoopDrawsItsInterior(clip: Int) {
        var random = SeededRandom(seed: 93 + UInt64(clip))
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
                let coverage: [UInt8] = (0..<count).map { _ in
                    clip == 1 ? 255 : UInt8(truncatingIfNeeded: random.next() % 256)
                }
                let background = (0..<count).map { _ in QuadKernelTests.randomPixel(&random) }
                func draw(eightPixels: Bool) -> [UInt32] {
                    var pixels = background
                    coverage.withUnsafeBufferPointer { mask in
                        pixels.withUnsafeMutableBufferPointer { p in
                            guard let dst = p.baseAddress else { return }
                            var m = SpanModulation()
                            m.mask = clip == 0 ? nil : mask.baseAddress
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
}

import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

/// The four-pixel vector kernels must give the same pixels as the per-pixel ones they
/// replace in hot loops, to the bit (or, for perspective, within the rounding of the
/// coordinates), for every modulation the compositor uses.
@Suite struct QuadKernelTests {
    /// A random valid premultiplied pixel (no channel above alpha); a quarter are opaque.
    static func randomPixel(_ rng: inout SeededRandom) -> UInt32 {
        let a = rng.next() % 4 == 0 ? 255 : UInt32(truncatingIfNeeded: rng.next() & 0xFF)
        let c = (0..<3).map { _ in UInt32(truncatingIfNeeded: rng.next()) % (a + 1) }
        return a << 24 | c[0] << 16 | c[1] << 8 | c[2]
    }

    static func randomTexture(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var rng = SeededRandom(seed: seed)
        return (0..<(width * height)).map { _ in randomPixel(&rng) }
    }

    @Test func affineQuadsMatchSinglePixelSamples() {
        let (w, h) = (64, 48)
        let texels = Self.randomTexture(width: w, height: h, seed: 11)
        var rng = SeededRandom(seed: 12)
        texels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            let t = Texture(base: base, width: w, height: h, stride: w)
            for _ in 0..<200 {
                // 32 pixels whose 2×2 blocks stay inside: start in the middle, small steps.
                let u = (20 << 16) + Int(rng.next() % (8 << 16))
                let v = (16 << 16) + Int(rng.next() % (8 << 16))
                let du = Int(rng.next() % (1 << 16)) - (1 << 15)
                let dv = Int(rng.next() % (1 << 16)) - (1 << 15)
                var quads = AffineQuadSampler(texture: t, u: u, v: v, du: du, dv: dv)
                var single = AffineBilinearSampler(texture: t, u: u, v: v, du: du, dv: dv)
                for _ in 0..<8 {
                    let q = quads.nextQuad()
                    for lane in 0..<4 { #expect(q[lane] == single.next()) }
                }
                #expect(quads.u == single.u && quads.v == single.v)
            }
        }
    }

    @Test func perspectiveQuadsMatchSinglePixelSamplesWithinRounding() {
        let (w, h) = (64, 48)
        let texels = Self.randomTexture(width: w, height: h, seed: 21)
        texels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            let t = Texture(base: base, width: w, height: h, stride: w)
            // u = (10 + 0.7·i) / w and v = (8 + 0.3·i) / w with w from 1 to 1.5 over 32 pixels.
            let make = {
                PerspectiveInteriorSampler(
                    texture: t, uw: 10, vw: 8, w: 1, duw: 0.7 + 10 * 0.5 / 32, dvw: 0.3 + 8 * 0.5 / 32, dw: 0.5 / 32)
            }
            var quads = make()
            var single = make()
            var largest: UInt32 = 0
            for _ in 0..<8 {
                let q = quads.nextQuad()
                for lane in 0..<4 { largest = max(largest, Self.channelDistance(q[lane], single.next())) }
            }
            #expect(largest <= 2)
        }
    }

    @Test func quadPixelMathMatchesThePerPixelFunctions() {
        var rng = SeededRandom(seed: 31)
        for _ in 0..<2000 {
            let s = SIMD4<UInt32>((0..<4).map { _ in Self.randomPixel(&rng) })
            let d = SIMD4<UInt32>((0..<4).map { _ in Self.randomPixel(&rng) })
            let bytes = SIMD4<UInt32>((0..<4).map { _ in UInt32(truncatingIfNeeded: rng.next() & 0xFF) })
            let other = SIMD4<UInt32>((0..<4).map { _ in UInt32(truncatingIfNeeded: rng.next() & 0xFF) })
            let shades = SIMD4<UInt32>((0..<4).map { _ in UInt32(truncatingIfNeeded: rng.next() % 257) })
            let over = PixelMath.over(s, d)
            let multiplied = PixelMath.multiply(s, by: bytes)
            let shaded = PixelMath.shade(s, by: shades)
            let products = PixelMath.multiply(bytes: bytes, other)
            for k in 0..<4 {
                #expect(over[k] == PixelMath.over(s[k], d[k]))
                #expect(multiplied[k] == PixelMath.multiply(s[k], by: bytes[k]))
                #expect(shaded[k] == PixelMath.shade(s[k], by: shades[k]))
                #expect(products[k] == PixelMath.multiply(byte: bytes[k], other[k]))
            }
        }
    }

    @Test func vectorSpanWriterMatchesThePairWriterForEveryModulation() {
        var rng = SeededRandom(seed: 41)
        let n = 37
        for trial in 0..<400 {
            let source = (0..<n).map { _ in Self.randomPixel(&rng) }
            let background = (0..<n).map { _ in Self.randomPixel(&rng) }
            let mask = (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            var m = SpanModulation()
            if trial % 2 == 1 { m.alpha = UInt32(truncatingIfNeeded: rng.next() & 0xFF) }
            if trial % 3 == 1 {
                m.hasShade = true
                m.shade = Int(rng.next() % (300 << 16)) - (20 << 16)
                m.shadeStep = Int(rng.next() % (20 << 16)) - (10 << 16)
            }
            if trial % 5 == 1 {
                m.hasAlphaRamp = true
                m.alphaRamp = Int(rng.next() % (300 << 16)) - (20 << 16)
                m.alphaStep = Int(rng.next() % (20 << 16)) - (10 << 16)
            }
            let coverage = trial % 7 == 1 ? mask : nil
            let expected = Self.composited(source, over: background, m, mask: coverage, quads: false)
            let actual = Self.composited(source, over: background, m, mask: coverage, quads: true)
            #expect(actual == expected, "trial \(trial)")
        }
    }

    @Test func aWholeClipCoverageDrawsAsNoClipAndAsThePairWriterDoes() {
        // A run whose clip covers every pixel whole skips the mask; it must come out as the
        // pair writer draws it with the mask, and as the quad writer draws it with none.
        var rng = SeededRandom(seed: 43)
        for trial in 0..<160 {
            let n = trial % 40 < 13 ? trial % 13 + 1 : 37
            let opaque = trial % 4 == 3
            let source = (0..<n).map { _ in opaque ? 0xFF00_0000 | Self.randomPixel(&rng) : Self.randomPixel(&rng) }
            let background = (0..<n).map { _ in Self.randomPixel(&rng) }
            let whole = [UInt8](repeating: 255, count: n)
            var m = SpanModulation()
            if trial % 2 == 1 { m.alpha = 128 }
            if trial % 3 == 1 {
                m.hasShade = true
                m.shade = 180 << 16
                m.shadeStep = 1 << 14
            }
            let withPairs = Self.composited(source, over: background, m, mask: whole, quads: false)
            let withQuads = Self.composited(source, over: background, m, mask: whole, quads: true, opaque: opaque)
            let unclipped = Self.composited(source, over: background, m, mask: nil, quads: true, opaque: opaque)
            #expect(withQuads == withPairs, "trial \(trial)")
            #expect(withQuads == unclipped, "trial \(trial)")
        }
    }

    @Test func wholeCoverageIsEveryByteAt255() {
        for n in 1...20 {
            for hole in -1..<n {
                var bytes = [UInt8](repeating: 255, count: n)
                if hole >= 0 { bytes[hole] = 254 }
                bytes.withUnsafeBufferPointer { p in
                    guard let base = p.baseAddress else { return }
                    #expect(SpanWriter.isWhole(base, count: n) == (hole < 0), "n \(n) hole \(hole)")
                }
            }
        }
    }

    /// `source` composited over `background` with `m`, its mask (when given) `mask`, by the
    /// quad writer or, with its four-pixel path hidden, the pair writer.
    static func composited(
        _ source: [UInt32], over background: [UInt32], _ m: SpanModulation, mask: [UInt8]?, quads: Bool,
        opaque: Bool = false
    ) -> [UInt32] {
        var out = background
        let coverage = mask ?? []
        source.withUnsafeBufferPointer { src in
            coverage.withUnsafeBufferPointer { mk in
                out.withUnsafeMutableBufferPointer { d in
                    guard let s = src.baseAddress, let d = d.baseAddress else { return }
                    var m = m
                    m.mask = mask == nil ? nil : mk.baseAddress
                    if quads {
                        var sampler = RowSampler(p: s)
                        SpanWriter.composite(&sampler, into: d, count: source.count, modulation: m, opaque: opaque)
                    } else {
                        var pairs = PairsOnly(RowSampler(p: s))
                        SpanWriter.composite(&pairs, into: d, count: source.count, modulation: m)
                    }
                }
            }
        }
        return out
    }

    /// The largest difference of any channel between two pixels.
    static func channelDistance(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var d: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = Int((a >> shift) & 0xFF)
            let y = Int((b >> shift) & 0xFF)
            d = max(d, UInt32(abs(x - y)))
        }
        return d
    }
}

/// Hides a sampler's four-pixel path, so the span writer takes the pair path.
private struct PairsOnly<S: TexelSampler>: TexelSampler {
    var sampler: S
    init(_ sampler: S) { self.sampler = sampler }
    mutating func next() -> UInt32 { sampler.next() }
    mutating func nextPair() -> UInt64 { sampler.nextPair() }
}

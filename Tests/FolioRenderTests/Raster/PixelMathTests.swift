import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

@Suite struct PixelMathTests {
    @Test func multiplyRoundsExactlyForEveryByte() {
        for a in 0...255 {
            for x in stride(from: 0, through: 255, by: 1) {
                let expected = UInt32((Double(x * a) / 255).rounded())
                let p = UInt32(x) * 0x0101_0101
                let r = PixelMath.multiply(p, by: UInt32(a))
                #expect(r == expected * 0x0101_0101, "x=\(x) a=\(a)")
                #expect(PixelMath.multiply(byte: UInt32(x), UInt32(a)) == expected)
            }
        }
    }

    @Test func sourceOverMatchesPorterDuffFormula() {
        let sources: [UInt32] = [0x0000_0000, 0xFF12_3456, 0x8040_2010, 0x4040_4040, 0x0100_0000, 0xC0C0_0000]
        let dests: [UInt32] = [0x0000_0000, 0xFFFF_FFFF, 0xFF00_80FF, 0x8080_8080, 0x2010_0000]
        for s in sources {
            for d in dests {
                let sa = Double(s >> 24)
                var expected: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    let sc = Double((s >> UInt32(shift)) & 0xFF)
                    let dc = Double((d >> UInt32(shift)) & 0xFF)
                    expected |= UInt32((sc + (dc * (255 - sa) / 255)).rounded()) << UInt32(shift)
                }
                #expect(PixelMath.over(s, d) == expected, "s=\(String(s, radix: 16)) d=\(String(d, radix: 16))")
            }
        }
    }

    @Test func premultipliedColoursScaleChannelsByAlpha() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultipliedARGB == 0x8080_4000)
        #expect(Color.clear.premultipliedARGB == 0)
        #expect(Color.white.premultipliedARGB == 0xFFFF_FFFF)
    }

    @Test func bilinearAtTexelCentresReturnsTheTexel() {
        let texels: [UInt32] = [0xFF10_2030, 0x8040_0000, 0xFFFF_FFFF, 0x0000_0000]
        for a in texels {
            for b in texels {
                for c in texels {
                    let top = PixelMath.pair(a, b)
                    let bottom = PixelMath.pair(c, b)
                    #expect(PixelMath.bilinear(top: top, bottom: bottom, fx: 0, fy: 0) == a)
                }
            }
        }
    }

    @Test func bilinearOfUniformBlockIsExact() {
        for p: UInt32 in [0xFF36_9CDE, 0x8000_4080, 0xFFFF_FFFF] {
            let pair = PixelMath.pair(p, p)
            for f: Int16 in [0, 1, 77, 100, 127] {
                #expect(PixelMath.bilinear(top: pair, bottom: pair, fx: f, fy: 127 - f) == p)
            }
        }
    }

    @Test func bilinearMidpointAveragesNeighbours() {
        let top = PixelMath.pair(0xFF00_0000, 0xFFFF_FFFF)
        let r = PixelMath.bilinear(top: top, bottom: top, fx: 64, fy: 0)
        #expect(r == 0xFF7F_7F7F || r == 0xFF80_8080)
    }

    @Test func pairedSamplesMatchSingleSamples() {
        var texels: [UInt32] = []
        var rng = SeededRandom(seed: 3)
        for _ in 0..<32 {
            let a = UInt32(truncatingIfNeeded: rng.next() & 0xFF)
            let c = (0..<3).map { _ in UInt32(truncatingIfNeeded: rng.next()) % (a + 1) }
            texels.append(a << 24 | c[0] << 16 | c[1] << 8 | c[2])
        }
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            for k in 0..<6 {
                let fx0 = Int16(k * 21)
                let fy0 = Int16(127 - k * 20)
                let pair = PixelMath.bilinearPair(
                    base + k, base + 7 + k, stride: 16, fx0: fx0, fy0: fy0, fx1: fy0, fy1: fx0)
                let a = PixelMath.bilinear(
                    top: PixelMath.pair(t[k], t[k + 1]), bottom: PixelMath.pair(t[k + 16], t[k + 17]), fx: fx0, fy: fy0)
                let b = PixelMath.bilinear(
                    top: PixelMath.pair(t[k + 7], t[k + 8]), bottom: PixelMath.pair(t[k + 23], t[k + 24]), fx: fy0,
                    fy: fx0)
                #expect(UInt32(truncatingIfNeeded: pair) == a)
                #expect(UInt32(truncatingIfNeeded: pair >> 32) == b)
                // Premultiplied stays valid: no channel exceeds alpha.
                for p in [a, b] {
                    let alpha = p >> 24
                    #expect((p >> 16) & 0xFF <= alpha && (p >> 8) & 0xFF <= alpha && p & 0xFF <= alpha)
                }
            }
        }
    }

    @Test func shadeDarkensColourButKeepsAlpha() {
        #expect(PixelMath.shade(0xFFC8_6432, by: 128) == 0xFF64_3219)
        #expect(PixelMath.shade(0x8080_8080, by: 256) == 0x8080_8080)
        #expect(PixelMath.shade(0x8080_8080, by: 0) == 0x8000_0000)
    }
}

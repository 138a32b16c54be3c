import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// The curl's eight-pixel C loops (AVX2) against Swift's four-pixel loops: the same
/// pixels, to the bit: the flipped part for any affine walk, the contact darkening for any
/// walk along its table. (The band's is held to Swift's in CurlRasterizerPathTests.)
@Suite struct CurlEightPixelLoopTests {
    @Test(.enabled(if: EightPixelLoops.areAvailable), arguments: 0..<4)
    func theFlippedPartsLoopInCDrawsWhatItsLoopInSwiftDraws(seed: Int) {
        var random = SeededRandom(seed: UInt64(40 + seed))
        let (width, height) = (160, 120)
        let texels = (0..<(width * height)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        texels.withUnsafeBufferPointer { t in
            guard let base = t.baseAddress else { return }
            let texture = Texture(base: base, width: width, height: height, stride: width)
            for trial in 0..<200 {
                // A walk of `count` pixels whose every 2×2 block lies inside: mirrors, turns and
                // scales, in every direction, from any fraction.
                let count = Int(random.uniform(0...61))
                let angle = random.uniform(0...(2 * Double.pi))
                let scale = random.uniform(0.4...1.6) * (trial % 2 == 0 ? 1 : -1)
                let du = Int(scale * cos(angle) * 65536)
                let dv = Int(scale * sin(angle) * 65536)
                // It runs half its length either side of a centre kept that far from the edges.
                let reach = Double(count) * abs(scale) / 2
                let margin = (u: reach * abs(cos(angle)) + 2, v: reach * abs(sin(angle)) + 2)
                let cu = random.uniform(margin.u...(Double(width) - 2 - margin.u))
                let cv = random.uniform(margin.v...(Double(height) - 2 - margin.v))
                let u = Int(cu * 65536) - count / 2 * du
                let v = Int(cv * 65536) - count / 2 * dv
                let keep = UInt16(random.uniform(0...256))
                let paper = (
                    b: UInt16(random.uniform(0...200)), g: UInt16(random.uniform(0...200)),
                    r: UInt16(random.uniform(0...200))
                )
                let lanes = (
                    even: (
                        SIMD8<UInt16>(repeating: keep),
                        SIMD8<UInt16>(paper.b, paper.r, paper.b, paper.r, paper.b, paper.r, paper.b, paper.r)
                    ),
                    odd: (
                        SIMD8<UInt16>(keep, 256, keep, 256, keep, 256, keep, 256),
                        SIMD8<UInt16>(paper.g, 0, paper.g, 0, paper.g, 0, paper.g, 0)
                    )
                )
                var inC = [UInt32](repeating: 0x1234_5678, count: count + 3)
                let drawn = inC.withUnsafeMutableBufferPointer { p in
                    guard let pixels = p.baseAddress else { return -1 }
                    return CurlRowRenderer.flippedOctets(
                        texture, u: u, v: v, du: du, dv: dv, below: (0, 1 << 16), lanes: lanes, into: pixels,
                        count: count)
                }
                #expect(drawn == count / 8 * 8, "trial \(trial)")
                var sampler = AffineQuadSampler(texture: texture, u: u, v: v, du: du, dv: dv)
                var inSwift: [UInt32] = []
                while inSwift.count < drawn {
                    let q = CurlPixelMath.transform(sampler.nextChannels(), even: lanes.even, odd: lanes.odd)
                    inSwift += [q[0], q[1], q[2], q[3]]
                }
                #expect(Array(inC[0..<drawn]) == inSwift, "trial \(trial): du \(du), dv \(dv)")
                #expect(inC[drawn...].allSatisfy { $0 == 0x1234_5678 }, "trial \(trial): drawn past its \(drawn)")
            }
        }
    }

    /// The contact darkening's eight-pixel C loop against Swift's: the same factors, clamped
    /// to the table at both ends, and the same shading.
    @Test(.enabled(if: EightPixelLoops.areAvailable))
    func theContactLoopInCShadesWhatItsLoopInSwiftShades() {
        var random = SeededRandom(seed: 77)
        let factors = (0..<300).map { _ in UInt32(random.uniform(0...256)) }
        for trial in 0..<300 {
            let count = Int(random.uniform(0...45))
            let pixels = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            // Steps either way, starting before the table, inside it or past its end; and one
            // whole entry a pixel from a whole entry (the spine's columns, loaded eight at a
            // time), ending inside the table, at its last entry, or one entry past it.
            var k = Int(random.uniform(-40...340) * 65536)
            var dk = Int(random.uniform(-12...12) * 65536)
            if trial % 3 == 0 {
                let ends = [Int(random.uniform(0...250)) + count, 300, 301]
                k = max(ends[trial / 3 % 3] - count, 0) << 16
                dk = 65536
            }
            var inC = pixels
            let shaded = factors.withUnsafeBufferPointer { f in
                inC.withUnsafeMutableBufferPointer { p in
                    guard let fb = f.baseAddress, let pb = p.baseAddress else { return -1 }
                    return CurlRowRenderer.shadeOctets(pb, count: count, by: fb, last: 299, k: k, dk: dk)
                }
            }
            #expect(shaded == count / 8 * 8, "trial \(trial)")
            var inSwift = pixels
            var position = k
            inSwift.withUnsafeMutableBufferPointer { p in
                guard let pb = p.baseAddress else { return }
                CurlPixelMath.shadeRun(from: pb, into: pb, 0..<max(shaded, 0)) { _ in
                    let f = factors[min(max(position >> 16, 0), 299)]
                    position &+= dk
                    return f
                }
            }
            #expect(inC == inSwift, "trial \(trial): k \(k), dk \(dk)")
        }
    }
}

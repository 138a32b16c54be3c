/// The vector span writer: the same blending and modulation as ``SpanWriter/composite(_:into:count:modulation:)``,
/// to the bit, four pixels per step.
extension SpanWriter {
    /// Composites `count` samples from `sampler` onto `dst`, four at a time. `opaque` promises
    /// the samples are opaque (then, unmodulated, they are stored without looking at `dst`).
    @inline(__always)
    static func composite<S: QuadSampler>(
        _ sampler: inout S, into dst: UnsafeMutablePointer<UInt32>, count: Int, modulation: SpanModulation,
        opaque: Bool = false
    ) {
        guard count > 0 else { return }
        let m = modulation.droppingWholeMask(count: count)
        var i = 0
        if m.isPlain {
            while i + 4 <= count {
                let q = sampler.nextQuad()
                if opaque || PixelMath.allOpaque(q) {
                    store(q, at: dst + i)
                } else {
                    store(PixelMath.over(q, load(dst + i)), at: dst + i)
                }
                i += 4
            }
        } else if m.fitsQuadLanes(count: count) {
            let ramps = QuadRamps(m)
            let alpha = SIMD4<UInt32>(repeating: m.alpha)
            while i + 4 <= count {
                var q = sampler.nextQuad()
                if m.hasShade { q = PixelMath.shade(q, by: ramps.shade(at: i)) }
                var a = alpha
                if m.hasAlphaRamp { a = PixelMath.multiply(bytes: a, ramps.alpha(at: i)) }
                if let mask = m.mask { a = PixelMath.multiply(bytes: a, maskQuad(mask + i)) }
                // Multiplying by 255 changes nothing, so the constant-alpha case needs no test.
                q = PixelMath.multiply(q, by: a)
                if PixelMath.allOpaque(q) {
                    store(q, at: dst + i)
                } else {
                    store(PixelMath.over(q, load(dst + i)), at: dst + i)
                }
                i += 4
            }
        }
        var rest = sampler.tail
        composite(&rest, into: dst + i, count: count - i, modulation: m.advanced(by: i))
    }

    /// Whether the `count` coverage bytes at `mask` are all 255.
    @inline(__always)
    static func isWhole(_ mask: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(mask)
        var i = 0
        while i + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) != UInt64.max { return false }
            i += 8
        }
        while i < count {
            if mask[i] != 255 { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    private static func load(_ p: UnsafeMutablePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    private static func store(_ q: SIMD4<UInt32>, at p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: q, as: SIMD4<UInt32>.self)
    }

    /// Four coverage bytes as lanes.
    @inline(__always)
    private static func maskQuad(_ p: UnsafePointer<UInt8>) -> SIMD4<UInt32> {
        let w = UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
        return SIMD4(w & 0xFF, (w >> 8) & 0xFF, (w >> 16) & 0xFF, w >> 24)
    }
}

/// The shade and alpha ramps of a modulation as clamped per-pixel factors, four at a time.
private struct QuadRamps {
    let shade0: SIMD4<Int32>
    let shadeStep: Int32
    let alpha0: SIMD4<Int32>
    let alphaStep: Int32

    @inline(__always)
    init(_ m: SpanModulation) {
        let k = SIMD4<Int32>(0, 1, 2, 3)
        shadeStep = Int32(truncatingIfNeeded: m.shadeStep)
        alphaStep = Int32(truncatingIfNeeded: m.alphaStep)
        shade0 = SIMD4(repeating: Int32(truncatingIfNeeded: m.shade)) &+ k &* shadeStep
        alpha0 = SIMD4(repeating: Int32(truncatingIfNeeded: m.alphaRamp)) &+ k &* alphaStep
    }

    /// The shade factors (0…256) of pixels `i…i+3`.
    @inline(__always)
    func shade(at i: Int) -> SIMD4<UInt32> {
        let s = (shade0 &+ Int32(truncatingIfNeeded: i) &* shadeStep) &>> 16
        return SIMD4<UInt32>(truncatingIfNeeded: s.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 256)))
    }

    /// The alpha ramp's bytes (0…255) of pixels `i…i+3`.
    @inline(__always)
    func alpha(at i: Int) -> SIMD4<UInt32> {
        let a = (alpha0 &+ Int32(truncatingIfNeeded: i) &* alphaStep) &>> 16
        return SIMD4<UInt32>(truncatingIfNeeded: a.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)))
    }
}

extension SpanModulation {
    /// This modulation without its clip mask when the mask covers the next `count` pixels
    /// whole. A clip's coverage is whole over most of a run (a page turned inside a clipping
    /// view is masked only along its edges), and scaling by 255 changes nothing, so such a run
    /// can take the unmodulated paths.
    @inline(__always)
    func droppingWholeMask(count: Int) -> SpanModulation {
        guard let mask, SpanWriter.isWhole(mask, count: count) else { return self }
        var m = self
        m.mask = nil
        return m
    }

    /// Whether the ramps stay within 32-bit lanes over `count` pixels (always, for any sane
    /// geometry; a degenerate triangle's huge gradient takes the 64-bit path instead).
    @inline(__always)
    func fitsQuadLanes(count: Int) -> Bool {
        let limit = 1 << 30
        func fits(_ start: Int, _ step: Int) -> Bool {
            abs(start) < limit && abs(step) < limit / max(count, 1) && abs(start + step * count) < limit
        }
        return (!hasShade || fits(shade, shadeStep)) && (!hasAlphaRamp || fits(alphaRamp, alphaStep))
    }
}

internal import CFolioKernels

/// Blends runs of sampled pixels onto a destination row with source-over.
enum SpanWriter {
    /// Composites `count` samples from `sampler` onto `dst`.
    @inline(__always)
    static func composite<S: TexelSampler>(
        _ sampler: inout S, into dst: UnsafeMutablePointer<UInt32>, count: Int, modulation m: SpanModulation
    ) {
        guard count > 0 else { return }
        if m.isPlain {
            // Pairs: opaque pairs (the common case) are one 64-bit store.
            var i = 0
            while i + 1 < count {
                let pair = sampler.nextPair()
                if pair & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 {
                    UnsafeMutableRawPointer(dst + i).storeBytes(of: pair, as: UInt64.self)
                } else {
                    dst[i] = PixelMath.over(UInt32(truncatingIfNeeded: pair), dst[i])
                    dst[i + 1] = PixelMath.over(UInt32(truncatingIfNeeded: pair >> 32), dst[i + 1])
                }
                i += 2
            }
            if i < count { dst[i] = PixelMath.over(sampler.next(), dst[i]) }
        } else if m.isUniformAlpha {
            let a = m.alpha
            var i = 0
            while i + 1 < count {
                let pair = sampler.nextPair()
                dst[i] = PixelMath.over(PixelMath.multiply(UInt32(truncatingIfNeeded: pair), by: a), dst[i])
                dst[i + 1] = PixelMath.over(
                    PixelMath.multiply(UInt32(truncatingIfNeeded: pair >> 32), by: a), dst[i + 1])
                i += 2
            }
            if i < count { dst[i] = PixelMath.over(PixelMath.multiply(sampler.next(), by: a), dst[i]) }
        } else {
            compositeModulated(&sampler, into: dst, count: count, modulation: m)
        }
    }

    @inline(__always)
    private static func compositeModulated<S: TexelSampler>(
        _ sampler: inout S, into dst: UnsafeMutablePointer<UInt32>, count: Int, modulation m: SpanModulation
    ) {
        var shade = m.shade
        var alphaRamp = m.alphaRamp
        @inline(__always)
        func modulate(_ source: UInt32, at i: Int) -> UInt32 {
            var s = source
            if m.hasShade {
                s = PixelMath.shade(s, by: UInt32(min(max(shade >> 16, 0), 256)))
                shade &+= m.shadeStep
            }
            var a = m.alpha
            if m.hasAlphaRamp {
                a = PixelMath.multiply(byte: a, UInt32(min(max(alphaRamp >> 16, 0), 255)))
                alphaRamp &+= m.alphaStep
            }
            if let mask = m.mask { a = PixelMath.multiply(byte: a, UInt32(mask[i])) }
            if a != 255 { s = PixelMath.multiply(s, by: a) }
            return s
        }
        // Sample in pairs (the expensive part), modulate and blend one by one.
        var i = 0
        while i + 1 < count {
            let pair = sampler.nextPair()
            let s0 = modulate(UInt32(truncatingIfNeeded: pair), at: i)
            let s1 = modulate(UInt32(truncatingIfNeeded: pair >> 32), at: i + 1)
            if (s0 & s1) >> 24 == 255 {
                dst[i] = s0
                dst[i + 1] = s1
            } else {
                dst[i] = PixelMath.over(s0, dst[i])
                dst[i + 1] = PixelMath.over(s1, dst[i + 1])
            }
            i += 2
        }
        if i < count { dst[i] = PixelMath.over(modulate(sampler.next(), at: i), dst[i]) }
    }

    /// Copies or blends a run of texels one to one (the integer-translation path).
    static func copy(
        from src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>, count: Int,
        opaque: Bool, modulation m: SpanModulation
    ) {
        guard count > 0 else { return }
        if opaque && m.isPlain {
            dst.update(from: src, count: count)
            return
        }
        var done = 0
        if count >= 8 && m.isUniformAlpha && EightPixelLoops.areAvailable {
            // One opacity for the whole run (a faded layer, or a translucent one at 255):
            // eight pixels at a time in C, the same bits as the loop below.
            done = folio_faded_octets(src, dst, count, m.alpha)
            if done == count { return }
        }
        // Translucent or faded: every pixel is modulated (if need be) and blended.
        var sampler = RowSampler(p: src + done)
        composite(&sampler, into: dst + done, count: count - done, modulation: m)
    }

    /// Fills a run with one colour.
    static func fill(_ pixel: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int, modulation m: SpanModulation)
    {
        guard count > 0 else { return }
        if m.isPlain && pixel >> 24 == 255 {
            dst.update(repeating: pixel, count: count)
            return
        }
        var sampler = SolidSampler(pixel: pixel)
        composite(&sampler, into: dst, count: count, modulation: m)
    }
}

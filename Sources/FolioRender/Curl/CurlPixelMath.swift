/// The curl rasteriser's own premultiplied ARGB32 arithmetic: factors over 256 for lighting,
/// tint and wash, on top of the shared lane helpers and bilinear sampling in ``PixelMath``.
enum CurlPixelMath {
    /// Four pixels (lane 0 first) with each channel times a factor over 256 plus an offset:
    /// lighting, tint and paper wash at once. `even` holds the factors and offsets of the blue
    /// and red channels (lanes B, R of each pixel in turn), `odd` those of green and alpha
    /// (G, A). Each lane must stay below 65 536.
    @inline(__always)
    static func transform(
        _ quad: SIMD4<UInt32>, even: (SIMD8<UInt16>, SIMD8<UInt16>), odd: (SIMD8<UInt16>, SIMD8<UInt16>)
    ) -> SIMD4<UInt32> {
        transform(
            (PixelMath.evenLanes(quad), PixelMath.oddLanes(quad)), even: even, odd: odd)
    }

    /// ``transform(_:even:odd:)`` for four pixels already split into their even and odd
    /// channels (as ``AffineQuadSampler/nextChannels()`` returns them).
    @inline(__always)
    static func transform(
        _ channels: (even: SIMD8<UInt16>, odd: SIMD8<UInt16>), even: (SIMD8<UInt16>, SIMD8<UInt16>),
        odd: (SIMD8<UInt16>, SIMD8<UInt16>)
    ) -> SIMD4<UInt32> {
        PixelMath.pixels(
            even: (channels.even &* even.0 &+ even.1) &>> 8, odd: (channels.odd &* odd.0 &+ odd.1) &>> 8)
    }

    /// Four opaque pixels washed towards the paper colour and lit: each colour channel becomes
    /// `(c·keep + paper·paperShare) / 256` with per-pixel factors (`keep + paperShare ≤ 256`);
    /// alpha stays opaque. `CurlRowRenderer.washed(_:shade:)` for four pixels, to the bit.
    @inline(__always)
    static func washed(
        _ quad: SIMD4<UInt32>, keep: SIMD4<UInt32>, paper paperShare: SIMD4<UInt32>, colour paper: UInt32
    ) -> SIMD4<UInt32> {
        let colour = quad & 0x00FF_FFFF
        let paperQuad = SIMD4<UInt32>(repeating: paper & 0x00FF_FFFF)
        let k = PixelMath.spread(keep)
        let p = PixelMath.spread(paperShare)
        let even = (PixelMath.evenLanes(colour) &* k &+ PixelMath.evenLanes(paperQuad) &* p) &>> 8
        let odd = (PixelMath.oddLanes(colour) &* k &+ PixelMath.oddLanes(paperQuad) &* p) &>> 8
        return PixelMath.pixels(even: even, odd: odd) | 0xFF00_0000
    }

    /// Writes `source[i]` shaded by `factor(i)` (0…256) to `target[i]` for every `i` in
    /// `range`, four pixels at a time; `factor` is called once per pixel, in order. `source`
    /// may be `target` (darkening in place).
    @inline(__always)
    static func shadeRun(
        from source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, _ range: Range<Int>,
        factor: (Int) -> UInt32
    ) {
        var i = range.lowerBound
        while i + 4 <= range.upperBound {
            let quad = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD4<UInt32>.self)
            let f0 = factor(i)
            let f1 = factor(i + 1)
            let f2 = factor(i + 2)
            let factors = SIMD4(f0, f1, f2, factor(i + 3))
            UnsafeMutableRawPointer(target + i).storeBytes(
                of: PixelMath.shade(quad, by: factors), as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < range.upperBound {
            target[i] = PixelMath.shade(source[i], by: factor(i))
            i += 1
        }
    }

    /// `channel × factor / 256` for every channel (factor 0…256).
    @inline(__always)
    static func scale(_ p: UInt32, by factor: UInt32) -> UInt32 {
        PixelMath.compact(((PixelMath.expand(p) &* UInt64(factor)) >> 8) & PixelMath.laneMask)
    }

    /// `a·(256 − t) + b·t` over 256 for every channel (t 0…256).
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let e = PixelMath.expand(a) &* UInt64(256 &- t) &+ PixelMath.expand(b) &* UInt64(t)
        return PixelMath.compact((e >> 8) & PixelMath.laneMask)
    }

    /// Source-over of premultiplied pixels: `s + d·(1 − αs)`.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24
        if sa == 255 { return s }
        if s == 0 { return d }
        return s &+ scale(d, by: 256 &- (sa &+ (sa >> 7)))
    }
}

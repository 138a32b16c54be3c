/// Premultiplied ARGB32 arithmetic for the curl rasteriser, SWAR style: a pixel's four
/// channels are spread into the four 16-bit lanes of a `UInt64`, so one multiply scales all of
/// them without carries between lanes.
enum CurlPixelMath {
    static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Spreads `0xAARRGGBB` into lanes `[B, R, G, A]` (lane 0 lowest).
    @inline(__always)
    static func expand(_ p: UInt32) -> UInt64 {
        let v = UInt64(p)
        return (v & 0x00FF_00FF) | ((v & 0xFF00_FF00) << 24)
    }

    /// The inverse of ``expand(_:)``; each lane must hold a value ≤ 255.
    @inline(__always)
    static func compact(_ e: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: e | (e >> 24))
    }

    /// Two horizontally adjacent texels as one pair, left in the low half.
    @inline(__always)
    static func pair(at p: UnsafePointer<UInt32>) -> UInt64 {
        #if _endian(little)
            return UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
        #else
            return UInt64(p[0]) | (UInt64(p[1]) << 32)
        #endif
    }

    /// Bilinear interpolation of a 2×2 block given as two horizontal pairs (left texel in the
    /// low half); `fx`, `fy` are 7-bit weights (0…127 of 128, as in pixman). Each pass is one
    /// signed multiply per channel, `a + ((b − a)·f >> 7)`, which stays between `a` and `b`:
    /// uniform areas come out exact and texel centres give the texel itself.
    @inline(__always)
    static func bilinear(top: UInt64, bottom: UInt64, fx: Int16, fy: Int16) -> UInt32 {
        let t = SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(top, to: SIMD8<UInt8>.self))
        let b = SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(bottom, to: SIMD8<UInt8>.self))
        let v = t &+ (((b &- t) &* SIMD8(repeating: fy)) &>> 7)
        let l = v.lowHalf
        let h = l &+ (((v.highHalf &- l) &* SIMD4(repeating: fx)) &>> 7)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: h), to: UInt32.self)
    }

    /// Two bilinear samples at once, lane for lane the same as ``bilinear(top:bottom:fx:fy:)``:
    /// the blocks whose top-left texels are at `p0` and `p1`, rows `stride` apart. The first
    /// pixel is in the low half.
    ///
    /// Channels are split into even (blue, red) and odd (green, alpha) bytes with masks and
    /// handled as 16-bit lanes, which compiles to plain vector arithmetic (the generic SIMD
    /// width conversions do not inline).
    @inline(__always)
    static func bilinearPair(
        _ p0: UnsafePointer<UInt32>, _ p1: UnsafePointer<UInt32>, stride: Int,
        fx0: Int16, fy0: Int16, fx1: Int16, fy1: Int16
    ) -> UInt64 {
        let m = laneMask
        let t0 = pair(at: p0)
        let t1 = pair(at: p1)
        let b0 = pair(at: p0 + stride)
        let b1 = pair(at: p1 + stride)
        // Lanes: block 0 left (2), block 0 right (2), block 1 left (2), block 1 right (2).
        let tE = unsafeBitCast(SIMD2<UInt64>(t0 & m, t1 & m), to: SIMD8<Int16>.self)
        let tO = unsafeBitCast(SIMD2<UInt64>((t0 >> 8) & m, (t1 >> 8) & m), to: SIMD8<Int16>.self)
        let bE = unsafeBitCast(SIMD2<UInt64>(b0 & m, b1 & m), to: SIMD8<Int16>.self)
        let bO = unsafeBitCast(SIMD2<UInt64>((b0 >> 8) & m, (b1 >> 8) & m), to: SIMD8<Int16>.self)
        let fy = SIMD8<Int16>(fy0, fy0, fy0, fy0, fy1, fy1, fy1, fy1)
        let vE = tE &+ (((bE &- tE) &* fy) &>> 7)
        let vO = tO &+ (((bO &- tO) &* fy) &>> 7)
        let fx = SIMD4<Int16>(fx0, fx0, fx1, fx1)
        let h = { (v: SIMD8<Int16>) -> UInt64 in
            let words = unsafeBitCast(v, to: SIMD4<UInt32>.self)
            let l = unsafeBitCast(words.evenHalf, to: SIMD4<Int16>.self)
            let r = unsafeBitCast(words.oddHalf, to: SIMD4<Int16>.self)
            return unsafeBitCast(l &+ (((r &- l) &* fx) &>> 7), to: UInt64.self)
        }
        return h(vE) | (h(vO) << 8)
    }

    /// The 7-bit bilinear weight of a 16.16 fixed-point coordinate.
    @inline(__always)
    static func weight(_ fixed: Int) -> Int16 { Int16(truncatingIfNeeded: fixed >> 9) & 0x7F }

    /// Two pixels (first in the low half) with each channel times a factor over 256 plus an
    /// offset: lighting, tint and paper wash at once. `even` holds the factors and offsets of
    /// the blue and red channels of both pixels (lanes B, R, B, R), `odd` those of green and
    /// alpha (G, A, G, A). Each lane must stay below 65 536.
    @inline(__always)
    static func transformPair(
        _ pair: UInt64, even: (SIMD4<UInt16>, SIMD4<UInt16>), odd: (SIMD4<UInt16>, SIMD4<UInt16>)
    ) -> UInt64 {
        let e = unsafeBitCast(pair & laneMask, to: SIMD4<UInt16>.self)
        let o = unsafeBitCast((pair >> 8) & laneMask, to: SIMD4<UInt16>.self)
        let re = unsafeBitCast((e &* even.0 &+ even.1) &>> 8, to: UInt64.self)
        let ro = unsafeBitCast((o &* odd.0 &+ odd.1) &>> 8, to: UInt64.self)
        return re | (ro << 8)
    }

    /// `channel × factor / 256` for every channel (factor 0…256).
    @inline(__always)
    static func scale(_ p: UInt32, by factor: UInt32) -> UInt32 {
        compact(((expand(p) &* UInt64(factor)) >> 8) & laneMask)
    }

    /// Scales the colour channels by `factor` (0…256) and leaves alpha alone, so a
    /// premultiplied pixel stays valid: lighting and shadows.
    @inline(__always)
    static func shade(_ p: UInt32, by factor: UInt32) -> UInt32 {
        let e = expand(p & 0x00FF_FFFF) &* UInt64(factor)
        return (compact((e >> 8) & laneMask) & 0x00FF_FFFF) | (p & 0xFF00_0000)
    }

    /// `a·(256 − t) + b·t` over 256 for every channel (t 0…256).
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let e = expand(a) &* UInt64(256 &- t) &+ expand(b) &* UInt64(t)
        return compact((e >> 8) & laneMask)
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

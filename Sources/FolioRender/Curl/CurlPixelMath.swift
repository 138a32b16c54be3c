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
    @inline(__always)
    static func bilinearPair(
        _ p0: UnsafePointer<UInt32>, _ p1: UnsafePointer<UInt32>, stride: Int,
        fx0: Int16, fy0: Int16, fx1: Int16, fy1: Int16
    ) -> UInt64 {
        let t0 = UnsafeRawPointer(p0).loadUnaligned(as: SIMD8<UInt8>.self)
        let t1 = UnsafeRawPointer(p1).loadUnaligned(as: SIMD8<UInt8>.self)
        let b0 = UnsafeRawPointer(p0 + stride).loadUnaligned(as: SIMD8<UInt8>.self)
        let b1 = UnsafeRawPointer(p1 + stride).loadUnaligned(as: SIMD8<UInt8>.self)
        let t = SIMD16<Int16>(truncatingIfNeeded: SIMD16<UInt8>(lowHalf: t0, highHalf: t1))
        let b = SIMD16<Int16>(truncatingIfNeeded: SIMD16<UInt8>(lowHalf: b0, highHalf: b1))
        let fy = SIMD16<Int16>(lowHalf: SIMD8(repeating: fy0), highHalf: SIMD8(repeating: fy1))
        let v = t &+ (((b &- t) &* fy) &>> 7)
        let l = SIMD8<Int16>(lowHalf: v.lowHalf.lowHalf, highHalf: v.highHalf.lowHalf)
        let r = SIMD8<Int16>(lowHalf: v.lowHalf.highHalf, highHalf: v.highHalf.highHalf)
        let fx = SIMD8<Int16>(lowHalf: SIMD4(repeating: fx0), highHalf: SIMD4(repeating: fx1))
        let h = l &+ (((r &- l) &* fx) &>> 7)
        return unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: h), to: UInt64.self)
    }

    /// The 7-bit bilinear weight of a 16.16 fixed-point coordinate.
    @inline(__always)
    static func weight(_ fixed: Int) -> Int16 { Int16(truncatingIfNeeded: fixed >> 9) & 0x7F }

    /// Two pixels (first in the low half) with their colour channels times `factors`' first
    /// lanes over 256 plus `offset`, alpha kept: lighting, tint and paper wash at once. Each
    /// lane must stay below 65 536.
    @inline(__always)
    static func transformPair(_ pair: UInt64, times factors: SIMD8<UInt16>, plus offset: SIMD8<UInt16>) -> UInt64 {
        let p = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(pair, to: SIMD8<UInt8>.self))
        let r = (p &* factors &+ offset) &>> 8
        return unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: r), to: UInt64.self)
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

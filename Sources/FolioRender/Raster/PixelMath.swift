/// Premultiplied ARGB32 arithmetic on whole pixels, SWAR style: a pixel's four channels are
/// spread into the four 16-bit lanes of a `UInt64` so that one multiply scales all of them
/// without carries between lanes.
enum PixelMath {
    /// Selects the low byte of each 16-bit lane.
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

    /// `round(channel × factor / 255)` for every channel, exact for all 8-bit inputs.
    @inline(__always)
    static func multiply(_ p: UInt32, by factor: UInt32) -> UInt32 {
        var t = expand(p) &* UInt64(factor) &+ 0x0080_0080_0080_0080
        t = ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
        return compact(t)
    }

    /// `round(a × b / 255)` for two bytes.
    @inline(__always)
    static func multiply(byte a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Porter–Duff source-over of premultiplied pixels: `s + d × (1 − αs)`.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24
        if sa == 255 { return s }
        if s == 0 { return d }
        return s &+ multiply(d, by: 255 &- sa)
    }

    /// Scales the colour channels by `shade` (0…256 means 0…1) and leaves alpha alone, so a
    /// premultiplied pixel stays valid.
    @inline(__always)
    static func shade(_ p: UInt32, by shade: UInt32) -> UInt32 {
        let e = expand(p & 0x00FF_FFFF) &* UInt64(shade)
        return (compact((e >> 8) & laneMask) & 0x00FF_FFFF) | (p & 0xFF00_0000)
    }

    /// Bilinear interpolation of a 2×2 texel block given as two horizontal pairs, each pair
    /// loaded as one little-endian `UInt64` (left texel in the low half). `fx` and `fy` are
    /// the fractional weights in 0…127 (of 128), as in pixman.
    ///
    /// Each pass is one signed multiply per channel, `a + ((b − a)·f >> 7)` in 16-bit lanes,
    /// which stays between `a` and `b`: uniform areas come out exact, texel centres
    /// (`fx = fy = 0`) give the texel itself, and premultiplied pixels stay valid.
    @inline(__always)
    static func bilinear(top: UInt64, bottom: UInt64, fx: Int16, fy: Int16) -> UInt32 {
        let t = SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(top, to: SIMD8<UInt8>.self))
        let b = SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(bottom, to: SIMD8<UInt8>.self))
        let v = t &+ (((b &- t) &* SIMD8(repeating: fy)) &>> 7)
        let l = v.lowHalf
        let r = v.highHalf
        let h = l &+ (((r &- l) &* SIMD4(repeating: fx)) &>> 7)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: h), to: UInt32.self)
    }

    /// Two bilinear samples at once (twice the SIMD width, half the instructions per pixel):
    /// the blocks whose top-left texels are at `p0` and `p1`, rows `stride` apart. Returns
    /// the first pixel in the low half.
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

    /// Packs two texels into the pair form ``bilinear(top:bottom:fx:fy:)`` takes.
    @inline(__always)
    static func pair(_ left: UInt32, _ right: UInt32) -> UInt64 {
        UInt64(left) | (UInt64(right) << 32)
    }
}

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
        UInt32(truncatingIfNeeded: bilinearPair(top, top, bottom, bottom, fx0: fx, fy0: fy, fx1: fx, fy1: fy))
    }

    /// Two bilinear samples at once: the blocks whose top-left texels are at `p0` and `p1`,
    /// rows `stride` apart. Returns the first pixel in the low half.
    @inline(__always)
    static func bilinearPair(
        _ p0: UnsafePointer<UInt32>, _ p1: UnsafePointer<UInt32>, stride: Int,
        fx0: Int16, fy0: Int16, fx1: Int16, fy1: Int16
    ) -> UInt64 {
        bilinearPair(
            UnsafeRawPointer(p0).loadUnaligned(as: UInt64.self), UnsafeRawPointer(p1).loadUnaligned(as: UInt64.self),
            UnsafeRawPointer(p0 + stride).loadUnaligned(as: UInt64.self),
            UnsafeRawPointer(p1 + stride).loadUnaligned(as: UInt64.self), fx0: fx0, fy0: fy0, fx1: fx1, fy1: fy1)
    }

    /// Two bilinear samples from their texel pairs (top and bottom rows of each block), in
    /// 128-bit vectors of 16-bit lanes. Channels are split into even (blue, red) and odd
    /// (green, alpha) bytes with masks and shifts rather than widening conversions, so the
    /// whole computation is plain vector arithmetic that always inlines.
    @inline(__always)
    static func bilinearPair(
        _ top0: UInt64, _ top1: UInt64, _ bottom0: UInt64, _ bottom1: UInt64,
        fx0: Int16, fy0: Int16, fx1: Int16, fy1: Int16
    ) -> UInt64 {
        let t = unsafeBitCast(SIMD2<UInt64>(top0, top1), to: SIMD8<Int16>.self)
        let b = unsafeBitCast(SIMD2<UInt64>(bottom0, bottom1), to: SIMD8<Int16>.self)
        let byte = SIMD8<Int16>(repeating: 0xFF)
        let fy = lanes(fy0, fy1)
        // Vertical pass on [left.c, left.c′, right.c, right.c′] per pixel.
        let te = t & byte
        let to = (t &>> 8) & byte
        let ve = te &+ (((b & byte &- te) &* fy) &>> 7)
        let vo = to &+ ((((b &>> 8) & byte &- to) &* fy) &>> 7)
        // Horizontal pass: left halves against right halves of each 64-bit lane.
        let low = SIMD2<UInt64>(repeating: 0xFFFF_FFFF)
        let fx = lanes(fx0, fx1)
        let ve64 = unsafeBitCast(ve, to: SIMD2<UInt64>.self)
        let vo64 = unsafeBitCast(vo, to: SIMD2<UInt64>.self)
        let le = unsafeBitCast(ve64 & low, to: SIMD8<Int16>.self)
        let re = unsafeBitCast(ve64 &>> 32, to: SIMD8<Int16>.self)
        let lo = unsafeBitCast(vo64 & low, to: SIMD8<Int16>.self)
        let ro = unsafeBitCast(vo64 &>> 32, to: SIMD8<Int16>.self)
        let he = le &+ (((re &- le) &* fx) &>> 7)
        let ho = lo &+ (((ro &- lo) &* fx) &>> 7)
        let out = unsafeBitCast(he | (ho &<< 8), to: SIMD2<UInt64>.self)
        return (out[0] & 0xFFFF_FFFF) | (out[1] << 32)
    }

    /// `a` in the four lanes of the first 64 bits, `b` in the four of the second.
    @inline(__always)
    private static func lanes(_ a: Int16, _ b: Int16) -> SIMD8<Int16> {
        let spread: UInt64 = 0x0001_0001_0001_0001
        return unsafeBitCast(
            SIMD2<UInt64>(UInt64(UInt16(bitPattern: a)) &* spread, UInt64(UInt16(bitPattern: b)) &* spread),
            to: SIMD8<Int16>.self)
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

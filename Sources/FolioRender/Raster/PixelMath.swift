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
    /// the fractional weights in 0…255 (of 256).
    ///
    /// The vertical pass blends both columns at once (same weight for all lanes); the
    /// horizontal pass multiplies by `fx | (256 − fx) << 32`, which leaves
    /// `left × (256 − fx) + right × fx` in the upper half of the product. Uniform areas come
    /// out exact, and at texel centres (`fx = fy = 0`) the texel itself.
    @inline(__always)
    static func bilinear(top: UInt64, bottom: UInt64, fx: UInt64, fy: UInt64) -> UInt32 {
        let m = laneMask
        let iy = 256 &- fy
        let ve = (((top & m) &* iy &+ (bottom & m) &* fy) >> 8) & m
        let vo = ((((top >> 8) & m) &* iy &+ ((bottom >> 8) & m) &* fy) >> 8) & m
        let w = fx | ((256 &- fx) << 32)
        let even = ((ve &* w) >> 40) & 0x00FF_00FF
        let odd = ((vo &* w) >> 32) & 0xFF00_FF00
        return UInt32(truncatingIfNeeded: even | odd)
    }

    /// Packs two texels into the pair form ``bilinear(top:bottom:fx:fy:)`` takes.
    @inline(__always)
    static func pair(_ left: UInt32, _ right: UInt32) -> UInt64 {
        UInt64(left) | (UInt64(right) << 32)
    }
}

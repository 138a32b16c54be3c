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

    /// Bilinear interpolation of a 2×2 block given as two horizontal pairs; `fx`, `fy` are
    /// weights in 0…255 (of 256). The vertical pass blends both columns at once; the
    /// horizontal one multiplies by `fx | (256 − fx) << 32`, which leaves
    /// `left·(256 − fx) + right·fx` in the upper half. At `fx = fy = 0` it returns the texel.
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

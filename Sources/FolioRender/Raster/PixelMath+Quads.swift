/// ``PixelMath``'s per-pixel operations on four pixels at once (lane 0 first), to the bit: each
/// 32-bit lane is split into its even (blue, red) and odd (green, alpha) bytes as 16-bit
/// lanes, so one 128-bit multiply scales two channels of four pixels without carries.
extension PixelMath {
    /// The even bytes of each pixel, as 16-bit lanes `[B, R]` per pixel.
    @inline(__always)
    static func evenLanes(_ q: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(q & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    }

    /// The odd bytes of each pixel, as 16-bit lanes `[G, A]` per pixel.
    @inline(__always)
    static func oddLanes(_ q: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast((q &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    }

    /// Pixels from even and odd lanes that each hold a value ≤ 255.
    @inline(__always)
    static func pixels(even: SIMD8<UInt16>, odd: SIMD8<UInt16>) -> SIMD4<UInt32> {
        unsafeBitCast(even, to: SIMD4<UInt32>.self) | (unsafeBitCast(odd, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// A per-pixel value (≤ 0xFFFF) in both 16-bit halves of its lane.
    @inline(__always)
    static func spread(_ f: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(f | (f &<< 16), to: SIMD8<UInt16>.self)
    }

    /// `round(c × f / 255)` in 16-bit lanes, for `c × f ≤ 65 025`.
    @inline(__always)
    private static func divideBy255(_ c: SIMD8<UInt16>, _ f: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = c &* f &+ 0x80
        return (t &+ (t &>> 8)) &>> 8
    }

    /// ``multiply(_:by:)`` for four pixels, each by its own factor (0…255).
    @inline(__always)
    static func multiply(_ q: SIMD4<UInt32>, by factors: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let f = spread(factors)
        return pixels(even: divideBy255(evenLanes(q), f), odd: divideBy255(oddLanes(q), f))
    }

    /// ``multiply(byte:_:)`` lane by lane (both ≤ 255).
    @inline(__always)
    static func multiply(bytes a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = unsafeBitCast(a, to: SIMD8<UInt16>.self) &* unsafeBitCast(b, to: SIMD8<UInt16>.self) &+ 0x80
        return unsafeBitCast((t &+ (t &>> 8)) &>> 8, to: SIMD4<UInt32>.self) & 0xFFFF
    }

    /// ``over(_:_:)`` for four pixels: `s + d × (1 − αs)`, exact for every input.
    @inline(__always)
    static func over(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        s &+ multiply(d, by: 255 &- (s &>> 24))
    }

    /// ``shade(_:by:)`` for four pixels, each by its own factor (0…256); alpha is kept.
    @inline(__always)
    static func shade(_ q: SIMD4<UInt32>, by factors: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let even = spread(factors)
        // Alpha (the high half of each odd lane pair) is scaled by 256 / 256.
        let odd = unsafeBitCast(factors | 0x0100_0000, to: SIMD8<UInt16>.self)
        return pixels(even: (evenLanes(q) &* even) &>> 8, odd: (oddLanes(q) &* odd) &>> 8)
    }

    /// Whether all four pixels are opaque.
    @inline(__always)
    static func allOpaque(_ q: SIMD4<UInt32>) -> Bool {
        q[0] & q[1] & q[2] & q[3] >= 0xFF00_0000
    }
}

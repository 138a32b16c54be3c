/// The same as ``PerspectiveBilinearSampler`` for runs proved to stay inside the texture.
struct PerspectiveInteriorSampler: TexelSampler, QuadSampler {
    let texture: Texture
    var uw: Double
    var vw: Double
    var w: Double
    let duw: Double
    let dvw: Double
    let dw: Double

    @inline(__always)
    mutating func next() -> UInt32 {
        let r = 65536 / w
        let u = Self.fixed(uw * r)
        let v = Self.fixed(vw * r)
        uw += duw
        vw += dvw
        w += dw
        let p = texture.base + ((v >> 16) &* texture.stride &+ (u >> 16))
        return PixelMath.bilinear(
            top: texture.pair(at: p), bottom: texture.pair(at: p + texture.stride), fx: PixelMath.weight(u),
            fy: PixelMath.weight(v))
    }

    @inline(__always)
    mutating func nextPair() -> UInt64 {
        let r0 = 65536 / w
        let u0 = Self.fixed(uw * r0)
        let v0 = Self.fixed(vw * r0)
        let r1 = 65536 / (w + dw)
        let u1 = Self.fixed((uw + duw) * r1)
        let v1 = Self.fixed((vw + dvw) * r1)
        uw += 2 * duw
        vw += 2 * dvw
        w += 2 * dw
        let p0 = texture.base + ((v0 >> 16) &* texture.stride &+ (u0 >> 16))
        let p1 = texture.base + ((v1 >> 16) &* texture.stride &+ (u1 >> 16))
        return PixelMath.bilinearPair(
            p0, p1, stride: texture.stride, fx0: PixelMath.weight(u0), fy0: PixelMath.weight(v0),
            fx1: PixelMath.weight(u1), fy1: PixelMath.weight(v1))
    }

    /// The next four samples: the four divisions in two vector instructions, then the vector
    /// bilinear kernel. Each pixel's coordinates are the quad's start plus its offset rather
    /// than ``next()``'s running sum, so the two can differ in the last bit of a coordinate.
    @inline(__always)
    mutating func nextQuad() -> SIMD4<UInt32> {
        let k = SIMD4<Double>(0, 1, 2, 3)
        let ws = SIMD4(repeating: w) + k * dw
        let r = SIMD4<Double>(repeating: 65536) / ws
        let magic = SIMD4<Double>(repeating: Self.roundingMagic)
        let uf = (SIMD4(repeating: uw) + k * duw) * r + magic
        let vf = (SIMD4(repeating: vw) + k * dvw) * r + magic
        let us = SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(uf, to: SIMD4<Int64>.self))
        let vs = SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(vf, to: SIMD4<Int64>.self))
        uw += 4 * duw
        vw += 4 * dvw
        w += 4 * dw
        return Self.samples(texture, us: us, vs: vs)
    }

    /// Four bilinear samples of `texture` at the 16.16 coordinates `us`, `vs` (each block
    /// inside the texture).
    @inline(__always)
    static func samples(_ texture: Texture, us: SIMD4<Int32>, vs: SIMD4<Int32>) -> SIMD4<UInt32> {
        let stride = texture.stride
        @inline(__always)
        func offset(_ lane: Int) -> Int { ((Int(vs[lane]) >> 16) &* stride &+ (Int(us[lane]) >> 16)) &* 4 }
        return AffineQuadSampler.bilinear(
            UnsafeRawPointer(texture.base), offset(0), offset(1), offset(2), offset(3), rowBytes: stride &* 4,
            fx: (us &>> 9) & 0x7F, fy: (vs &>> 9) & 0x7F)
    }

    var tail: PerspectiveInteriorSampler { self }

    /// 1.5·2⁵²: added to a double below 2³¹ in magnitude, it leaves the nearest integer in the
    /// low bits of the mantissa.
    static let roundingMagic = 6_755_399_441_055_744.0

    /// The nearest integer to `x` (|x| < 2³¹, proved by the caller), without Swift's
    /// range-checked conversion: adding ``roundingMagic`` leaves it in the low bits of the
    /// mantissa. Any other `x` (infinite, NaN) gives some 32-bit value, never a trap.
    @inline(__always)
    static func fixed(_ x: Double) -> Int {
        Int(Int32(truncatingIfNeeded: (x + roundingMagic).bitPattern))
    }
}

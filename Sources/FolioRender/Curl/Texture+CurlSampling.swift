/// How the curl rasteriser samples a page: bilinear reads at 16.16 texel-centre coordinates
/// (`u = (x − 0.5)·65536`) from the compositor's ``Texture``.
extension Texture {
    /// A bilinear sample, clamping to the edges.
    @inline(__always)
    func clampedSample(u: Int, v: Int) -> UInt32 {
        let x = u >> 16
        let y = v >> 16
        let xa = min(max(x, 0), width - 1)
        let xb = min(max(x + 1, 0), width - 1)
        let ya = min(max(y, 0), height - 1) * stride
        let yb = min(max(y + 1, 0), height - 1) * stride
        let top = UInt64(base[ya + xa]) | (UInt64(base[ya + xb]) << 32)
        let bottom = UInt64(base[yb + xa]) | (UInt64(base[yb + xb]) << 32)
        return PixelMath.bilinear(
            top: top, bottom: bottom, fx: PixelMath.weight(u), fy: PixelMath.weight(v))
    }

    /// A bilinear sample whose 2×2 block is known to lie inside the pixels.
    @inline(__always)
    func sample(u: Int, v: Int) -> UInt32 {
        let p = block(u: u, v: v)
        return PixelMath.bilinear(
            top: pair(at: p), bottom: pair(at: p + stride), fx: PixelMath.weight(u), fy: PixelMath.weight(v))
    }

    /// The address of the top-left texel of the bilinear block at 16.16 coordinates.
    @inline(__always)
    func block(u: Int, v: Int) -> UnsafePointer<UInt32> { base + ((v >> 16) * stride + (u >> 16)) }
}

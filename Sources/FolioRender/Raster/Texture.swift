import FolioCore

/// Read-only premultiplied ARGB32 pixels used as a source: an image, a backing store, an
/// offscreen group.
struct Texture {
    let base: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let stride: Int

    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt32> { base + y * stride }

    /// A bilinear sample at 16.16 texel-centre coordinates (`u = (x − 0.5)·65536`) whose 2×2
    /// block is known to lie inside the pixels: each row pair is one 64-bit load.
    @inline(__always)
    func sample(u: Int, v: Int) -> UInt32 {
        let p = base + ((v >> 16) &* stride &+ (u >> 16))
        return PixelMath.bilinear(
            top: pair(at: p), bottom: pair(at: p + stride), fx: PixelMath.weight(u), fy: PixelMath.weight(v))
    }

    /// Whether the 2 × 2 block ``sample(u:v:)`` reads at 16.16 coordinates (u, v) lies inside
    /// the pixels.
    @inline(__always)
    func blockIsInside(u: Int, v: Int) -> Bool {
        let x = u >> 16
        let y = v >> 16
        return x >= 0 && y >= 0 && x < width &- 1 && y < height &- 1
    }

    /// A bilinear sample at 16.16 texel-centre coordinates, clamping to the edges.
    @inline(__always)
    func clampedSample(u: Int, v: Int) -> UInt32 {
        let x = u >> 16
        let y = v >> 16
        let xa = min(max(x, 0), width - 1)
        let xb = min(max(x + 1, 0), width - 1)
        let ya = min(max(y, 0), height - 1) * stride
        let yb = min(max(y + 1, 0), height - 1) * stride
        return PixelMath.bilinear(
            top: PixelMath.pair(base[ya + xa], base[ya + xb]), bottom: PixelMath.pair(base[yb + xa], base[yb + xb]),
            fx: PixelMath.weight(u), fy: PixelMath.weight(v))
    }

    /// Two horizontally adjacent texels as one pair (left in the low half); `x + 1` must be
    /// inside the row.
    @inline(__always)
    func pair(at p: UnsafePointer<UInt32>) -> UInt64 {
        #if _endian(little)
            return UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
        #else
            return PixelMath.pair(p[0], p[1])
        #endif
    }
}

extension Bitmap {
    /// Runs `body` with the bitmap's pixels as a ``Texture``, valid only during the call (`nil`
    /// only when the storage has no address).
    @inline(__always)
    func withTexture<R>(_ body: (Texture?) -> R) -> R {
        pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return body(nil) }
            return body(Texture(base: base, width: width, height: height, stride: width))
        }
    }
}

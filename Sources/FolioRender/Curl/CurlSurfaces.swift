/// Read-only premultiplied ARGB32 pixels a curl samples: the page's front or back.
package struct CurlSource {
    package let base: UnsafePointer<UInt32>
    package let width: Int
    package let height: Int
    /// Pixels per row.
    package let stride: Int

    /// Wraps pixels someone else owns; valid only while they stay alive.
    package init(base: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// A bilinear sample at 16.16 texel-centre coordinates (`u = (x − 0.5)·65536`), clamping
    /// to the edges.
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
        let p = base + ((v >> 16) * stride + (u >> 16))
        return PixelMath.bilinear(
            top: CurlPixelMath.pair(at: p), bottom: CurlPixelMath.pair(at: p + stride), fx: PixelMath.weight(u),
            fy: PixelMath.weight(v))
    }

    /// The address of the top-left texel of the bilinear block at 16.16 coordinates.
    @inline(__always)
    func block(u: Int, v: Int) -> UnsafePointer<UInt32> { base + ((v >> 16) * stride + (u >> 16)) }
}

/// Writable premultiplied ARGB32 pixels a curl is drawn into.
package struct CurlTarget {
    package let base: UnsafeMutablePointer<UInt32>
    package let width: Int
    package let height: Int
    /// Pixels per row.
    package let stride: Int

    /// Wraps pixels someone else owns; valid only while they stay alive.
    package init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * stride }
}

/// A half-open rectangle of device pixels the curl may change.
package struct CurlClip: Hashable, Sendable {
    package var x0: Int
    package var y0: Int
    package var x1: Int
    package var y1: Int

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    package func intersection(_ o: CurlClip) -> CurlClip {
        CurlClip(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
}

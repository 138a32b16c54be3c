/// Read-only premultiplied ARGB32 pixels used as a source: an image, a backing store, an
/// offscreen group.
struct Texture {
    let base: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let stride: Int

    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt32> { base + y * stride }

    /// The texel at integer coordinates clamped to the edges.
    @inline(__always)
    func clamped(_ x: Int, _ y: Int) -> UInt32 {
        let cx = min(max(x, 0), width - 1)
        let cy = min(max(y, 0), height - 1)
        return base[cy * stride + cx]
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

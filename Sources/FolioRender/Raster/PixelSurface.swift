/// A writable window onto premultiplied ARGB32 pixels that someone else owns (a frame
/// ``Bitmap``'s storage or a ``PixelBuffer``). Valid only while the owner keeps it alive.
struct PixelSurface {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// Pixels per row.
    let stride: Int

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * stride }

    var bounds: IntRect { IntRect(x0: 0, y0: 0, x1: width, y1: height) }

    var texture: Texture { Texture(base: UnsafePointer(base), width: width, height: height, stride: stride) }

    /// Fills a rectangle (already clipped to the surface) with one pixel value.
    func fill(_ r: IntRect, with pixel: UInt32) {
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 {
            (row(y) + r.x0).update(repeating: pixel, count: r.width)
        }
    }
}

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

/// A half-open rectangle of whole pixels.
struct IntRect: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    static let empty = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: IntRect) -> IntRect {
        let r = IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return IntRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func offsetBy(dx: Int, dy: Int) -> IntRect { IntRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }

    func contains(_ o: IntRect) -> Bool { o.isEmpty || (o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1) }

    /// The pixels whose centres lie inside a continuous rectangle (the same rule the polygon
    /// rasteriser uses, so rectangles and quads agree on their edges).
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        func edge(_ v: Double) -> Int {
            let e = (v - 0.5).rounded(.up)
            return e.isFinite ? Int(max(min(e, 1e9), -1e9)) : (v > 0 ? 1_000_000_000 : -1_000_000_000)
        }
        self.init(x0: edge(minX), y0: edge(minY), x1: edge(maxX), y1: edge(maxY))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }
}

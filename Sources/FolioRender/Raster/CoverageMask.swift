/// Eight-bit coverage over a device rectangle: the shape of a clip that is not a whole-pixel
/// rectangle (rounded corners, rotated or perspective bounds). Pooled and reused.
final class CoverageMask {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var rect = IntRect.empty
    private var capacity: Int

    init() {
        capacity = 1
        base = .allocate(capacity: 1)
        base.initialize(to: 0)
    }

    deinit { base.deallocate() }

    /// Covers `r`, contents cleared to zero.
    func reset(to r: IntRect) {
        let needed = max(r.width * r.height, 1)
        if needed > capacity {
            base.deallocate()
            capacity = needed
            base = .allocate(capacity: capacity)
        }
        rect = r
        base.update(repeating: 0, count: needed)
    }

    /// The coverage bytes of row `y`, starting at column `x` (device coordinates).
    @inline(__always)
    func row(_ y: Int, from x: Int) -> UnsafeMutablePointer<UInt8> {
        base + (y - rect.y0) * rect.width + (x - rect.x0)
    }

    /// The coverage at a device pixel (0 outside).
    func value(x: Int, y: Int) -> UInt8 {
        guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
        return row(y, from: x).pointee
    }
}

import FolioCore

/// Owned, reusable premultiplied ARGB32 storage: backing stores, offscreen groups and
/// scratch textures. Growing reallocates only when the capacity is exceeded, so steady-state
/// frames allocate nothing.
final class PixelBuffer {
    private(set) var base: UnsafeMutablePointer<UInt32>
    private(set) var width = 0
    private(set) var height = 0
    private var capacity: Int

    init(width: Int = 0, height: Int = 0) {
        capacity = max(width * height, 1)
        base = .allocate(capacity: capacity)
        base.initialize(repeating: 0, count: capacity)
        resize(width: width, height: height)
    }

    deinit { base.deallocate() }

    /// Changes the size; the contents are unspecified afterwards. Growing touches every page
    /// of the new storage now, so later sizes within it cost no page faults.
    func resize(width w: Int, height h: Int) {
        let needed = max(w, 0) * max(h, 0)
        if needed > capacity {
            base.deallocate()
            capacity = needed
            base = .allocate(capacity: capacity)
            base.initialize(repeating: 0, count: capacity)
        }
        width = max(w, 0)
        height = max(h, 0)
    }

    /// How many pixels the buffer holds storage for.
    var capacityInPixels: Int { capacity }

    var surface: PixelSurface { PixelSurface(base: base, width: width, height: height, stride: width) }

    var texture: Texture { surface.texture }

    /// The bytes the buffer holds allocated, which may exceed its current size after shrinking.
    var allocatedBytes: Int { capacity * MemoryLayout<UInt32>.stride }

    func clear(to pixel: UInt32 = 0) {
        base.update(repeating: pixel, count: width * height)
    }

    /// Whether every pixel is fully opaque.
    func isOpaque() -> Bool {
        Bitmap.areOpaque(UnsafeBufferPointer(start: base, count: width * height))
    }

    /// A copy as a ``Bitmap`` (for tests and snapshots).
    func makeBitmap() -> Bitmap {
        let pixels = [UInt32](UnsafeBufferPointer(start: base, count: width * height))
        return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: 0, height: 0)
    }
}

import FolioCore

/// The pixels of layers with drawn content, keyed by layer id: redrawn with Cairo only when
/// the content's version, the drawing object, the pixel size or the scale changes, and
/// dropped when their layer leaves the tree.
@MainActor
final class BackingStoreCache {
    final class Entry {
        let buffer = PixelBuffer()
        var version = 0
        var drawer: ObjectIdentifier?
        var scale = 0.0
        var isOpaque = false
    }

    private var entries = FrameScopedCache<UInt64, Entry>()

    /// How many times content has been drawn, for tests and statistics.
    private(set) var drawCount = 0

    /// Starts a frame: entries not used before ``endFrame()`` are evicted then.
    func beginFrame() { entries.beginFrame() }

    /// The up-to-date backing store of a layer, drawing it first if needed; nil when the
    /// layer has no pixels.
    func store(
        id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double
    ) -> Entry? {
        let (width, height) = Self.pixelSize(of: bounds, scale: scale)
        guard width > 0, height > 0 else { return nil }
        let entry = entries.use(id) { Entry() }
        let identity = ObjectIdentifier(drawer)
        if entry.drawer == identity && entry.version == version && entry.scale == scale
            && entry.buffer.width == width && entry.buffer.height == height
        {
            return entry
        }
        entry.buffer.resize(width: width, height: height)
        let context = CairoGraphicsContext(buffer: entry.buffer, scale: 1, clear: true)
        context.scaleBy(x: Double(width) / bounds.width, y: Double(height) / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawer.drawContent(in: context, bounds: bounds)
        context.flush()
        drawCount += 1
        entry.drawer = identity
        entry.version = version
        entry.scale = scale
        entry.isOpaque = entry.buffer.isOpaque()
        return entry
    }

    /// Keeps a layer's backing store through this frame without drawing it (its layer is shown
    /// through a snapshot instead).
    func touch(id: UInt64) { _ = entries.use(id) }

    /// Whether a layer's current backing store is known to be opaque without redrawing it.
    func isKnownOpaque(id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double) -> Bool {
        guard let e = entries.peek(id) else { return false }
        let (width, height) = Self.pixelSize(of: bounds, scale: scale)
        return e.isOpaque && e.version == version && e.drawer == ObjectIdentifier(drawer) && e.scale == scale
            && e.buffer.width == width && e.buffer.height == height
    }

    /// Whole pixels for `bounds` at `scale` (rounded up, at most 16384 a side; 0 when empty).
    static func pixelSize(of bounds: Rect, scale: Double) -> (Int, Int) {
        let w = (bounds.width * scale - 1e-9).rounded(.up)
        let h = (bounds.height * scale - 1e-9).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else { return (0, 0) }
        return (Int(w), Int(h))
    }

    /// Evicts the stores of layers that were not drawn this frame.
    func endFrame() { entries.endFrame() }

    var count: Int { entries.count }
}

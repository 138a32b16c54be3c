import FolioCore

/// The pixels of layers with drawn content, keyed by layer id: redrawn with Cairo only when
/// the content's version, the drawing object, the pixel size or the scale changes, and
/// dropped when their layer leaves the tree.
@MainActor
final class BackingStoreCache {
    private var entries = FrameScopedCache<UInt64, DrawnContent>()

    /// How many times content has been drawn, for tests and statistics.
    private(set) var drawCount = 0

    /// Starts a frame: entries not used before ``endFrame()`` are evicted then.
    func beginFrame() { entries.beginFrame() }

    /// The up-to-date backing store of a layer, drawing it first if needed; nil when the
    /// layer has no pixels. `background` is the layer's opaque background colour when it is
    /// drawn into the store (``Compositor/bakedBackground(of:)``), so that the store is one
    /// opaque texture instead of a fill with content blended over it.
    func store(
        id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double, background: UInt32?
    ) -> DrawnContent? {
        let (width, height) = Self.pixelSize(of: bounds, scale: scale)
        guard width > 0, height > 0 else { return nil }
        let entry = entries.use(id) { DrawnContent() }
        let drew = entry.redrawIfNeeded(
            drawer: drawer, version: version, scale: scale, width: width, height: height, bounds: bounds,
            background: background
        ) { context in
            context.scaleBy(x: Double(width) / bounds.width, y: Double(height) / bounds.height)
        }
        if drew { drawCount += 1 }
        return entry
    }

    /// Keeps a layer's backing store through this frame without drawing it (its layer is shown
    /// through a snapshot instead).
    func touch(id: UInt64) { _ = entries.use(id) }

    /// Whether a layer has a backing store of its content at this version, size and scale.
    func isCurrent(
        id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double, background: UInt32?
    ) -> Bool {
        guard let e = entries.peek(id) else { return false }
        let (width, height) = Self.pixelSize(of: bounds, scale: scale)
        return e.isCurrent(
            drawer: drawer, version: version, scale: scale, width: width, height: height, background: background)
    }

    /// Whether a layer's current backing store is known to be opaque without redrawing it.
    func isKnownOpaque(
        id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double, background: UInt32?
    ) -> Bool {
        guard let e = entries.peek(id) else { return false }
        let (width, height) = Self.pixelSize(of: bounds, scale: scale)
        return e.isOpaque
            && e.isCurrent(
                drawer: drawer, version: version, scale: scale, width: width, height: height, background: background)
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

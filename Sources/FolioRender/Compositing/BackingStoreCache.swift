import FolioCore

/// The pixels of layers with drawn content, keyed by layer id: redrawn with Cairo only when
/// the content's version, the drawing object, the pixel size or the scale changes, and
/// dropped when their layer leaves the tree.
///
/// Stores of layers the last frame did not show — pages drawn ahead, a page turned away
/// from, a layer scrolled off screen — hold at most ``outOfSightBudget`` bytes together;
/// beyond it the least recently shown (or drawn ahead) go first. What a frame shows is not
/// counted against it: that is the memory the frame needs anyway (docs/Architecture.md §6.1).
@MainActor
final class BackingStoreCache {
    /// A layer's pixels and when they were last shown or drawn ahead.
    @MainActor
    private final class Entry {
        let content = DrawnContent()
        /// The frame that last showed the store; -1 before any did.
        var shownFrame = -1
        /// When the store was last shown or drawn ahead, on ``BackingStoreCache/clock``: the
        /// smallest is evicted first.
        var recency = 0
    }

    /// Three 3840 × 2160 pages (99,532,800 bytes): a turn at 4K keeps two out of sight, the
    /// spreads either side of the one shown (each at most the window); the third is room for
    /// the rest that is marked (the paper's shadow, an app's own views).
    static let defaultOutOfSightBudget = 3 * 3840 * 2160 * MemoryLayout<UInt32>.stride

    /// How many bytes the stores of layers the last frame did not show may hold together.
    var outOfSightBudget = defaultOutOfSightBudget

    private var entries = FrameScopedCache<UInt64, Entry>()
    /// The frame being drawn, or the last one drawn between frames.
    private var frame = 0
    /// Advances every frame and every pass of draw-ahead, so that what a pass draws counts
    /// as newer than what earlier frames showed.
    private var clock = 0

    /// How many times content has been drawn, for tests and statistics.
    private(set) var drawCount = 0
    /// How many pixels drawing content has filled, for tests and statistics.
    private(set) var drawnPixels = 0

    /// Starts a frame: entries not used before ``endFrame()`` are evicted then.
    func beginFrame() {
        entries.beginFrame()
        frame += 1
        clock += 1
    }

    /// Starts a pass of drawing ahead, between frames.
    func beginDrawAhead() { clock += 1 }

    /// The up-to-date backing store of a layer, drawing it first if needed; nil when the
    /// layer has no pixels. `background` is the layer's opaque background colour when it is
    /// drawn into the store (``Compositor/bakedBackground(of:)``), so that the store is one
    /// opaque texture instead of a fill with content blended over it. `shown` is false when
    /// the store is drawn ahead rather than for the frame.
    func store(
        id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double, background: UInt32?,
        shown: Bool = true
    ) -> DrawnContent? {
        let (width, height) = Self.pixelSize(of: bounds, scale: scale)
        guard width > 0, height > 0 else { return nil }
        let entry = entries.use(id) { Entry() }
        if shown { entry.shownFrame = frame }
        entry.recency = clock
        let drew = entry.content.redrawIfNeeded(
            drawer: drawer, version: version, scale: scale, width: width, height: height, bounds: bounds,
            background: background
        ) { context in
            context.scaleBy(x: Double(width) / bounds.width, y: Double(height) / bounds.height)
        }
        if drew {
            drawCount += 1
            drawnPixels &+= width &* height
        }
        return entry.content
    }

    /// Keeps a layer's backing store through this frame without drawing it: shown through a
    /// snapshot, or outside the part of the frame drawn (`shown`), or kept out of sight.
    /// Only a shown store counts as recently used.
    func touch(id: UInt64, shown: Bool = true) {
        guard let entry = entries.use(id), shown else { return }
        entry.shownFrame = frame
        entry.recency = clock
    }

    /// Whether a layer has a backing store of its content at this version, size and scale.
    func isCurrent(
        id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double, background: UInt32?
    ) -> Bool {
        guard let e = entries.peek(id)?.content else { return false }
        let (width, height) = Self.pixelSize(of: bounds, scale: scale)
        return e.isCurrent(
            drawer: drawer, version: version, scale: scale, width: width, height: height, background: background)
    }

    /// Whether a layer's current backing store is known to be opaque without redrawing it.
    func isKnownOpaque(
        id: UInt64, drawer: any LayerContentDrawing, version: Int, bounds: Rect, scale: Double, background: UInt32?
    ) -> Bool {
        guard let e = entries.peek(id)?.content else { return false }
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

    /// Evicts the stores of layers that were not used this frame, then, while those the
    /// frame did not show hold more than the budget, the least recently shown of them.
    func endFrame() {
        entries.endFrame()
        makeRoom(for: 0)
    }

    var count: Int { entries.count }
}

// MARK: - The budget

extension BackingStoreCache {
    /// The bytes every store holds, shown or not.
    var byteCount: Int {
        var total = 0
        entries.forEach { _, entry in total += entry.content.buffer.allocatedBytes }
        return total
    }

    /// The bytes of the stores the last frame (or the frame being drawn) did not show.
    var outOfSightByteCount: Int {
        var total = 0
        entries.forEach { _, entry in
            if entry.shownFrame != frame { total += entry.content.buffer.allocatedBytes }
        }
        return total
    }

    /// Whether the last frame showed the layer's store.
    func wasShown(id: UInt64) -> Bool { entries.peek(id)?.shownFrame == frame }

    /// The bytes a layer's store holds once drawn `width` × `height`: a buffer keeps its
    /// allocation when it shrinks.
    func bytesNeeded(id: UInt64, width: Int, height: Int) -> Int {
        max(entries.peek(id)?.content.buffer.allocatedBytes ?? 0, width * height * MemoryLayout<UInt32>.stride)
    }

    /// Marks a store kept out of sight as wanted now (a near neighbour), so that older ones
    /// are evicted before it.
    func markWanted(id: UInt64) { entries.peek(id)?.recency = clock }

    /// Makes room to draw a layer's store ahead, which holds `bytes` once drawn: what the
    /// store holds already counts towards them.
    ///
    /// - Returns: Whether it fits.
    func makeRoom(forStoreOf id: UInt64, bytes: Int, keeping kept: Set<UInt64>) -> Bool {
        let held = entries.peek(id).map { $0.shownFrame == frame ? 0 : $0.content.buffer.allocatedBytes } ?? 0
        return makeRoom(for: max(bytes - held, 0), keeping: kept.union([id]))
    }

    /// Evicts stores the last frame did not show, least recently shown first and never one
    /// in `kept`, until `bytes` more fit in the budget.
    ///
    /// - Returns: Whether they fit.
    @discardableResult
    func makeRoom(for bytes: Int, keeping kept: Set<UInt64> = []) -> Bool {
        var total = outOfSightByteCount
        while total > outOfSightBudget - bytes {
            var oldest: (id: UInt64, recency: Int, bytes: Int)?
            entries.forEach { id, entry in
                guard entry.shownFrame != frame, !kept.contains(id) else { return }
                if let o = oldest, (o.recency, o.id) < (entry.recency, id) { return }
                oldest = (id, entry.recency, entry.content.buffer.allocatedBytes)
            }
            guard let oldest else { return false }
            entries.remove(oldest.id)
            total -= oldest.bytes
        }
        return true
    }
}

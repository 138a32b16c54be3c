import FolioCore

/// Drawn content too large to keep whole (a page zoomed 8×) as square tiles of
/// ``tileSize`` pixels, drawn only where they are on screen, the counterpart of
/// `CATiledLayer`.
///
/// Memory: a tile is 512 × 512 premultiplied pixels, 1 MiB. A frame draws the tiles it
/// shows (a 1280 × 800 window shows at most 4 × 3 of them at scale 1), and the cache keeps at
/// most ``tileBudget`` tiles in all, least recently used first out, so a zoomed page costs
/// 32 MiB at most however far it is zoomed — an A4 page at 8× would be 136 MiB whole. Up to
/// ``spareLimit`` tiles it dropped (8 MiB) are kept to be drawn again as new ones.
@MainActor
final class TileCache {
    static let tileSize = 512
    /// How many tiles are kept across frames (32 MiB); a frame that shows more keeps those.
    static let tileBudget = 32
    /// Content of more pixels than this (4 megapixels, 16 MiB) is tiled rather than kept whole.
    static let wholeStoreLimit = 4 * 1_048_576

    struct Key: Hashable {
        var layer: UInt64
        var column: Int
        var row: Int
    }

    /// A tile's pixels, and the frame that last showed it (for least-recently-used eviction).
    @MainActor
    final class Tile {
        let content = DrawnContent()
        var lastFrame = 0

        /// A tile's buffer holds a whole tile from the start, so that one drawn at a page's
        /// narrower edge can be drawn again as a whole tile without a new allocation.
        init() {
            content.buffer.resize(width: TileCache.tileSize, height: TileCache.tileSize)
        }
    }

    private var tiles: [Key: Tile] = [:]
    /// Tiles dropped from the cache, kept to be drawn again as other tiles: a scroll drops
    /// tiles as fast as it brings new ones in, and a new 1 MiB buffer costs the frame that
    /// needs it 256 page faults and the kernel's zeroing (a fifth of a slow frame's time).
    private var spares: [Tile] = []
    /// The most spare tiles kept (8 MiB), beyond ``tileBudget``.
    static let spareLimit = 8
    private var frame = 0
    /// How many tiles have been drawn, for tests and statistics.
    private(set) var drawCount = 0
    /// The most tiles held at once, for the memory figure.
    private(set) var peakCount = 0

    var count: Int { tiles.count }

    /// Whether content of `bounds` at `scale` is too large to keep whole.
    static func needsTiles(bounds: Rect, scale: Double) -> Bool {
        let pixels = bounds.width * scale * bounds.height * scale
        return pixels.isFinite && pixels > Double(wholeStoreLimit)
            || bounds.width * scale > 8192 || bounds.height * scale > 8192
    }

    func beginFrame() { frame += 1 }

    /// The tile at `column`, `row` of a layer's content at `scale`, drawn if it is missing or
    /// out of date, over `background` (the layer's opaque background, baked in) if given.
    func tile(
        layer: UInt64, column: Int, row: Int, drawer: any LayerContentDrawing, version: Int, bounds: Rect,
        scale: Double, pixelWidth: Int, pixelHeight: Int, background: UInt32? = nil
    ) -> DrawnContent {
        let key = Key(layer: layer, column: column, row: row)
        let tile = tiles[key] ?? spares.popLast() ?? Tile()
        tiles[key] = tile
        tile.lastFrame = frame
        let width = min(Self.tileSize, pixelWidth - column * Self.tileSize)
        let height = min(Self.tileSize, pixelHeight - row * Self.tileSize)
        let drew = tile.content.redrawIfNeeded(
            drawer: drawer, version: version, scale: scale, width: width, height: height, bounds: bounds,
            background: background
        ) { context in
            context.translateBy(x: -Double(column * Self.tileSize), y: -Double(row * Self.tileSize))
            context.scaleBy(x: scale, y: scale)
        }
        if drew { drawCount += 1 }
        return tile.content
    }

    /// Drops the least recently used tiles beyond the budget (never those of this frame).
    func endFrame() {
        peakCount = max(peakCount, tiles.count)
        guard tiles.count > Self.tileBudget else { return }
        let old = tiles.filter { $0.value.lastFrame != frame }.sorted { $0.value.lastFrame < $1.value.lastFrame }
        var excess = tiles.count - Self.tileBudget
        for (key, tile) in old where excess > 0 {
            tiles[key] = nil
            excess -= 1
            if spares.count < Self.spareLimit {
                tile.content.invalidate()
                spares.append(tile)
            }
        }
    }

    /// How many dropped tiles are kept for reuse, for tests.
    var spareCount: Int { spares.count }

    /// How many of the tiles held are opaque, for tests of baked backgrounds.
    var opaqueCount: Int { tiles.values.count { $0.content.isOpaque } }

    /// The bytes the tiles hold now.
    var byteCount: Int { tiles.values.reduce(0) { $0 + $1.content.buffer.width * $1.content.buffer.height * 4 } }
}

import FolioCore

extension Compositor {
    /// The most tiles one layer draws in a frame: a 4K frame at scale 2 needs about 130.
    static let maximumTilesPerLayer = 256

    /// The pixels per point a layer's drawn content is rasterised at: the frame's scale
    /// times the layer's ``LayerNode/contentsScale`` (a settled zoom).
    func contentScale(_ node: LayerNode) -> Double {
        let factor = node.contentsScale
        guard factor.isFinite, factor > 0 else { return scale }
        return scale * min(factor, 64)
    }

    /// The scale of a layer's whole backing store: its content scale, or the frame's scale
    /// when the content is tiled (offscreen passes and opacity checks, which need the whole
    /// layer at once, then use a store of screen resolution).
    func wholeStoreScale(_ node: LayerNode, bounds: Rect) -> Double {
        let s = contentScale(node)
        return TileCache.needsTiles(bounds: bounds, scale: s) ? scale : s
    }

    /// Draws the tiles of a layer's content that the clip shows, each at `scale`.
    func drawTiles(
        _ node: LayerNode, drawer: any LayerContentDrawing, version: Int, bounds b: Rect, scale s: Double,
        toDevice m: Homography, target: RasterTarget, alpha: UInt32
    ) {
        // Beyond a billion pixels a side nothing is drawn (and the conversions cannot trap).
        guard b.width * s < 1e9, b.height * s < 1e9 else { return }
        let pixelWidth = Int((b.width * s - 1e-9).rounded(.up))
        let pixelHeight = Int((b.height * s - 1e-9).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, let visible = visiblePixels(of: b, scale: s, toDevice: m, target: target)
        else { return }
        let size = TileCache.tileSize
        let background = bakedBackground(of: node)
        let columns = (visible.x0 / size)...((visible.x1 - 1) / size)
        let rows = (visible.y0 / size)...((visible.y1 - 1) / size)
        guard columns.count * rows.count <= Self.maximumTilesPerLayer else {
            // Seen through a perspective (a page turning in 3D), where the visible part cannot
            // be bounded: draw the content at the frame's own scale instead.
            guard
                let store = backingStores.store(
                    id: node.id, drawer: drawer, version: version, bounds: b, scale: scale,
                    background: bakedBackground(of: node), shown: !isMakingSnapshotsAhead)
            else { return }
            let toDevice = Self.textureToLayer(b, width: store.buffer.width, height: store.buffer.height)
                .concatenating(m)
            target.draw(store.buffer.texture, opaque: store.isOpaque, toDevice: toDevice, alpha: alpha)
            return
        }
        for row in rows {
            for column in columns {
                let tile = tiles.tile(
                    layer: node.id, column: column, row: row, drawer: drawer, version: version, bounds: b, scale: s,
                    pixelWidth: pixelWidth, pixelHeight: pixelHeight, background: background)
                let toDevice = Homography.scale(1 / s, 1 / s)
                    .concatenating(
                        .translation(b.minX + Double(column * size) / s, b.minY + Double(row * size) / s)
                    )
                    .concatenating(m)
                target.draw(tile.buffer.texture, opaque: tile.isOpaque, toDevice: toDevice, alpha: alpha)
            }
        }
    }

    /// The content pixels (at `s` per point, from the bounds' corner) that land inside the
    /// target's clip, or `nil` when none do. Perspective maps use the whole content.
    private func visiblePixels(of b: Rect, scale s: Double, toDevice m: Homography, target: RasterTarget) -> IntRect? {
        let whole = IntRect(
            x0: 0, y0: 0, x1: Int((b.width * s - 1e-9).rounded(.up)), y1: Int((b.height * s - 1e-9).rounded(.up)))
        let clip = target.clip.rect
        guard !clip.isEmpty else { return nil }
        // The clip in the layer. (This runs every frame that draws tiled content: the bounds are
        // worked out without arrays, as a frame allocates nothing.)
        guard m.isAffine, let inverse = m.inverted(),
            let area = inverse.affineBounds(
                of: Rect(x: Double(clip.x0), y: Double(clip.y0), width: Double(clip.width), height: Double(clip.height))
            )
        else { return whole }
        func pixel(_ value: Double, _ origin: Double, _ limit: Int) -> Int {
            let p = ((value - origin) * s).rounded(.down)
            guard p.isFinite else { return p > 0 ? limit : 0 }
            return Int(min(max(p, 0), Double(limit)))
        }
        let r = IntRect(
            x0: pixel(area.minX, b.minX, whole.x1), y0: pixel(area.minY, b.minY, whole.y1),
            x1: min(pixel(area.maxX, b.minX, whole.x1) + 1, whole.x1),
            y1: min(pixel(area.maxY, b.minY, whole.y1) + 1, whole.y1))
        return r.isEmpty ? nil : r
    }

    /// How many tiles of zoomed content are cached, and the most held at once: for tests
    /// and the memory figure of deep zooms.
    package var tileStatistics: (count: Int, peak: Int, bytes: Int, drawn: Int) {
        (tiles.count, tiles.peakCount, tiles.byteCount, tiles.drawCount)
    }
}

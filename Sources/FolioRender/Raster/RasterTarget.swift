/// Everything a drawing operation needs to know about where it lands: the pixels, the clip,
/// the occluders painted after it (only for the frame itself) and a scratch row.
struct RasterTarget {
    let surface: PixelSurface
    var clip: Clip
    /// Opaque rectangles painted later in the frame; empty for offscreen surfaces.
    var occluders: Occluders
    /// The paint index of the operation being drawn, compared against the occluders'.
    var paintIndex: Int
    /// At least `surface.width` bytes.
    let scratchRow: UnsafeMutablePointer<UInt8>
    /// The frame's second thread (two-thread compositing), which shares the rows of large
    /// copies and of page curls drawn here; `nil` draws everything on the caller's thread.
    var worker: RowWorker? = nil
    /// The tables a page turned about a vertical axis is drawn from (``PerspectiveColumns``),
    /// filled for each such quad in turn; `nil` draws every perspective quad from running sums.
    var perspectiveColumns: PerspectiveColumns? = nil

    /// The fewest pixels a copy must show (once later opaque layers have hidden theirs)
    /// before ``worker`` shares it: below this, handing over costs more than it saves.
    static let parallelCopyMinimum = 1 << 18

    /// The fewest pixels a resampled quad's or a mesh's bounds must hold before ``worker``
    /// shares it: each pixel costs several times a copied one, so smaller ones pay off.
    static let parallelResampleMinimum = 1 << 16

    /// Fills `rect` (layer coordinates, rounded by `radius`) seen through `h` with a
    /// premultiplied pixel.
    func fill(
        _ pixel: UInt32, minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double,
        toDevice h: Homography
    ) {
        guard pixel != 0 else { return }
        if radius <= 0 && h.isAxisAligned {
            let a = h.apply(minX, minY) ?? (0, 0)
            let b = h.apply(maxX, maxY) ?? (0, 0)
            let r = IntRect(covering: min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
                .intersection(clip.rect)
            guard !r.isEmpty else { return }
            let rows = r.y0..<r.y1
            let columns = r.x0..<r.x1
            // A large fill (a page's background under a turn in depth) is shared like a large
            // copy: alone, the caller fills while the second thread waits for the pages.
            guard let worker = workerSharing(r) else { return fillRows(pixel, rows: rows, columns: columns) }
            worker.share(.fillRows(self, pixel, columns: columns), rows: rows)
            return
        }
        let poly = ConvexPolygon(rectMinX: minX, minY: minY, maxX: maxX, maxY: maxY, through: h)
        guard !poly.isEmpty else { return }
        let rows = poly.pixelBounds.intersection(clip.rect)
        guard !rows.isEmpty else { return }
        let shape =
            radius > 0
            ? RoundedRectShape(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius, toDevice: h) : nil
        for y in rows.y0..<rows.y1 {
            let s = poly.span(row: y)
            let x0 = max(s.x0, clip.rect.x0)
            let x1 = min(s.x1, clip.rect.x1)
            guard x0 < x1 else { continue }
            var m = SpanModulation()
            if let shape {
                coverage(of: shape, row: y, x0: x0, x1: x1)
                m.mask = UnsafePointer(scratchRow)
            } else {
                m.mask = clip.maskRow(y, from: x0)
            }
            SpanWriter.fill(pixel, into: surface.row(y) + x0, count: x1 - x0, modulation: m)
        }
    }

    /// Writes the shape's coverage of `[x0, x1)` on row `y`, times the clip mask, into the
    /// scratch row.
    private func coverage(of shape: RoundedRectShape, row y: Int, x0: Int, x1: Int) {
        let clipRow = clip.maskRow(y, from: x0)
        for x in x0..<x1 {
            var c = UInt32(shape.coverage(x: x, y: y))
            if let clipRow { c = PixelMath.multiply(byte: c, UInt32(clipRow[x - x0])) }
            scratchRow[x - x0] = UInt8(truncatingIfNeeded: c)
        }
    }

    /// Draws a texture whose pixel space maps to the device through `h`, bilinear unless the
    /// map is a whole-pixel translation (then rows are copied). `opaque` promises every texel
    /// is opaque.
    func draw(_ t: Texture, opaque: Bool, toDevice h: Homography, alpha: UInt32) {
        guard alpha > 0, t.width > 0, t.height > 0 else { return }
        if let (dx, dy) = h.integerTranslation {
            let r = IntRect(x0: dx, y0: dy, x1: dx + t.width, y1: dy + t.height).intersection(clip.rect)
            guard !r.isEmpty else { return }
            let columns = r.x0..<r.x1
            let rows = r.y0..<r.y1
            guard let worker = workerSharing(r) else {
                return copyRows(t, offset: (dx, dy), rows: rows, columns: columns, alpha: alpha, opaque: opaque)
            }
            worker.share(
                .copyRows(self, t, offset: (dx, dy), columns: columns, alpha: alpha, opaque: opaque), rows: rows)
            return
        }
        guard let inv = h.inverted() else { return }
        let poly = ConvexPolygon(rectMinX: 0, minY: 0, maxX: Double(t.width), maxY: Double(t.height), through: h)
        guard !poly.isEmpty else { return }
        let area = poly.pixelBounds.intersection(clip.rect)
        guard !area.isEmpty else { return }
        let quad = QuadRows(
            target: self, texture: t, inverse: inv, polygon: poly, opaque: opaque, alpha: alpha,
            columns: area.x0..<area.x1, rows: area.y0..<area.y1)
        guard let worker, quad.area >= Self.parallelResampleMinimum else { return quad.draw(0..<quad.unitCount) }
        worker.share(.quadRows(quad), rows: 0..<quad.unitCount)
    }

    /// The second thread, when `r` shows enough pixels (once later opaque layers have hidden
    /// theirs) for a copy or fill of it to be worth sharing.
    private func workerSharing(_ r: IntRect) -> RowWorker? {
        guard let worker, r.width * r.height >= Self.parallelCopyMinimum,
            occluders.visiblePixels(
                rows: r.y0..<r.y1, x0: r.x0, x1: r.x1, after: paintIndex, limit: Self.parallelCopyMinimum)
                >= Self.parallelCopyMinimum
        else { return nil }
        return worker
    }

    /// Fills `rows` × `columns` with a premultiplied pixel, less what later opaque layers cover.
    func fillRows(_ pixel: UInt32, rows: Range<Int>, columns: Range<Int>) {
        occluders.forEachVisibleRun(rows: rows, x0: columns.lowerBound, x1: columns.upperBound, after: paintIndex) {
            y, x0, x1 in
            var m = SpanModulation()
            m.mask = clip.maskRow(y, from: x0)
            SpanWriter.fill(pixel, into: surface.row(y) + x0, count: x1 - x0, modulation: m)
        }
    }

    /// Draws `rows` × `columns` of a texture placed at a whole-pixel `offset` (texel (0, 0) on
    /// that pixel): row copies, less what later opaque layers cover.
    func copyRows(
        _ t: Texture, offset: (x: Int, y: Int), rows: Range<Int>, columns: Range<Int>, alpha: UInt32, opaque: Bool
    ) {
        occluders.forEachVisibleRun(
            rows: rows, x0: columns.lowerBound, x1: columns.upperBound, after: paintIndex
        ) { y, x0, x1 in
            var m = SpanModulation()
            m.alpha = alpha
            m.mask = clip.maskRow(y, from: x0)
            SpanWriter.copy(
                from: t.row(y - offset.y) - offset.x + x0, into: surface.row(y) + x0, count: x1 - x0, opaque: opaque,
                modulation: m)
        }
    }

    /// The width of the vertical strips perspective quads are drawn in: a perspective map
    /// sweeps across many texture rows along one screen row, and drawing in strips keeps the
    /// texels of neighbouring rows in cache. Since the eight-pixel loop asks for the rows
    /// below ahead (``PerspectiveInteriorSampler/prefetchRows``), each strip's per-run set-up
    /// costs more than the cache saves at 128 pixels: a page turned 30° drew 25–30 % faster
    /// in 512-pixel strips (three alternating runs, 1080p and 4K), and a few per cent faster
    /// again with none, which would leave machines without that loop to the cache alone.
    /// A page turned about a vertical axis is one strip where that loop runs (``QuadRows``).
    static let perspectiveStripWidth = 512

    /// The clip inside a layer that clips its sublayers: this clip intersected with the
    /// layer's (rounded) bounds seen through `h`. A whole-pixel rectangle when it can be;
    /// otherwise `mask` is filled and used.
    func clipping(
        minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double, toDevice h: Homography,
        mask: CoverageMask
    ) -> Clip {
        if radius <= 0 && h.isAxisAligned {
            let a = h.apply(minX, minY) ?? (0, 0)
            let b = h.apply(maxX, maxY) ?? (0, 0)
            let r = IntRect(covering: min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
                .intersection(clip.rect)
            return Clip(rect: r, mask: clip.mask)
        }
        let poly = ConvexPolygon(rectMinX: minX, minY: minY, maxX: maxX, maxY: maxY, through: h)
        let rect = poly.isEmpty ? .empty : poly.pixelBounds.intersection(clip.rect)
        mask.reset(to: rect)
        guard !rect.isEmpty else { return Clip(rect: .empty, mask: nil) }
        let shape = RoundedRectShape(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius, toDevice: h)
        // Square corners (or a map with no inverse, whose shape answers 255 throughout) cover
        // every pixel of the polygon's spans whole: the rows are the spans themselves (or the
        // parent's coverage there), with no per-pixel question. A page turned in perspective
        // inside a clipping view (a zoomable page in a cube) asks this of a whole screen
        // every frame.
        let square = (shape?.radius ?? 0) <= 0
        for y in rect.y0..<rect.y1 {
            let s = poly.span(row: y)
            let x0 = max(s.x0, rect.x0)
            let x1 = min(s.x1, rect.x1)
            guard x0 < x1 else { continue }
            let out = mask.row(y, from: x0)
            let parent = clip.maskRow(y, from: x0)
            if square {
                if let parent {
                    out.update(from: parent, count: x1 - x0)
                } else {
                    out.update(repeating: 255, count: x1 - x0)
                }
                continue
            }
            for x in x0..<x1 {
                var c = UInt32(shape?.coverage(x: x, y: y) ?? 255)
                if let parent { c = PixelMath.multiply(byte: c, UInt32(parent[x - x0])) }
                out[x - x0] = UInt8(truncatingIfNeeded: c)
            }
        }
        return Clip(rect: rect, mask: mask)
    }
}

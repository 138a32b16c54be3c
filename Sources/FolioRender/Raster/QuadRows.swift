/// The spans of a texture drawn through a non-translating homography (a rotated, scaled or
/// perspective page), numbered so that two threads can share them (``RowWorker``).
///
/// Perspective maps are drawn in vertical strips, which keeps the texels of neighbouring rows
/// in cache (see ``RasterTarget/perspectiveStripWidth``); affine maps are one strip, and so
/// are pages turned about a vertical axis (``PerspectiveColumns``) where the eight-pixel loop
/// runs: that loop waits on arithmetic, not on texels, and a strip's run costs set-up in
/// Swift and a tail of up to seven pixels drawn one at a time. Unit `k`
/// is row `k % rows.count` of strip `k / rows.count`, so drawing every unit in order is the
/// one-thread order exactly, and each thread, starting on its own half of the units, goes
/// down whole strips of its own. Every span is the same whichever thread draws it (a pixel's
/// value depends only on its row and the strip's bounds), so two threads draw the frame one
/// thread does, to the bit.
struct QuadRows {
    let target: RasterTarget
    let texture: Texture
    /// Device pixel → texture coordinates.
    let inverse: Homography
    let polygon: ConvexPolygon
    let isAffine: Bool
    let opaque: Bool
    let alpha: UInt32
    /// The device columns and rows the quad may cover, already clipped.
    let columns: Range<Int>
    let rows: Range<Int>
    let stripWidth: Int
    /// The coordinates of a page turned about a vertical axis, by device column (nil for any
    /// other map, or without the target's tables). Filled when the quad is made, so a quad
    /// is drawn before the next one is made (as ``RasterTarget`` does).
    let perspectiveColumns: PerspectiveColumns?
    /// Whether the quad samples only what later opaque layers leave showing: a page drawn from
    /// the column tables (``VisibleRuns`` says why only those) with an occluder painted after
    /// it. Decided once for the quad, not for each take of rows.
    let skipsHidden: Bool

    /// `columns` and `rows` must not be empty.
    init(
        target: RasterTarget, texture: Texture, inverse: Homography, polygon: ConvexPolygon, opaque: Bool,
        alpha: UInt32, columns: Range<Int>, rows: Range<Int>
    ) {
        self.target = target
        self.texture = texture
        self.inverse = inverse
        self.polygon = polygon
        self.opaque = opaque
        self.alpha = alpha
        self.columns = columns
        self.rows = rows
        isAffine = inverse.isAffine
        if let tables = target.perspectiveColumns, PerspectiveColumns.applies(to: inverse) {
            tables.fill(inverse, over: columns, surfaceWidth: target.surface.width)
            perspectiveColumns = tables
        } else {
            perspectiveColumns = nil
        }
        skipsHidden = perspectiveColumns != nil && target.occluders.hasAny(after: target.paintIndex)
        let oneStrip = isAffine || (perspectiveColumns != nil && EightPixelLoops.areAvailable)
        stripWidth = oneStrip ? max(columns.count, 1) : RasterTarget.perspectiveStripWidth
    }

    /// How many units (strip rows) there are: the range ``draw(_:)`` takes.
    var unitCount: Int {
        let strips = (columns.count + stripWidth - 1) / stripWidth
        return strips * rows.count
    }

    /// How many pixels the quad's bounds hold, to decide whether sharing is worth it.
    var area: Int { columns.count * rows.count }

    /// Draws the spans of `units`.
    func draw(_ units: Range<Int>) {
        let height = rows.count
        guard height > 0 else { return }
        var k = units.lowerBound
        while k < units.upperBound {
            let strip = k / height
            let first = k - strip * height
            let last = min(height, first + (units.upperBound - k))
            let sx0 = columns.lowerBound + strip * stripWidth
            let sx1 = min(columns.upperBound, sx0 + stripWidth)
            let band = (rows.lowerBound + first)..<(rows.lowerBound + last)
            if skipsHidden {
                // Pixels a later opaque layer covers are not sampled (a cover-flow page behind
                // the centre one); a row whose span is hidden whole is not drawn at all.
                target.occluders.forEachVisibleBand(rows: band, x0: sx0, x1: sx1, after: target.paintIndex) {
                    part, starts, ends, n in
                    let visible = VisibleRuns(starts: starts, ends: ends, count: n)
                    for y in part { drawSpan(row: y, from: sx0, to: sx1, visible: visible) }
                    return true
                }
            } else {
                for y in band { drawSpan(row: y, from: sx0, to: sx1, visible: nil) }
            }
            k += last - first
        }
    }

    @inline(__always)
    private func drawSpan(row y: Int, from sx0: Int, to sx1: Int, visible: VisibleRuns?) {
        let s = polygon.span(row: y)
        let x0 = max(s.x0, sx0)
        let x1 = min(s.x1, sx1)
        guard x0 < x1, visible?.overlaps(x0..<x1) ?? true else { return }
        var m = SpanModulation()
        m.alpha = alpha
        m.mask = target.clip.maskRow(y, from: x0)
        let dst = target.surface.row(y) + x0
        if isAffine {
            TextureSpans.drawAffine(
                texture, inverse: inverse, row: y, x0: x0, x1: x1, into: dst, modulation: m, opaque: opaque)
        } else {
            assert(perspectiveColumns.map { $0.columns == columns } ?? true, "another quad refilled the tables")
            TextureSpans.drawPerspective(
                texture, inverse: inverse, row: y, x0: x0, x1: x1, into: dst, modulation: m, opaque: opaque,
                columns: perspectiveColumns, visible: visible)
        }
    }
}

internal import CPango
package import FolioCore

extension ParagraphLayout {
    /// The UTF-8 offset of the character under `point`, in points from the layout's top
    /// left; nil when the point is beside the text (left or right of a line, above the
    /// first or below the last), so that a tap in a margin does not pick the nearest word.
    ///
    /// With the offsets of a paragraph's links, this says which link a tap is on:
    ///
    /// ```swift
    /// let layout = ParagraphLayout(paragraph, width: frame.width)
    /// if let offset = layout.characterOffset(at: tap), let link = links.first(where: { $0.range.contains(offset) }) {
    ///     follow(link)
    /// }
    /// ```
    package func characterOffset(at point: Point) -> Int? {
        let limit = Double(Int32.max) / Double(PANGO_SCALE)
        guard point.x.isFinite, point.y.isFinite, abs(point.x) < limit, abs(point.y) < limit,
            let hit = pangoHit(at: point), hit.isInside
        else { return nil }
        return Int(hit.index)
    }

    /// What Pango finds at `point`: the byte index of the character there (or nearest it),
    /// how many characters past it the point is (a cluster's far half), and whether the
    /// point is on the text at all. A point past what Pango's fixed-point units hold, or not
    /// finite, is clamped first; nil without a layout.
    func pangoHit(at point: Point) -> (index: Int32, trailing: Int32, isInside: Bool)? {
        guard let layout else { return nil }
        let scale = Double(PANGO_SCALE)
        let limit = Double(Int32.max) / scale - 1
        let x = point.x.isFinite ? min(max(point.x, -limit), limit) : 0
        let y = point.y.isFinite ? min(max(point.y, -limit), limit) : 0
        var index: Int32 = 0
        var trailing: Int32 = 0
        var inside = pango_layout_xy_to_index(layout, Int32(x * scale), Int32(y * scale), &index, &trailing)
        // A line set ragged answers from its ragged copy: the lines are at the same heights.
        var line: Int32 = 0
        pango_layout_index_to_line_x(layout, index, 0, &line, nil)
        if let ragged = raggedLayout, raggedLines.contains(Int(line)) {
            inside = pango_layout_xy_to_index(ragged, Int32(x * scale), Int32(y * scale), &index, &trailing)
        }
        return (index, trailing, inside != 0)
    }
}

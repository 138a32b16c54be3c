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
        guard let layout, point.x.isFinite, point.y.isFinite else { return nil }
        let scale = Double(PANGO_SCALE)
        let limit = Double(Int32.max) / scale
        guard abs(point.x) < limit, abs(point.y) < limit else { return nil }
        var index: Int32 = 0
        var trailing: Int32 = 0
        let inside = pango_layout_xy_to_index(
            layout, Int32(point.x * scale), Int32(point.y * scale), &index, &trailing)
        return inside != 0 ? Int(index) : nil
    }
}

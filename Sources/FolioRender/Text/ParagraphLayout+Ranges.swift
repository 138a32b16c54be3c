internal import CPango
package import FolioCore

extension ParagraphLayout {
    /// The rectangles that cover bytes `range` of the paragraph's text, one per line (or per
    /// run of a line whose direction changes), in the layout's coordinates: what a search
    /// highlight or a selection paints.
    ///
    /// - Parameter range: UTF-8 offsets into the text laid out.
    /// - Returns: Rectangles from each line's top to its bottom (without the line spacing
    ///   above it), top to bottom.
    package func rects(forUTF8Range range: Range<Int>) -> [Rect] {
        guard layout != nil, !range.isEmpty else { return [] }
        let scale = Double(PANGO_SCALE)
        var rects: [Rect] = []
        for (index, line) in lines.enumerated() {
            let start = max(range.lowerBound, line.range.lowerBound)
            let end = min(range.upperBound, line.range.upperBound)
            guard start < end,
                let pangoLine = pango_layout_get_line_readonly(pangoLayout(forLine: index), Int32(clamping: index))
            else {
                continue
            }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(
                pangoLine, Int32(clamping: start), Int32(clamping: end), &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { continue }
            let top = line.top + line.spacingAbove
            for pair in 0..<Int(max(count, 0)) {
                let x0 = Double(ranges[pair * 2]) / scale
                let x1 = Double(ranges[pair * 2 + 1]) / scale
                rects.append(Rect(x: min(x0, x1), y: top, width: abs(x1 - x0), height: max(line.bottom - top, 0)))
            }
        }
        return rects
    }
}

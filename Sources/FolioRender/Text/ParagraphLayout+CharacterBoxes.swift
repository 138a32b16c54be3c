internal import CPango
package import FolioCore

extension ParagraphLayout {
    /// The box of each character that starts in bytes `range` of the text, in the layout's
    /// coordinates, by the UTF-8 offset it starts at: from the left to the right edge of its
    /// glyphs (a ligature's or cluster's share), and from its line's top to its bottom, as a
    /// selection marks it. What a screen reader's Text interface says about a character.
    ///
    /// ```swift
    /// let boxes = layout.characterBoxes(forUTF8Range: 0..<text.utf8.count)
    /// let firstLetter = boxes[0]
    /// ```
    ///
    /// - Parameter range: UTF-8 offsets into the text laid out; clamped to it.
    /// - Returns: A box for each character start in `range` that a line holds; a character
    ///   Pango drew nowhere has none.
    package func characterBoxes(forUTF8Range range: Range<Int>) -> [Int: Rect] {
        guard let layout, let text = pango_layout_get_text(layout), !range.isEmpty else { return [:] }
        let length = Int(strlen(text))
        let scale = Double(PANGO_SCALE)
        var boxes: [Int: Rect] = [:]
        for (index, line) in lines.enumerated() {
            let start = max(range.lowerBound, line.range.lowerBound, 0)
            let end = min(range.upperBound, line.range.upperBound, length)
            guard start < end else { continue }
            let top = line.top + line.spacingAbove
            let height = max(line.bottom - top, 0)
            for offset in start..<end where UInt8(bitPattern: text[offset]) & 0xC0 != 0x80 {
                var position = PangoRectangle()
                pango_layout_index_to_pos(pangoLayout(forLine: index), Int32(clamping: offset), &position)
                let x0 = Double(position.x) / scale
                let x1 = Double(position.x + position.width) / scale
                boxes[offset] = Rect(x: min(x0, x1), y: top, width: abs(x1 - x0), height: height)
            }
        }
        return boxes
    }
}

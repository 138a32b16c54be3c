internal import CPango
package import FolioCore

extension ParagraphLayout {
    /// The caret nearest `point` (in points from the layout's top left), as a UTF-8 offset
    /// into the text: before or after the character under it, whichever half it is on. Unlike
    /// ``characterOffset(at:)`` a point beside the text still answers: left of a line its
    /// start, right of it its end, above the first line that line, below the last that one,
    /// which is what a selection dragged past the text needs.
    package func caretOffset(nearest point: Point) -> Int {
        guard let layout, let text = pango_layout_get_text(layout), let hit = pangoHit(at: point) else { return 0 }
        var offset = Int(max(hit.index, 0))
        let length = Int(strlen(text))
        // `trailing` counts characters past the index (a cluster's, on its far half).
        for _ in 0..<max(Int(hit.trailing), 0) where offset < length {
            offset += 1
            while offset < length, UInt8(bitPattern: text[offset]) & 0xC0 == 0x80 { offset += 1 }
        }
        return min(offset, length)
    }
}

import FolioCore
import FolioRender

extension TextPage {
    /// The caret nearest `point` (in page coordinates) on this page: in the paragraph whose
    /// lines are level with it (the nearest one beside it otherwise), at the nearest place in
    /// its shown lines. Nil on a page without text (pictures, rules and tables only).
    @MainActor
    func caret(nearest point: Point, in paginator: TextPaginator) -> TextSelection.Caret? {
        var best: (block: Int, dy: Double, dx: Double)?
        for (block, placement) in placements.enumerated() {
            guard case .lines = placement.content else { continue }
            let frame = placement.frame
            let dy = max(frame.minY - point.y, point.y - frame.maxY, 0)
            let dx = max(frame.minX - point.x, point.x - frame.maxX, 0)
            if let current = best, (current.dy, current.dx) <= (dy, dx) { continue }
            best = (block, dy, dx)
        }
        guard let block = best?.block, let shown = shownText(of: block, in: paginator) else { return nil }
        let local = Point(x: point.x - shown.origin.x, y: point.y - shown.origin.y)
        let offset = shown.layout.caretOffset(nearest: local)
        return TextSelection.Caret(
            block: block, offset: min(max(offset, shown.bytes.lowerBound), shown.bytes.upperBound))
    }

    /// The selected text from `start` to `end`: each paragraph's part on its own line, soft
    /// hyphens and the zero-width breaks the typesetter inserts left out, so that a paste
    /// keeps the paragraphs and the words as written.
    @MainActor
    func selectedText(from start: TextSelection.Caret, to end: TextSelection.Caret, in paginator: TextPaginator)
        -> String
    {
        var parts: [String] = []
        for block in placements.indices where block >= start.block && block <= end.block {
            guard let shown = shownText(of: block, in: paginator) else { continue }
            let range = Self.range(of: block, from: start, to: end, shown: shown.bytes)
            let bytes = Array(shown.text.utf8)
            let part = String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
            parts.append(TextPaginator.visible(part))
        }
        return parts.joined(separator: "\n")
    }

    /// The rectangles a highlight from `start` to `end` paints, in page coordinates.
    @MainActor
    func selectionRects(from start: TextSelection.Caret, to end: TextSelection.Caret, in paginator: TextPaginator)
        -> [Rect]
    {
        var rects: [Rect] = []
        for block in placements.indices where block >= start.block && block <= end.block {
            guard let shown = shownText(of: block, in: paginator) else { continue }
            let range = Self.range(of: block, from: start, to: end, shown: shown.bytes)
            rects += shown.layout.rects(forUTF8Range: range).map {
                $0.offsetBy(dx: shown.origin.x, dy: shown.origin.y)
            }
        }
        return rects
    }

    /// The carets that select all of this page's text; nil when it has none.
    @MainActor
    func wholeText(in paginator: TextPaginator) -> (start: TextSelection.Caret, end: TextSelection.Caret)? {
        let blocks = placements.indices.filter { shownText(of: $0, in: paginator) != nil }
        guard let first = blocks.first, let last = blocks.last,
            let firstBytes = shownText(of: first, in: paginator)?.bytes,
            let lastBytes = shownText(of: last, in: paginator)?.bytes
        else { return nil }
        return (
            TextSelection.Caret(block: first, offset: firstBytes.lowerBound),
            TextSelection.Caret(block: last, offset: lastBytes.upperBound)
        )
    }

    /// The bytes of placement `block` that `start`…`end` covers.
    private static func range(
        of block: Int, from start: TextSelection.Caret, to end: TextSelection.Caret, shown: Range<Int>
    ) -> Range<Int> {
        let lower = block == start.block ? start.offset : shown.lowerBound
        let upper = block == end.block ? end.offset : shown.upperBound
        let clampedLower = min(max(lower, shown.lowerBound), shown.upperBound)
        return clampedLower..<min(max(upper, clampedLower), shown.upperBound)
    }

    /// Placement `block`'s text laid out as the page draws it: the layout, the bytes of its
    /// lines the page shows, the text, and where the layout's origin falls on the page.
    @MainActor
    func shownText(of block: Int, in paginator: TextPaginator)
        -> (layout: ParagraphLayout, bytes: Range<Int>, text: String, origin: Point)?
    {
        guard placements.indices.contains(block), case .lines(let chunk, let lines) = placements[block].content,
            let paragraph = paginator.document.paragraph(at: placements[block].item)
        else { return nil }
        let frame = placements[block].frame
        let slice = paragraph.slice(chunk)
        let layout = ParagraphLayout(slice, width: frame.width)
        let shown = lines.clamped(to: 0..<layout.lines.count)
        guard let first = shown.first, let last = shown.last else { return nil }
        let bytes = layout.lines[first].range.lowerBound..<layout.lines[last].range.upperBound
        let origin = Point(x: frame.minX, y: frame.minY - layout.lines[first].top)
        return (layout, bytes, slice.text, origin)
    }
}

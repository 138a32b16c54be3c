import FolioCore
import FolioRender

extension TextPage {
    /// The matches of `matcher` in the text this page shows, each as its rectangles in page
    /// coordinates, in reading order: what the reader highlights and counts.
    ///
    /// A match belongs to the page its first character is on; one that runs on to the next
    /// page is marked here up to the page's last line. Text in tables and pictures' captions
    /// is not searched: only paragraphs, list items, quotations and code.
    @MainActor
    func searchMatches(of matcher: TextMatcher, in paginator: TextPaginator) -> [[Rect]] {
        var matches: [[Rect]] = []
        for placement in placements {
            guard case .lines(let chunk, let lines) = placement.content,
                let paragraph = paginator.document.paragraph(at: placement.item)
            else { continue }
            let slice = paragraph.slice(chunk)
            guard !matcher.utf8Ranges(in: slice.text, limit: 1).isEmpty else { continue }
            // Laid out as the page draws it, so the rectangles fall on the drawn glyphs.
            let layout = ParagraphLayout(slice, width: placement.frame.width)
            let shown = lines.clamped(to: 0..<layout.lines.count)
            guard let first = shown.first, let last = shown.last else { continue }
            let shownBytes = layout.lines[first].range.lowerBound..<layout.lines[last].range.upperBound
            let dx = placement.frame.minX
            let dy = placement.frame.minY - layout.lines[first].top
            for range in matcher.utf8Ranges(in: slice.text) where shownBytes.contains(range.lowerBound) {
                let rects = layout.rects(forUTF8Range: range.clamped(to: shownBytes))
                matches.append(rects.map { $0.offsetBy(dx: dx, dy: dy) })
            }
        }
        return matches
    }
}

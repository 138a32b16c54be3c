public import FolioCore

/// One match of a search in a PDF page: where its text is, as the rectangles a highlight
/// covers (one per line for a match that wraps), the counterpart of PDFKit's `PDFSelection`.
///
/// Rectangles are in page points with the origin at the top left, as the page is drawn
/// (PDF's own space has it at the bottom left).
public struct PDFTextMatch: Hashable, Sendable {
    /// The page, from 0.
    public var page: Int
    /// The rectangles of the matched text, in reading order, one per line it spans.
    public var rects: [Rect]

    /// Creates a match of `rects` on `page`.
    public init(page: Int, rects: [Rect]) {
        self.page = page
        self.rects = rects
    }

    /// The smallest rectangle around every part of the match.
    public var bounds: Rect {
        guard let first = rects.first else { return .zero }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}

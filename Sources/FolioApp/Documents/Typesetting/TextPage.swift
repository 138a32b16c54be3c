import FolioCore

/// One page of typeset text: what is placed where, in page coordinates.
///
/// A page does not hold laid-out glyphs: a placement names the item and the lines of it
/// that the page shows, and the page view lays those lines out again when it draws (the
/// same text at the same width breaks the same way), so a book of thousands of pages
/// holds only these small descriptions.
struct TextPage: Hashable, Sendable {
    /// Part of one typeset item placed on the page.
    struct Placement: Hashable, Sendable {
        enum Content: Hashable, Sendable {
            /// Lines `lines` of the item's text laid out from byte `chunk.lowerBound` to
            /// `chunk.upperBound` (a long paragraph is laid out a page's worth at a time).
            case lines(chunk: Range<Int>, lines: Range<Int>)
            /// Rows of a table.
            case rows(Range<Int>)
            /// A picture, scaled into the frame.
            case image
            /// A thematic break.
            case rule
        }

        /// Index of the item in ``TypesetDocument/items``.
        var item: Int
        var content: Content
        /// Where the content is drawn, in page coordinates (x at the item's indent).
        var frame: Rect
        /// The text shown, without soft hyphens (for tests and the app's state reports).
        var text: String
    }

    var placements: [Placement]
    /// The reading position of the page's first character.
    var start: RichPosition

    /// The page's text, placement by placement.
    var text: String { placements.map(\.text).joined(separator: "\n") }
}

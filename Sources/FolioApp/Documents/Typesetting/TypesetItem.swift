import FolioCore
import FolioRender

/// One unit of a document flattened for pagination: a paragraph, a heading, a list item's
/// paragraph, a code block, a table, a rule or a picture, with the indent, marker and
/// decorations its nesting gives it.
///
/// Nesting (a paragraph in a list item in a quotation) becomes geometry here, so that the
/// paginator only ever deals with a flat run of items down the page.
struct TypesetItem: Sendable {
    enum Content: Sendable {
        /// Running text, broken into lines by Pango.
        case text(ParagraphSource)
        /// Preformatted code: character wrapping, a tinted box, continuation marks.
        case code(ParagraphSource)
        /// A table: its cells as paragraphs, row by row.
        case table(TypesetTable)
        case rule
        case image(RichImage)
        /// The end of a page: the next item starts the next one.
        case pageBreak
    }

    var content: Content
    /// The item's left edge, in points from the text area's left.
    var indent: Double
    /// A list marker ("•", "3.", "☐") drawn in the gutter left of the first line.
    var marker: StyledParagraph?
    /// The x positions (from the text area's left) of block quotation rules beside the item.
    var quoteRules: [Double]
    /// Space above the item when it is not first on a page.
    var spaceBefore: Double
    /// A heading: never left as the last thing on a page.
    var keepsWithNext: Bool

    init(
        _ content: Content, indent: Double = 0, marker: StyledParagraph? = nil, quoteRules: [Double] = [],
        spaceBefore: Double = 0, keepsWithNext: Bool = false
    ) {
        self.content = content
        self.indent = indent
        self.marker = marker
        self.quoteRules = quoteRules
        self.spaceBefore = spaceBefore
        self.keepsWithNext = keepsWithNext
    }

    /// The source of a text or code item's paragraph.
    var source: ParagraphSource? {
        switch content {
        case .text(let source), .code(let source): source
        case .table, .rule, .image, .pageBreak: nil
        }
    }
}

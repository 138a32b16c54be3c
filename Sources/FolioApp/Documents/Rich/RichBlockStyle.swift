/// How a book's style sheet sets a block apart from the reader's defaults: its text size,
/// the space around it and its indents, all in multiples of the reader's text size, so
/// that the user's size still governs the page (a book's 12 px body is the reader's size).
///
/// Nil and zero keep the reader's own typography for that kind of block; Markdown and
/// plain text never set one.
struct RichBlockStyle: Hashable, Sendable {
    /// The block's text size as a multiple of the reader's; nil for the kind's own size
    /// (headings by level).
    var fontScale: Double?
    /// The space above the block, in reader ems; nil for the reader's spacing.
    var spaceBefore: Double?
    /// The least space below the block, in reader ems; nil for the reader's spacing.
    var spaceAfter: Double?
    /// The left indent, in reader ems (CSS `margin-left`, nested boxes added up).
    var indent: Double = 0
    /// The first line's indent, in reader ems (CSS `text-indent`; a negative one is not drawn).
    var firstLineIndent: Double = 0

    /// The text sizes a book may ask for, as multiples of the reader's: small print stays
    /// readable and a display heading stays on the page.
    static let fontScales = 0.6...2.2
    /// The widest indent a book may ask for, in reader ems: the text keeps most of a line.
    static let maximumIndent = 12.0
}

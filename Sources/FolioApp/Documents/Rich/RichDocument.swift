import Foundation

/// A document as structured rich text: what Markdown (through cmark-gfm), plain text and
/// EPUB chapters (through libxml2) are all converted into before they are typeset.
///
/// The model keeps what a reader shows and nothing of the source syntax: headings by level,
/// paragraphs, nested lists, quotations, code, tables, rules and pictures, with inline
/// styles on runs of text. Parsers build it; ``RichTypesetter`` lays it out into pages.
/// Keeping one model for every format means one typesetter, one set of layout tests and
/// one notion of a reading position (``RichPosition``) across resizes.
///
/// ```swift
/// let document = RichDocument(blocks: [
///     RichBlock(.heading(level: 1, RichText("Chapter 1"))),
///     RichBlock(.paragraph(RichText([RichRun("It was "), RichRun("a dark", style: .emphasis)]))),
/// ])
/// ```
struct RichDocument: Hashable, Sendable {
    /// The blocks in reading order.
    var blocks: [RichBlock]
    /// The document's language as a BCP 47 tag ("en", "en-US", "fr"), when the source says
    /// it; blocks may override it. It selects the hyphenation dictionary and Pango's
    /// language-specific shaping and line breaking.
    var language: String?
    /// The folder relative image paths were resolved against (the Markdown file's folder,
    /// the EPUB chapter's folder inside the extracted container); informative only, since
    /// ``RichImage/source`` already holds resolved paths.
    var baseDirectory: String?

    init(blocks: [RichBlock], language: String? = nil, baseDirectory: String? = nil) {
        self.blocks = blocks
        self.language = language
        self.baseDirectory = baseDirectory
    }

    /// Whether the document shows nothing at all (no block with text, picture, table or rule).
    var isEmpty: Bool { blocks.allSatisfy(\.isEmpty) }
}

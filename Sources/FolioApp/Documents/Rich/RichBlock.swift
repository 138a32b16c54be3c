/// One block of a ``RichDocument``: a heading, a paragraph, a list, a quotation, code, a
/// table, a rule or a picture, with the language and alignment it is typeset in.
///
/// Blocks nest the way HTML's do: a list item and a quotation hold blocks of their own, so
/// a code block inside a list item inside a quotation keeps all three indents.
struct RichBlock: Hashable, Sendable {
    /// What the block is.
    enum Kind: Hashable, Sendable {
        /// A heading, level 1 (largest) to 6. Also what an HTML `<summary>` becomes.
        case heading(level: Int, RichText)
        /// Running text. Hard line breaks are `"\n"` inside the runs.
        case paragraph(RichText)
        /// A bulleted, numbered or task list.
        case list(RichList)
        /// A block quotation (Markdown `>`, HTML `<blockquote>`): drawn indented with a rule.
        case quote([RichBlock])
        /// Preformatted text shown in a monospaced font, never reflowed and never hyphenated;
        /// `info` is the fence's info string ("swift", "sh"), empty when there is none.
        case code(String, info: String)
        /// A table with a header row and per-column alignment.
        case table(RichTable)
        /// A thematic break (`---`, `<hr>`): a short centred rule.
        case thematicBreak
        /// A picture shown on its own line, scaled down to fit the page.
        case image(RichImage)
        /// A forced page break: what follows starts on a new page, as each chapter of a
        /// printed book does (an EPUB's spine documents are joined with these). A break at
        /// the top of a page adds no empty page.
        case pageBreak
    }

    var kind: Kind
    /// The block's language (BCP 47), when it differs from the document's; nil inherits.
    var language: String?
    /// How lines of the block are aligned; `.natural` follows the text's direction.
    var alignment: RichAlignment
    /// What a book's style sheet sets apart from the reader's defaults; nil for none.
    var style: RichBlockStyle?

    init(_ kind: Kind, language: String? = nil, alignment: RichAlignment = .natural, style: RichBlockStyle? = nil) {
        self.kind = kind
        self.language = language
        self.alignment = alignment
        self.style = style
    }

    /// Whether the block shows nothing (a paragraph or heading of white space, an empty
    /// container). Rules, pictures and code blocks always show something.
    var isEmpty: Bool {
        switch kind {
        case .heading(_, let text), .paragraph(let text): text.isBlank
        case .list(let list): list.items.allSatisfy { $0.blocks.allSatisfy(\.isEmpty) && $0.task == nil }
        case .quote(let blocks): blocks.allSatisfy(\.isEmpty)
        case .table(let table): table.rows.isEmpty
        case .code, .thematicBreak, .image, .pageBreak: false
        }
    }
}

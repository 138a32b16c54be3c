import FolioCore
import FolioRender

/// A ``RichDocument`` flattened into ``TypesetItem``s for one ``TextPageLayout``: nesting
/// turned into indents, list markers and quotation rules, block styles into fonts.
///
/// Flattening is cheap (no text is laid out); each paragraph is prepared for Pango only
/// when the paginator first reaches it (``paragraph(at:)``). A plain-text file is not even
/// read ahead: its paragraphs are read from the file as the paginator asks for items
/// (``item(at:)``), so the first page of a 122 MB text shows at once.
@MainActor
final class TypesetDocument {
    /// Where the blocks come from: a parsed document, or a plain-text file read as needed.
    enum Source {
        case document(RichDocument)
        /// A plain-text file, read paragraph by paragraph (``PlainTextStream``).
        case plainTextFile(path: String)
        /// Blocks made as the paginator reaches them (an EPUB's chapters).
        case blocks(any RichBlockSource)
    }

    let layout: TextPageLayout
    /// What this was flattened from (kept to typeset it again at another size).
    let source: Source
    /// The items flattened so far: all of them for a parsed document, those the paginator
    /// reached for a streamed file.
    private(set) var items: [TypesetItem] = []
    /// For a parsed document: the index of the first item of each of its top-level blocks
    /// (where an anchor in that block is).
    private(set) var blockStarts: [Int] = []
    private var prepared: [Int: StyledParagraph] = [:]
    /// Prepared paragraphs in the order they were made, to drop the oldest first.
    private var preparedOrder: [Int] = []
    private var preparedBytes = 0
    private let language: String?
    /// The paragraphs still to read, for a streamed file.
    private var stream: PlainTextStream?
    private var streamContext: Context
    /// For a streamed file: the bytes each item's paragraph came from, so that an item whose
    /// text was let go can be read again.
    private var streamedBytes: [Range<Int>] = []
    /// For a streamed file: the items from this index on still hold their text; those
    /// before it hold none (their text is read again from the file when a page needs it).
    private var firstResident = 0
    private var residentBytes = 0
    /// For blocks from a ``RichBlockSource``: how many of its blocks are flattened.
    private var flattenedBlocks = 0

    /// Lists and quotations nested deeper than this indent no further, so that a deeply
    /// nested document still leaves its text room on the page.
    static let deepestIndent = 8
    /// Prepared paragraphs are kept up to about this many bytes of text (the most recent
    /// always): a long book paginated to its end must not hold a second copy of its text.
    /// (Lowered by a test.)
    var preparedCacheBytes = 16 * 1_048_576
    /// A streamed file's items keep their text up to about this many bytes (the latest);
    /// older ones are read again from the file when a page needs them, so a 122 MB text
    /// paginated to its end does not hold its text in memory. (Lowered by a test.)
    var residentStreamBytes = 16 * 1_048_576

    /// The most table cells a document keeps: ``MarkdownTableBudget/maximumCells``, which
    /// also bounds what an EPUB chapter's tables may hold.
    static let maximumTableCells = MarkdownTableBudget.maximumCells
    private var remainingTableCells = TypesetDocument.maximumTableCells
    /// The most columns of a table kept: far more than a page shows (each is at least
    /// 20 points wide), few enough that drawing a row stays cheap.
    static let maximumTableColumns = 1_000

    convenience init(_ document: RichDocument, layout: TextPageLayout) {
        self.init(.document(document), layout: layout)
    }

    init(_ source: Source, layout: TextPageLayout) {
        self.layout = layout
        self.source = source
        switch source {
        case .document(let document):
            language = document.language
            streamContext = Context(indent: 0, depth: 0, quoteRules: [], language: document.language)
            var context = streamContext
            for block in document.blocks {
                blockStarts.append(items.count)
                append(block, context: &context)
            }
        case .plainTextFile(let path):
            language = nil
            streamContext = Context(indent: 0, depth: 0, quoteRules: [], language: nil)
            stream = PlainTextStream(path: path)
        case .blocks(let blockSource):
            language = blockSource.language
            streamContext = Context(indent: 0, depth: 0, quoteRules: [], language: blockSource.language)
            flattenMadeBlocks()
        }
    }

    /// Flattens the blocks a ``RichBlockSource`` made since the last call (a link or the
    /// table of contents may have converted chapters), with the context the blocks before
    /// left, so that the items are those of flattening the whole text at once.
    func flattenMadeBlocks() {
        guard case .blocks(let blockSource) = source else { return }
        let blocks = blockSource.blocks
        while flattenedBlocks < blocks.count {
            blockStarts.append(items.count)
            append(blocks[flattenedBlocks], context: &streamContext)
            flattenedBlocks += 1
        }
    }

    /// What is not flattened yet, as a multiple of what is (``RichBlockSource/unmadeRatio``);
    /// 0 for a text known whole.
    var unmadeRatio: Double {
        guard case .blocks(let blockSource) = source else { return 0 }
        return blockSource.unmadeRatio
    }

    /// Item `index`, reading further into a streamed file when it is not flattened yet;
    /// nil past the end of the document.
    func item(at index: Int) -> TypesetItem? {
        guard index >= 0 else { return nil }
        flattenMadeBlocks()
        while items.count <= index, case .blocks(let blockSource) = source, blockSource.makeMoreBlocks() {
            flattenMadeBlocks()
        }
        while items.count <= index, let stream {
            guard let text = stream.nextParagraph() else {
                self.stream = nil
                break
            }
            // A later piece of a paragraph cut for its length sits right under the piece before,
            // as the paragraph's next line would, not a paragraph's space below it.
            if stream.lastParagraphContinues { streamContext.nextSpace = 0 }
            append(RichBlock(.paragraph(RichText(text))), context: &streamContext)
            streamedBytes.append(stream.lastParagraphBytes)
            residentBytes += text.utf8.count
            releaseOldStreamedText()
        }
        return index < items.count ? items[index] : nil
    }

    /// The prepared paragraph of text or code item `index` (nil for other items).
    func paragraph(at index: Int) -> StyledParagraph? {
        if let cached = prepared[index] { return cached }
        guard var source = item(at: index)?.source else { return nil }
        if index < firstResident, case .plainTextFile(let path) = self.source, index < streamedBytes.count {
            // Its text was let go: read its paragraph again.
            let text = PlainTextStream(path: path, bytes: streamedBytes[index]).nextParagraph() ?? ""
            source.runs = RichText(text).runs
        }
        let paragraph = source.prepared()
        remember(paragraph, at: index)
        return paragraph
    }

    /// Lets go of the text of a streamed file's oldest items, past `residentStreamBytes`.
    private func releaseOldStreamedText() {
        while residentBytes > residentStreamBytes, firstResident < items.count - 1 {
            if case .text(var source) = items[firstResident].content {
                residentBytes -= source.runs.reduce(0) { $0 + $1.text.utf8.count }
                source.runs = []
                items[firstResident].content = .text(source)
            }
            firstResident += 1
        }
    }

    private func remember(_ paragraph: StyledParagraph, at index: Int) {
        prepared[index] = paragraph
        preparedOrder.append(index)
        preparedBytes += paragraph.text.utf8.count
        var dropped = 0
        while preparedBytes > preparedCacheBytes, preparedOrder.count - dropped > 1 {
            let oldest = preparedOrder[dropped]
            preparedBytes -= prepared.removeValue(forKey: oldest)?.text.utf8.count ?? 0
            dropped += 1
        }
        if dropped > 0 { preparedOrder.removeFirst(dropped) }
    }

    // MARK: Flattening

    private struct Context {
        var indent: Double
        var depth: Int
        var quoteRules: [Double]
        var language: String?
        /// Space above the next item, overriding the block spacing (tight list items).
        var nextSpace: Double?
        /// The marker of the list item whose first block comes next.
        var pendingMarker: StyledParagraph?
        /// Inside an item of a tight list: blocks follow each other closely.
        var inTightList = false
        /// The least space above the next item: a book's bottom margin on the block before.
        var trailingSpace: Double?
    }

    /// A block a book's style sheet set apart (``RichBlockStyle``), flattened as the reader
    /// would flatten it and then given the book's size, space and indents, in multiples of
    /// the reader's text size.
    private func append(_ block: RichBlock, styled style: RichBlockStyle, context: inout Context) {
        let size = layout.body.font.size
        var plain = block
        plain.style = nil
        let indent = min(max(style.indent, 0), RichBlockStyle.maximumIndent) * size
        let trailing = context.trailingSpace ?? 0
        let first = items.count
        context.indent += indent
        append(plain, context: &context)
        context.indent -= indent
        guard items.count > first else { return }
        if let before = style.spaceBefore { items[first].spaceBefore = max(before * size, trailing) }
        if let after = style.spaceAfter { context.trailingSpace = after * size }
        guard case .text(var source) = items[first].content else { return }
        switch block.kind {
        case .heading, .paragraph:
            if let scale = style.fontScale {
                let range = RichBlockStyle.fontScales
                let clamped = min(max(scale, range.lowerBound), range.upperBound)
                source.lineSpacing *= clamped * size / source.font.size
                source.font.size = clamped * size
            }
            if case .paragraph = block.kind, style.firstLineIndent > 0 {
                // Pango has no first-line indent per paragraph here: em and en spaces make it.
                let ems = min(style.firstLineIndent, RichBlockStyle.maximumIndent)
                let half = ems.truncatingRemainder(dividingBy: 1) >= 0.5 ? "\u{2002}" : ""
                let spaces = String(repeating: "\u{2003}", count: Int(ems)) + half
                if !spaces.isEmpty { source.runs.insert(RichRun(spaces), at: 0) }
            }
            items[first].content = .text(source)
        default:
            break
        }
    }

    private func append(_ blocks: [RichBlock], context: inout Context) {
        for block in blocks { append(block, context: &context) }
    }

    private func append(_ block: RichBlock, context: inout Context) {
        if let style = block.style {
            append(block, styled: style, context: &context)
            return
        }
        let language = block.language ?? context.language
        let body = layout.body
        switch block.kind {
        case .heading(let level, let text):
            let source = ParagraphSource(
                runs: text.runs, font: layout.headingFont(level: level), color: TextPageLayout.headingColor,
                lineSpacing: 2, alignment: block.alignment, language: language, wrapping: .words, hyphenates: false)
            add(.text(source), context: &context, space: layout.blockSpacing * (level <= 2 ? 2 : 1.5), keeps: true)
        case .paragraph(let text):
            let source = ParagraphSource(
                runs: text.runs, font: body.font,
                color: context.quoteRules.isEmpty ? body.color : TextPageLayout.quoteColor,
                lineSpacing: body.lineSpacing, alignment: block.alignment, language: language, wrapping: .words,
                hyphenates: true)
            add(.text(source), context: &context, space: layout.blockSpacing)
        case .code(let code, _):
            let source = ParagraphSource(
                runs: [RichRun(code)], font: layout.codeFont, color: Color(white: 0.15), lineSpacing: 1,
                alignment: .left, language: language, wrapping: .code, hyphenates: false)
            add(.code(source), context: &context, space: layout.blockSpacing + 4, extraIndent: 8)
        case .thematicBreak:
            add(.rule, context: &context, space: layout.blockSpacing)
        case .pageBreak:
            add(.pageBreak, context: &context, space: 0)
        case .image(let image):
            add(.image(image), context: &context, space: layout.blockSpacing)
        case .table(let table):
            // Only the cells a row has: a short row's missing cells are left empty, and
            // padding them would make a row of a million cells followed by a million empty
            // rows (a few MB of XHTML) a trillion paragraphs. Columns past the limit, and
            // cells past the document's budget, are dropped.
            var kept: [ArraySlice<RichText>] = []
            for row in table.rows {
                guard remainingTableCells > 0 else { break }
                let cells = row.prefix(min(Self.maximumTableColumns, remainingTableCells))
                remainingTableCells -= max(cells.count, 1)
                kept.append(cells)
            }
            let rows = kept.enumerated().map { rowIndex, row in
                row.indices.map { column -> ParagraphSource in
                    let text = row[column]
                    let alignment = column < table.alignments.count ? table.alignments[column] : .natural
                    var font = body.font
                    font.size *= 0.85
                    if rowIndex < table.headerRowCount { font.weight = .bold }
                    return ParagraphSource(
                        runs: text.runs, font: font, color: body.color, lineSpacing: 2, alignment: alignment,
                        language: language, wrapping: .words, hyphenates: false)
                }
            }
            let typeset = TypesetTable(
                rows: rows, headerRowCount: table.headerRowCount,
                columnCount: min(
                    max(table.alignments.count, rows.map { $0.count }.max() ?? 0), Self.maximumTableColumns))
            add(.table(typeset), context: &context, space: layout.blockSpacing)
        case .quote(let blocks):
            var inner = context
            inner.depth += 1
            if inner.depth <= Self.deepestIndent {
                inner.quoteRules.append(context.indent + 2)
                inner.indent += layout.indentStep * 0.8
            }
            append(blocks, context: &inner)
            context.nextSpace = nil
            context.pendingMarker = inner.pendingMarker
        case .list(let list):
            appendList(list, context: &context)
        }
    }

    private func appendList(_ list: RichList, context: inout Context) {
        var inner = context
        inner.depth += 1
        let nesting = inner.depth
        if inner.depth <= Self.deepestIndent { inner.indent += layout.indentStep }
        for (offset, item) in list.items.enumerated() {
            var markerText: String
            switch list.marker {
            case .bullet:
                markerText = ["•", "◦", "▪"][(nesting - 1) % 3]
            case .ordered(let start, let delimiter, let numbering):
                let (number, overflow) = start.addingReportingOverflow(offset)
                markerText = overflow ? "" : "\(numbering.label(number))\(delimiter)"
            case .none:
                markerText = ""
            }
            if let task = item.task { markerText = task == .checked ? "☑" : "☐" }
            inner.pendingMarker = StyledParagraph(
                text: markerText, font: layout.body.font, color: layout.body.color, alignment: .right)
            if offset == 0 {
                inner.nextSpace = context.inTightList ? layout.blockSpacing * 0.3 : nil
            } else if list.isTight {
                inner.nextSpace = layout.blockSpacing * 0.3
            }
            inner.inTightList = list.isTight
            if item.blocks.isEmpty {
                add(.text(emptySource()), context: &inner, space: layout.blockSpacing)
            }
            append(item.blocks, context: &inner)
        }
        context.nextSpace = nil
        context.pendingMarker = inner.pendingMarker
    }

    private func emptySource() -> ParagraphSource {
        ParagraphSource(
            runs: [], font: layout.body.font, color: layout.body.color, lineSpacing: 0, alignment: .natural,
            language: language, wrapping: .words, hyphenates: false)
    }

    private func add(
        _ content: TypesetItem.Content, context: inout Context, space: Double, keeps: Bool = false,
        extraIndent: Double = 0
    ) {
        var item = TypesetItem(
            content, indent: context.indent + extraIndent, marker: context.pendingMarker,
            quoteRules: context.quoteRules,
            spaceBefore: max(
                context.nextSpace ?? (context.inTightList ? layout.blockSpacing * 0.3 : space),
                context.trailingSpace ?? 0),
            keepsWithNext: keeps)
        context.trailingSpace = nil
        if item.marker != nil, case .code = content { item.indent = context.indent + extraIndent }
        items.append(item)
        context.pendingMarker = nil
        context.nextSpace = nil
    }
}

import FolioCore
import FolioRender

/// A ``RichDocument`` flattened into ``TypesetItem``s for one ``TextPageLayout``: nesting
/// turned into indents, list markers and quotation rules, block styles into fonts.
///
/// Flattening is cheap (no text is laid out); each paragraph is prepared for Pango only
/// when the paginator first reaches it (``paragraph(at:)``), and kept.
@MainActor
final class TypesetDocument {
    let layout: TextPageLayout
    /// The document this was flattened from (kept to typeset it again at another size).
    let source: RichDocument
    private(set) var items: [TypesetItem] = []
    private var prepared: [Int: StyledParagraph] = [:]
    private let language: String?

    /// Lists and quotations nested deeper than this indent no further, so that a deeply
    /// nested document still leaves its text room on the page.
    static let deepestIndent = 8

    /// The most table cells a document keeps: ``MarkdownTableBudget/maximumCells``, which
    /// also bounds what an EPUB chapter's tables may hold.
    static let maximumTableCells = MarkdownTableBudget.maximumCells
    private var remainingTableCells = TypesetDocument.maximumTableCells
    /// The most columns of a table kept: far more than a page shows (each is at least
    /// 20 points wide), few enough that drawing a row stays cheap.
    static let maximumTableColumns = 1_000

    init(_ document: RichDocument, layout: TextPageLayout) {
        self.layout = layout
        self.source = document
        self.language = document.language
        var context = Context(indent: 0, depth: 0, quoteRules: [], language: document.language)
        append(document.blocks, context: &context)
    }

    /// The prepared paragraph of text or code item `index` (nil for other items).
    func paragraph(at index: Int) -> StyledParagraph? {
        if let cached = prepared[index] { return cached }
        guard items.indices.contains(index), let source = items[index].source else { return nil }
        let paragraph = source.prepared()
        prepared[index] = paragraph
        return paragraph
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
    }

    private func append(_ blocks: [RichBlock], context: inout Context) {
        for block in blocks { append(block, context: &context) }
    }

    private func append(_ block: RichBlock, context: inout Context) {
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
                alignment: .left, language: language, wrapping: .characters, hyphenates: false)
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
            case .ordered(let start, let delimiter):
                let (number, overflow) = start.addingReportingOverflow(offset)
                markerText = overflow ? "" : "\(number)\(delimiter)"
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
            spaceBefore: context.nextSpace ?? (context.inTightList ? layout.blockSpacing * 0.3 : space),
            keepsWithNext: keeps)
        if item.marker != nil, case .code = content { item.indent = context.indent + extraIndent }
        items.append(item)
        context.pendingMarker = nil
        context.nextSpace = nil
    }
}

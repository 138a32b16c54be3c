internal import CCmarkGFM
import Foundation

/// Reads Markdown into a ``RichDocument`` with cmark-gfm: the CommonMark spec plus GitHub's
/// tables, strikethrough, autolinks and task lists.
///
/// cmark-gfm does the parsing (lists, lazy continuation lines, link reference definitions,
/// emphasis rules); this type only walks its tree and maps each node onto the block model.
/// Raw HTML, which cmark passes through as text, is read by ``HTMLFragment``: `<br>` breaks
/// the line, `<details>`/`<summary>` become a heading and its text, other tags are dropped.
///
/// ```swift
/// let document = CommonMarkReader(baseDirectory: "/docs").document(from: "# Title\n\nText")
/// ```
struct CommonMarkReader {
    /// The folder relative image paths are resolved against.
    var baseDirectory: String?

    /// Containers nested deeper than this are flattened into their parent, so that hostile
    /// input (`>>>>>>…` a hundred thousand times) cannot exhaust the stack.
    static let maximumDepth = 32

    /// cmark-gfm's extensions, registered once for the process. Its own
    /// `cmark_gfm_core_extensions_ensure_registered` checks and sets a plain flag around
    /// appending to a global list, so two documents read at once on two threads could both
    /// register, or one could look the extensions up while the other was still adding them
    /// and parse without strikethrough. A lazily initialised static runs exactly once, and
    /// every reader sees it done.
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// The document `markdown` describes; never fails (every input is valid Markdown).
    func document(from markdown: String) -> RichDocument {
        Self.extensionsRegistered
        // Budgets first for what cmark-gfm would spend more than linear time or memory on:
        // tables (every row filled out to the header's width) and open brackets.
        let source = Array(MarkdownBracketBudget.limiting(MarkdownTableBudget.limiting(markdown)).utf8)
        // A long text is parsed a part at a time, each part's tree freed before the next.
        let parts = MarkdownSegments.split(source)
        let definitions = parts.count > 1 ? MarkdownSegments.definitions(source) : []
        var blocks: [RichBlock] = []
        for part in parts {
            blocks += self.blocks(parsing: definitions + source[part])
        }
        return RichDocument(blocks: blocks, baseDirectory: baseDirectory)
    }

    /// The blocks of one text parsed by cmark-gfm with GitHub's extensions.
    private func blocks(parsing bytes: [UInt8]) -> [RichBlock] {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8) else { return [] }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let root = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(root) }
        return self.blocks(inChildrenOf: root, depth: 0).filter { !$0.isEmpty }
    }

    // MARK: Blocks

    private func blocks(inChildrenOf parent: OpaquePointer, depth: Int) -> [RichBlock] {
        var result: [RichBlock] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            result += blocks(for: node, depth: depth)
            child = cmark_node_next(node)
        }
        return result
    }

    private func blocks(for node: OpaquePointer, depth: Int) -> [RichBlock] {
        let type = cmark_node_get_type(node)
        if depth >= Self.maximumDepth, type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST {
            return flattenedParagraphs(of: node)
        }
        switch type {
        case CMARK_NODE_PARAGRAPH:
            return InlineCollector(baseDirectory: baseDirectory).blocks(forParagraph: node)
        case CMARK_NODE_HEADING:
            let level = min(max(Int(cmark_node_get_heading_level(node)), 1), 6)
            return [RichBlock(.heading(level: level, InlineCollector(baseDirectory: baseDirectory).text(of: node)))]
        case CMARK_NODE_BLOCK_QUOTE:
            return [RichBlock(.quote(blocks(inChildrenOf: node, depth: depth + 1)))]
        case CMARK_NODE_LIST:
            return [RichBlock(.list(list(node, depth: depth)))]
        case CMARK_NODE_CODE_BLOCK:
            var code = Self.string(cmark_node_get_literal(node))
            if code.hasSuffix("\n") { code.removeLast() }
            let info = Self.string(cmark_node_get_fence_info(node))
            return [RichBlock(.code(code, info: info.split(separator: " ").first.map(String.init) ?? ""))]
        case CMARK_NODE_THEMATIC_BREAK:
            return [RichBlock(.thematicBreak)]
        case CMARK_NODE_HTML_BLOCK:
            return HTMLFragment(Self.string(cmark_node_get_literal(node)), baseDirectory: baseDirectory).blocks()
        default:
            if Self.typeName(node) == "table" { return [RichBlock(.table(table(node)))] }
            // Footnote definitions and unknown extension blocks: keep their text.
            return blocks(inChildrenOf: node, depth: depth + 1)
        }
    }

    private func list(_ node: OpaquePointer, depth: Int) -> RichList {
        let marker: RichList.Marker
        if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
            let delimiter: Character = cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? ")" : "."
            marker = .ordered(start: Int(cmark_node_get_list_start(node)), delimiter: delimiter)
        } else {
            marker = .bullet
        }
        var items: [RichListItem] = []
        var child = cmark_node_first_child(node)
        while let item = child {
            var task: RichListItem.Task?
            if Self.typeName(item) == "tasklist" {
                task = cmark_gfm_extensions_get_tasklist_item_checked(item) ? .checked : .unchecked
            }
            items.append(RichListItem(blocks: blocks(inChildrenOf: item, depth: depth + 1), task: task))
            child = cmark_node_next(item)
        }
        return RichList(marker: marker, isTight: cmark_node_get_list_tight(node) != 0, items: items)
    }

    private func table(_ node: OpaquePointer) -> RichTable {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [RichAlignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for index in 0..<columns {
                switch UInt8(raw[index]) {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.natural)
                }
            }
        }
        var rows: [[RichText]] = []
        var headers = 0
        var row = cmark_node_first_child(node)
        while let rowNode = row {
            if cmark_gfm_extensions_get_table_row_is_header(rowNode) != 0 { headers += 1 }
            var cells: [RichText] = []
            var cell = cmark_node_first_child(rowNode)
            while let cellNode = cell {
                cells.append(InlineCollector(baseDirectory: baseDirectory).text(of: cellNode))
                cell = cmark_node_next(cellNode)
            }
            rows.append(cells)
            row = cmark_node_next(rowNode)
        }
        return RichTable(alignments: alignments, headerRowCount: headers, rows: rows)
    }

    /// The paragraphs, headings and code under `node`, without their containers: what is
    /// kept of nesting deeper than ``maximumDepth``. Iterative, so any depth is safe.
    private func flattenedParagraphs(of node: OpaquePointer) -> [RichBlock] {
        guard let iterator = cmark_iter_new(node) else { return [] }
        defer { cmark_iter_free(iterator) }
        var result: [RichBlock] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let current = cmark_iter_get_node(iterator)
            else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
                CMARK_NODE_THEMATIC_BREAK:
                result += blocks(for: current, depth: 0)
            default:
                break
            }
        }
        return result
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    static func typeName(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }
}

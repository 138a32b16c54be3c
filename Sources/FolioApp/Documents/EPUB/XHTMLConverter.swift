import Foundation

/// Converts one XHTML chapter of an EPUB into ``RichBlock``s, the model Markdown is
/// converted into, so that books are typeset by the same code.
///
/// HTML's block/inline split is followed: inline content (text, `<em>`, `<a>`…) gathers
/// into the current paragraph, and a block element (`<p>`, `<h2>`, `<blockquote>`, `<ul>`,
/// `<table>`…) ends it. Unknown elements are treated as containers, so their text is kept.
/// Styles come from the element (`<em>`, `<b>`), then from the book's CSS
/// (``EPUBStyleSheet``), inherited the way CSS inherits them.
struct XHTMLConverter {
    /// Reads a picture's bytes, given its path inside the book; nil when it cannot be read.
    var loadImage: (String) -> Data?
    var styleSheet: EPUBStyleSheet
    /// The chapter's path inside the book, which `src` and `href` are relative to.
    var chapterPath: String

    /// Whether the book's own styles apply (its style sheets and `style` attributes); off,
    /// only the reader's defaults and the markup's meaning (`<em>`, headings, lists) do.
    var usesPublisherStyles = true

    /// The blocks of a parsed chapter (its `<body>`, or the whole document if it has none).
    func blocks(of document: MarkupElement) -> [RichBlock] { blocksAndAnchors(of: document).blocks }

    /// The blocks of a parsed chapter and where its elements' `id`s are: the index of the
    /// top-level block each starts in (a section's `id` is its heading's block; an `id`
    /// inside a list or a quotation is the whole list's or quotation's), for links and
    /// table-of-contents entries that point inside the chapter.
    func blocksAndAnchors(of document: MarkupElement) -> (blocks: [RichBlock], anchors: [String: Int]) {
        let body = document.first(named: "body") ?? document
        var builder = Builder()
        // The root's rules (`html { font-size: 12px }`) and selectors through it count too.
        let root = document.name == "html" && body.name == "body" ? contextFor(document, in: Context()) : Context()
        walkChildren(of: body, context: contextFor(body, in: root), into: &builder)
        builder.flush(alignment: .natural)
        // Empty blocks are dropped: an anchor on one moves to the next block kept.
        var kept: [RichBlock] = []
        var newIndex: [Int] = []
        for block in builder.blocks {
            newIndex.append(kept.count)
            if !block.isEmpty { kept.append(block) }
        }
        let last = max(kept.count - 1, 0)
        let anchors = anchorCollector.anchors.mapValues { index in
            min(newIndex.indices.contains(index) ? newIndex[index] : last, last)
        }
        return (kept, anchors)
    }

    /// The style sheets a chapter links to and embeds, for ``EPUBStyleSheet/add(_:)``.
    static func styleSheetReferences(of document: MarkupElement) -> (links: [String], embedded: [String]) {
        guard let head = document.first(named: "head") else { return ([], []) }
        let links = head.all(named: "link").filter { ($0[attribute: "rel"] ?? "").lowercased().contains("stylesheet") }
            .compactMap { $0[attribute: "href"] }
        let embedded = head.all(named: "style").map(\.text)
        return (links, embedded)
    }

    // MARK: - Walking

    private static let skipped: Set<String> = ["head", "script", "style", "title", "noscript", "template", "math"]
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "mark", "q",
        "rb", "rp", "rt", "ruby", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt",
        "u", "var", "del", "ins", "big", "label", "wbr",
    ]

    private func walkChildren(of element: MarkupElement, context: Context, into builder: inout Builder) {
        for child in element.children {
            switch child {
            case .text(let text):
                builder.appendText(text, style: context.style, link: context.link, preformatted: context.preformatted)
            case .element(let element):
                walk(element, context: context, into: &builder)
            }
        }
    }

    private func walk(_ element: MarkupElement, context parent: Context, into builder: inout Builder) {
        let name = element.name
        guard !Self.skipped.contains(name) else { return }
        // Page-break markers carry a page number as text; a reflowing reader drops them.
        if element[attribute: "epub:type"]?.contains("pagebreak") == true
            || element[attribute: "role"] == "doc-pagebreak"
        {
            return
        }
        let context = contextFor(element, in: parent)
        guard !context.isHidden else { return }
        // CSS `display` can make a block inline (a run-in heading's paragraph) or an
        // inline element a block of its own.
        let display = context.own.display
        let isInline =
            name == "br"
            || (Self.inlineElements.contains(name)
                ? display != .block : display == .inline && !Self.structuralBlocks.contains(name))
        let start = builder.blocks.count
        if !isInline { beginBlock(context, parent: parent, into: &builder) }
        registerAnchor(of: element, in: &builder, alignment: parent.alignment)
        if name == "br" {
            builder.appendText("\n", style: context.style, link: context.link, preformatted: true)
        } else if isInline {
            walkChildren(of: element, context: context, into: &builder)
        } else {
            walkBlock(element, context: context, parent: parent, into: &builder)
            endBlock(context, since: start, into: &builder)
        }
    }

    /// Elements that keep their own layout whatever `display` says.
    private static let structuralBlocks: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "ul", "ol", "table", "hr", "img", "image", "svg",
    ]

    /// Before a block: the text so far ends, a page break the sheet asks for, and the
    /// block's top margin (collapsed with any pending one, as CSS collapses margins).
    private func beginBlock(_ context: Context, parent: Context, into builder: inout Builder) {
        builder.flush(alignment: parent.alignment, style: blockStyle(parent))
        if context.own.breakBefore == true, !builder.blocks.isEmpty { builder.appendPageBreak() }
        if let top = context.own.marginTop {
            builder.pendingSpaceBefore = max(builder.pendingSpaceBefore ?? 0, readerEms(top, context))
        }
    }

    /// After a block: its bottom margin on the last block it made, and a page break.
    private func endBlock(_ context: Context, since start: Int, into builder: inout Builder) {
        if let bottom = context.own.marginBottom, builder.blocks.count > start {
            builder.addSpaceAfterLastBlock(readerEms(bottom, context))
        }
        if context.own.breakAfter == true { builder.appendPageBreak() }
    }

    private func walkBlock(_ element: MarkupElement, context: Context, parent: Context, into builder: inout Builder) {
        let name = element.name
        switch name {
        case "img", "image":
            let source = element[attribute: "src"] ?? element[attribute: "href"] ?? ""
            builder.append(RichBlock(.image(image(source, alt: element[attribute: "alt"] ?? ""))))
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(name.dropFirst()) ?? 1
            var inner = Builder()
            anchorCollector.enterNested(at: builder.blocks.count)
            walkChildren(of: element, context: context, into: &inner)
            anchorCollector.leaveNested()
            builder.append(
                RichBlock(
                    .heading(level: level, inner.trimmedText), alignment: context.alignment, style: blockStyle(context))
            )
            // Images inside a heading (a decorated chapter title) follow it.
            inner.blocks.forEach { builder.append($0) }
        case "blockquote":
            anchorCollector.enterNested(at: builder.blocks.count)
            let quoted = childBlocks(of: element, context: context)
            anchorCollector.leaveNested()
            builder.append(RichBlock(.quote(quoted), alignment: context.alignment))
        case "pre":
            var code = element.rawText
            if code.hasPrefix("\n") { code.removeFirst() }
            while code.hasSuffix("\n") { code.removeLast() }
            builder.append(RichBlock(.code(code, info: "")))
        case "ul", "ol":
            anchorCollector.enterNested(at: builder.blocks.count)
            let list = list(element, context: context)
            anchorCollector.leaveNested()
            builder.append(RichBlock(.list(list), alignment: context.alignment))
        case "table":
            anchorCollector.enterNested(at: builder.blocks.count)
            let table = table(element, context: context)
            anchorCollector.leaveNested()
            builder.append(RichBlock(.table(table)))
        case "hr":
            builder.append(RichBlock(.thematicBreak))
        case "svg":
            // An SVG cover page (pandoc's, Calibre's): only its <image> is shown.
            for picture in element.all(named: "image") { walk(picture, context: context, into: &builder) }
        default:
            // A block container (p, div, section, li content, figure…): its own paragraph.
            walkChildren(of: element, context: context, into: &builder)
            builder.flush(alignment: context.alignment, style: blockStyle(context))
        }
    }

    private func childBlocks(of element: MarkupElement, context: Context) -> [RichBlock] {
        var inner = Builder()
        walkChildren(of: element, context: context, into: &inner)
        inner.flush(alignment: context.alignment, style: blockStyle(context))
        return inner.blocks.filter { !$0.isEmpty }
    }

    private func list(_ element: MarkupElement, context: Context) -> RichList {
        let listItems = element.elements.filter { $0.name == "li" }
        let itemContexts = listItems.map { contextFor($0, in: context) }
        let start = Int(element[attribute: "start"] ?? "") ?? 1
        // A style sheet wins (on the items, the list or an ancestor); then EPUB's rule for
        // navigation lists; then HTML's `type` attribute and the element's own default.
        let marker: RichList.Marker
        switch itemContexts.first?.listStyle ?? context.listStyle {
        case .none?: marker = .none
        case .bullet?: marker = .bullet
        case .numbers(let numbering)?: marker = .ordered(start: start, delimiter: ".", numbering: numbering)
        case nil where context.inNav: marker = .none
        case nil where element.name == "ol":
            let numbering = element[attribute: "type"].flatMap(ListNumbering.init(htmlType:)) ?? .decimal
            marker = .ordered(start: start, delimiter: ".", numbering: numbering)
        case nil: marker = .bullet
        }
        let items = zip(listItems, itemContexts).map { item, itemContext in
            RichListItem(blocks: childBlocks(of: item, context: itemContext))
        }
        return RichList(marker: marker, items: items)
    }

    private func table(_ element: MarkupElement, context: Context) -> RichTable {
        var rows: [[RichText]] = []
        var headerRows = 0
        var alignments: [RichAlignment] = []
        var inBody = false
        func addRows(of group: MarkupElement, isHead: Bool) {
            for row in group.elements where row.name == "tr" {
                let cells = row.elements.filter { $0.name == "td" || $0.name == "th" }
                var texts: [RichText] = []
                for (column, cell) in cells.enumerated() {
                    let cellContext = contextFor(cell, in: context)
                    var inner = Builder()
                    walkChildren(of: cell, context: cellContext, into: &inner)
                    texts.append(inner.trimmedText)
                    if column >= alignments.count { alignments.append(cellContext.alignment) }
                }
                let isHeader = isHead || (!cells.isEmpty && cells.allSatisfy { $0.name == "th" })
                if isHeader, !inBody, headerRows == rows.count { headerRows += 1 } else { inBody = true }
                rows.append(texts)
            }
        }
        for child in element.elements {
            switch child.name {
            case "thead": addRows(of: child, isHead: true)
            case "tbody", "tfoot": addRows(of: child, isHead: false)
            case "tr":
                addRows(of: MarkupElement(name: "tbody", attributes: [:], children: [.element(child)]), isHead: false)
            default: break
            }
        }
        return RichTable(alignments: alignments, headerRowCount: headerRows, rows: rows)
    }

    private func image(_ reference: String, alt: String) -> RichImage {
        guard let path = try? EPUBArchive.resolve(reference, relativeTo: chapterPath), let data = loadImage(path) else {
            return RichImage(source: .unavailable(reference), altText: alt)
        }
        return RichImage(source: .data(data), altText: alt)
    }

    /// Style sheet lookups already made for this chapter (``XHTMLConverter/StyleLookups``).
    let lookups = StyleLookups()

    /// The chapter's `id`s, gathered as it is walked (``blocksAndAnchors(of:)``).
    let anchorCollector = AnchorCollector()
}

extension MarkupElement {
    /// The text exactly as written, white space kept (for `<pre>`), with `<br>` as a line break.
    fileprivate var rawText: String {
        var text = ""
        for child in children {
            switch child {
            case .text(let run): text += run
            case .element(let element) where element.name == "br": text += "\n"
            case .element(let element): text += element.rawText
            }
        }
        return text
    }
}

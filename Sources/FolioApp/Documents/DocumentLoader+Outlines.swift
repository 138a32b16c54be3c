import FolioRender

/// The tables of contents the loader gives books: a PDF's outline, a Markdown file's
/// headings.
extension DocumentLoader {
    /// A PDF's outline as contents entries, nested entries by depth; entries that go nowhere
    /// in the document (another file, a script) are left out.
    static func contents(ofPDF document: PDFDocument) -> [BookContentsEntry] {
        document.outline().flatMap(\.flattened).compactMap { entry in
            guard let page = entry.item.target?.pageIndex else { return nil }
            return BookContentsEntry(title: entry.item.title, pageIndex: page, depth: entry.depth)
        }
    }
}

extension DocumentLoader {
    /// Gives a Markdown book its headings as the table of contents (nested by level, the
    /// biggest level in the file at depth 0) and as anchors for `[text](#heading-slug)`
    /// links, slugged as GitHub slugs them.
    @MainActor
    static func addHeadingOutline(to book: Book, from typeset: TypesetDocument) {
        guard case .document(let document) = typeset.source else { return }
        var headings: [(title: String, level: Int, position: RichPosition)] = []
        var slugs = HeadingSlugs()
        for (index, block) in document.blocks.enumerated() {
            guard case .heading(let level, let text) = block.kind, typeset.blockStarts.indices.contains(index) else {
                continue
            }
            let title = text.plainText
            let position = RichPosition(item: typeset.blockStarts[index])
            book.anchors["#" + slugs.slug(for: title)] = position
            if !text.isBlank { headings.append((title, level, position)) }
        }
        let top = headings.map(\.level).min() ?? 1
        book.contents = headings.map {
            BookContentsEntry(title: $0.title, position: $0.position, depth: $0.level - top)
        }
    }
}

import FolioCore
import FolioRender
import Foundation

/// Turns an ``EPUBDocument`` into a ``Book``: the cover as the first page, then the spine's
/// files as one ``RichDocument`` typeset by the same ``TextPaginator`` as Markdown, and the
/// table of contents mapped to the pages its chapters start on.
///
/// Chapters are found in the typeset document by counting the ``TypesetItem``s each spine
/// file flattens into, so a table-of-contents entry is a ``RichPosition``, turned into a
/// page by ``Book/pageIndex(of:)`` when it is needed, which stays right however the text
/// is paginated.
@MainActor
struct EPUBBookBuilder {
    var layout: TextPageLayout

    /// The cover is decoded when the book opens, to at most this size (a page is never
    /// larger on screen), so that a bad cover is dropped rather than shown broken.
    static let coverLimit = ImageSizeLimit(maxWidth: 1600, maxHeight: 2400)

    func book(from document: EPUBDocument, fileName: String) -> Book? {
        let title = document.title(fallback: fileName)
        var pages: [BookPage] = []
        if let cover = document.cover, let image = Self.decode(cover) {
            // No caption: a cover carries its own title, as on a printed book.
            pages.append(.picture(image, caption: ""))
        }
        var blocks: [RichBlock] = []
        var sectionStarts: [String: Int] = [:]
        var anchors: [String: RichPosition] = [:]
        var headings: [(title: String, item: Int)] = []
        var items = 0
        for section in document.sections where !section.document.blocks.isEmpty {
            // Each spine document starts a page, as a printed book's chapters do.
            if !blocks.isEmpty {
                blocks.append(RichBlock(.pageBreak))
                items += 1
            }
            if sectionStarts[section.path] == nil { sectionStarts[section.path] = items }
            if let heading = section.document.firstHeading { headings.append((heading, items)) }
            blocks += section.document.blocks
            // Flattening alone, no layout: cheap, and the same count the whole book gets.
            let typeset = TypesetDocument(section.document, layout: layout)
            Self.addAnchors(of: section, typeset: typeset, startingAt: items, to: &anchors)
            items += typeset.items.count
        }
        var paginator: TextPaginator?
        if !blocks.isEmpty {
            // Laid out lazily, as the reader asks for pages (the cover is a fixed page before).
            paginator = TextPaginator(
                TypesetDocument(RichDocument(blocks: blocks, language: document.package.language), layout: layout))
        }
        guard !pages.isEmpty || paginator != nil else { return nil }
        let book = Book(title: title, style: .pages, pages: pages, pageSize: layout.pageSize, textPaginator: paginator)
        book.anchors = anchors
        // An entry for a section (`chapter.xhtml#sec-2`) goes where the section starts.
        let listed = document.package.chapters.compactMap { chapter -> BookContentsEntry? in
            let anchor = chapter.fragment.flatMap { anchors[chapter.path + "#" + $0] }
            guard let position = anchor ?? sectionStarts[chapter.path].map({ RichPosition(item: $0) }) else {
                return nil
            }
            return BookContentsEntry(title: chapter.title, position: position, depth: chapter.depth)
        }
        // A book without a usable table of contents gets one from its chapters' headings.
        book.contents =
            listed.isEmpty
            ? headings.map { BookContentsEntry(title: $0.title, position: RichPosition(item: $0.item), depth: 0) }
            : listed
        book.isRightToLeft = document.package.direction == .rightToLeft
        return book
    }

    /// The places a link can point at in `section`: the chapter (`path`) and each `id` in
    /// it (`path#id`), as positions in the whole book's typeset text.
    private static func addAnchors(
        of section: EPUBDocument.Section, typeset: TypesetDocument, startingAt start: Int,
        to anchors: inout [String: RichPosition]
    ) {
        if anchors[section.path] == nil { anchors[section.path] = RichPosition(item: start) }
        for (id, block) in section.anchors {
            let item = typeset.blockStarts.indices.contains(block) ? typeset.blockStarts[block] : 0
            anchors[section.path + "#" + id] = RichPosition(item: start + item)
        }
    }

    private static func decode(_ data: Data) -> Image? {
        guard let declared = try? ImageLoader.declaredSize(data), declared.width > 0,
            let bitmap = try? ImageLoader.decode(data, fitting: coverLimit)
        else { return nil }
        return Image(bitmap: bitmap, scale: Double(bitmap.width) / Double(declared.width))
    }
}

extension RichDocument {
    /// The text of the first heading, for a table of contents made from headings.
    var firstHeading: String? {
        for block in blocks {
            if case .heading(_, let text) = block.kind, !text.isBlank { return text.plainText }
        }
        return nil
    }
}

import FolioCore
import FolioRender
import Foundation

/// Turns an ``EPUBDocument`` into a ``Book``: the cover as the first page, then the spine's
/// files as one text (``EPUBSpineText``) typeset by the same ``TextPaginator`` as Markdown,
/// and the table of contents pointing into it.
///
/// Only the chapters up to the first with text are converted here; the rest are converted
/// as the paginator reaches them, so a long book opens as fast as a short one. A
/// table-of-contents entry keeps its `href` and is found in the text when it is needed
/// (``Book/pageIndex(of:)``), converting chapters up to it.
@MainActor
struct EPUBBookBuilder {
    var layout: TextPageLayout

    /// The cover is decoded when the book opens, to at most this size (a page is never
    /// larger on screen), so that a bad cover is dropped rather than shown broken.
    static let coverLimit = ImageSizeLimit(maxWidth: 1600, maxHeight: 2400)

    /// The book, or nil when it has neither a cover nor any text.
    ///
    /// - Throws: What is wrong with the chapters converted now (up to the first with
    ///   text; every chapter, for a book without a table of contents, whose contents are
    ///   made from the chapters' headings).
    func book(from document: EPUBDocument, fileName: String) throws(EPUBError) -> Book? {
        let title = document.title(fallback: fileName)
        var pages: [BookPage] = []
        if let cover = document.cover, let image = Self.decode(cover) {
            // No caption: a cover carries its own title, as on a printed book.
            pages.append(.picture(image, caption: ""))
        }
        let spine = Set(document.package.spine.map(\.path))
        // An entry for a section (`chapter.xhtml#sec-2`) goes where the section starts.
        let listed = document.package.chapters.filter { spine.contains($0.path) }.map { chapter in
            BookContentsEntry(
                title: chapter.title, href: chapter.path + (chapter.fragment.map { "#" + $0 } ?? ""),
                depth: chapter.depth)
        }
        let text = EPUBSpineText(document, layout: layout)
        while text.blocks.isEmpty || listed.isEmpty, try text.convertNext() {}
        var paginator: TextPaginator?
        if !text.blocks.isEmpty {
            // Laid out lazily, as the reader asks for pages (the cover is a fixed page before).
            paginator = TextPaginator(TypesetDocument(.blocks(text), layout: layout))
        }
        guard !pages.isEmpty || paginator != nil else { return nil }
        let book = Book(title: title, style: .pages, pages: pages, pageSize: layout.pageSize, textPaginator: paginator)
        book.spineText = text
        // A book without a usable table of contents gets one from its chapters' headings.
        book.contents =
            listed.isEmpty
            ? text.headings.map { BookContentsEntry(title: $0.title, position: RichPosition(item: $0.item), depth: 0) }
            : listed
        book.isRightToLeft = document.package.direction == .rightToLeft
        return book
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

import FolioCore
import FolioRender
import Foundation

/// Turns an ``EPUBDocument`` into a ``Book``: the cover as the first page, each spine file
/// starting on a new page (as in every e-book reader), and the table of contents mapped to
/// the pages chapters start on.
///
/// - Note: Until the rich typesetter replaces ``TextPaginator``, chapters go through
///   ``RichDocument/textBlocks`` (styles flattened to text roles), and a picture inside a
///   chapter becomes a page of its own. Only this adapter changes when the typesetter lands;
///   the EPUB reading, the XHTML conversion and the table of contents stay as they are.
@MainActor
struct EPUBBookBuilder {
    var paginator: TextPaginator

    /// Pictures are decoded when the book opens, to at most this size, so that a page
    /// shows them at once; at most ``maximumPictures`` are kept, the rest shown by their
    /// description, which keeps an illustrated book within the reader's memory.
    static let pictureLimit = ImageSizeLimit(maxWidth: 1600, maxHeight: 1600)
    static let maximumPictures = 48

    func book(from document: EPUBDocument, fileName: String) -> Book {
        var pages: [BookPage] = []
        var pictures = 0
        let title = document.title(fallback: fileName)
        if let cover = document.cover, let image = decode(cover, pictures: &pictures) {
            pages.append(.picture(image, caption: title))
        }
        var sectionStarts: [String: Int] = [:]
        var headings: [BookContentsEntry] = []
        for section in document.sections {
            let start = pages.count
            for segment in section.document.pageSegments {
                switch segment {
                case .text(let blocks):
                    pages += paginator.paginate(blocks).map { .text($0) }
                case .image(let image):
                    if case .data(let data) = image.source, let decoded = decode(data, pictures: &pictures) {
                        pages.append(.picture(decoded, caption: image.altText))
                    } else if !image.altText.isEmpty {
                        pages += paginator.paginate([TextBlock(.quote, "[\(image.altText)]")]).map { .text($0) }
                    }
                }
            }
            guard pages.count > start else { continue }
            if sectionStarts[section.path] == nil { sectionStarts[section.path] = start }
            if let heading = section.document.firstHeading {
                headings.append(BookContentsEntry(title: heading, pageIndex: start, depth: 0))
            }
        }
        let book = Book(title: title, style: .pages, pages: pages, pageSize: paginator.layout.pageSize)
        let listed = document.package.chapters.compactMap { chapter -> BookContentsEntry? in
            guard let page = sectionStarts[chapter.path] else { return nil }
            return BookContentsEntry(title: chapter.title, pageIndex: page, depth: chapter.depth)
        }
        // A book without a usable table of contents gets one from its chapters' headings.
        book.contents = listed.isEmpty ? headings : listed
        book.isRightToLeft = document.package.direction == .rightToLeft
        return book
    }

    private func decode(_ data: Data, pictures: inout Int) -> Image? {
        guard pictures < Self.maximumPictures,
            let declared = try? ImageLoader.declaredSize(data), declared.width > 0,
            let bitmap = try? ImageLoader.decode(data, fitting: Self.pictureLimit)
        else { return nil }
        pictures += 1
        return Image(bitmap: bitmap, scale: Double(bitmap.width) / Double(declared.width))
    }
}

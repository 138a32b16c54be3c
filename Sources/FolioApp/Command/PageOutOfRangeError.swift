/// `--page` names a page the document does not have.
struct PageOutOfRangeError: Error, Equatable, CustomStringConvertible {
    /// The page asked for, from 1.
    var page: Int
    /// The pages the document has.
    var pageCount: Int
    /// The document's title, to say whose pages.
    var title: String

    var description: String {
        let range = pageCount == 1 ? "only page 1" : "pages 1-\(pageCount)"
        return "--page \(page) is out of range: \(title) has \(range)"
    }

    /// The index (from 0) of `page` (from 1) in `book`.
    ///
    /// - Throws: ``PageOutOfRangeError`` when the book has no such page.
    @MainActor
    static func index(ofPage page: Int, in book: Book) throws(PageOutOfRangeError) -> Int {
        // Text is laid out lazily: asking for the page lays out as far as it, and only a
        // page past the end needs the whole book laid out to say how many there are.
        guard page >= 1, book.page(at: page - 1) != nil else {
            book.paginateAll()
            throw PageOutOfRangeError(page: page, pageCount: book.pageCount, title: book.title)
        }
        return page - 1
    }
}

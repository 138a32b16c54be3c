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
        guard page >= 1, page <= book.pageCount else {
            throw PageOutOfRangeError(page: page, pageCount: book.pageCount, title: book.title)
        }
        return page - 1
    }
}

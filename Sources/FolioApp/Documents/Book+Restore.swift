/// Opening a book where its reader left it (``BookState``).
extension Book {
    /// The pages before a text book's typeset ones (an EPUB's cover); every page of other
    /// books.
    var fixedPageCount: Int {
        pages.count - (textPaginator?.pages.count ?? 0)
    }

    /// Opens a text book at `position`, the same words at any window and text size: the
    /// reader shows the page holding it once it has paginated the book for its window, and
    /// keeps it as the ``readingPosition`` until a page is turned, so reopening and closing
    /// without reading never moves it.
    ///
    /// - Returns: Whether the position is in the book (a damaged record or a changed file
    ///   can name a block it does not have; the book then opens at its start).
    @discardableResult
    func restore(position: RichPosition) -> Bool {
        guard let textPaginator, position.item >= 0, position.offset >= 0,
            textPaginator.document.item(at: position.item) != nil
        else { return false }
        readingPosition = position
        initialPage = fixedPageCount + textPaginator.pageIndex(containing: position)
        requestedPage = nil
        return true
    }

    /// Typesets a text book at body size `points` (a size remembered for it), keeping the
    /// reading position.
    func restore(textSize points: Double) {
        guard let paginator = textPaginator, paginator.layout.body.font.size != points else { return }
        var body = paginator.layout.body
        body.font.size = points
        _ = relayOut(TextPageLayout.fitting(paginator.layout.pageSize, body: body))
    }
}

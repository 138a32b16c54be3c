import FolioCore
import FolioPaging

extension ReaderViewController {
    /// Lets End reach the real last page of a text still being counted.
    func installLastPageKey() {
        (pageViewController as? ReaderPageViewController)?.lastPageKeyHandler = { [weak self] in
            self?.showLastPageWhileCounting() ?? false
        }
    }

    /// End while a long text is still being counted: the rest is laid out now (for a long
    /// book, a moment's wait, which End is allowed: it must land on the last page, not on
    /// the last page counted so far) and the last page is shown. Returns false when the
    /// count is final, leaving End to the page view controller's animated turn.
    func showLastPageWhileCounting() -> Bool {
        guard !book.isPaginated else { return false }
        book.paginateAll()
        stopPaginatingInBackground()
        showPage(max(book.pageCount - 1, 0))
        return true
    }
}

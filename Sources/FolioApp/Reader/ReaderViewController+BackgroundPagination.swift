import FolioCore
import FolioUI

extension ReaderViewController {
    /// Text pages laid out per frame while the reader is on screen and no page is turning:
    /// a few milliseconds of Pango, so the page count stops reading "N+" soon without the
    /// frames the reader draws ever waiting for it.
    static let backgroundPagesPerFrame = 2

    /// Lays out the rest of a long text book a few pages per frame of the window's display
    /// link, on the main actor (Pango and the paginator are not shared between threads),
    /// until every page is known; then the page count is final. Frames of a turn are left
    /// alone. Driven by the window's clock, so a headless test paginates the same pages
    /// for the same frames every run.
    func startPaginatingInBackground() {
        guard paginationToken == nil, !book.isPaginated, let link = view.window?.displayLink else { return }
        paginationToken = link.add { [weak self] _ in self?.paginateAFewPages() }
    }

    func stopPaginatingInBackground() {
        guard let paginationToken else { return }
        view.window?.displayLink.remove(paginationToken)
        self.paginationToken = nil
    }

    private func paginateAFewPages() {
        guard !isTurning else { return }
        let isComplete = book.layOutMorePages(Self.backgroundPagesPerFrame)
        pageControl?.numberOfPages = book.pageCount
        updateWhereYouAre()
        if isComplete { stopPaginatingInBackground() }
    }
}

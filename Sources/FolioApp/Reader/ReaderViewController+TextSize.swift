import FolioCore
import FolioPaging
import FolioUI

extension ReaderViewController {
    /// The text size of a text book, as Apple Books' font buttons set it: `+` (or `=`)
    /// larger, `-` smaller, `0` back to the default, in steps of 15 %, between 9 and 48 pt.
    /// The book is paginated again, and the page holding the reading position is shown, so the
    /// first words on screen stay there.
    func changeTextSize(_ step: ZoomKey) {
        guard let paginator = book.textPaginator else { return }
        var body = paginator.layout.body
        let size = body.font.size
        switch step {
        case .zoomIn: body.font.size = min(size * 1.15, Self.textSizes.upperBound)
        case .zoomOut: body.font.size = max(size / 1.15, Self.textSizes.lowerBound)
        case .reset: body.font.size = TextPageLayout().body.font.size
        }
        guard body.font.size != size else { return }
        let layout = TextPageLayout.fitting(paginator.layout.pageSize, body: body)
        guard let index = book.relayOut(layout) else { return }
        showRepaginated(at: index)
        // Remembered for the book, even when the page shown keeps its number.
        bookState?.bookDidMove(book, toPage: currentIndex)
    }

    /// The text sizes the keys move between, in points.
    static let textSizes = 9.0...48.0

    /// A text book is typeset for the size its pages are shown at: when that changes, it is
    /// paginated again and the page holding the reading position is shown.
    func relayOutTextIfNeeded() {
        guard let paginator = book.textPaginator else { return }
        var size = pageViewController.view.bounds.size
        if pageViewController.spineLocation == .mid { size.width /= 2 }
        guard size.width >= 1, size.height >= 1 else { return }
        let layout = TextPageLayout.fitting(size, body: paginator.layout.body)
        if layout != paginator.layout, let index = book.relayOut(layout) { showRepaginated(at: index) }
        // The page asked for by number, now that the pages are numbered as they are shown.
        if let requested = book.requestedPage {
            book.requestedPage = nil
            let index = book.clampedPageIndex(requested)
            if index != currentIndex {
                isRepaginating = true
                pageViewController.setCurrentIndex(index, animated: false)
                isRepaginating = false
            }
            book.didShowPage(at: index)
            pageDidChange()
        }
    }

    /// Shows page `index` of a book just paginated again.
    func showRepaginated(at index: Int) {
        isRepaginating = true
        defer { isRepaginating = false }
        pageViewController.reloadData()
        pageViewController.setCurrentIndex(index, animated: false)
        pageDidChange()
        // The new pagination is lazy again: count its pages from here.
        startPaginatingInBackground()
    }
}

import FolioCore
import FolioUI

/// Back and forward through the places the reader jumped from, as in a browser or zathura:
/// following a link, choosing an outline entry, a search result or a typed page number
/// records the page left, and Alt+Left (or Backspace) returns there; Alt+Right (or
/// Shift+Backspace) goes forward again.
extension ReaderViewController {
    /// Records that the reader is about to jump away from page `index` (the page shown when
    /// nil), so that Back returns to it. Every jump calls this before it moves: links, the
    /// contents panel, search, go to page.
    func recordJump(from index: Int? = nil) {
        history.leave(place(atPage: index ?? currentIndex))
    }

    /// Jumps to page `index` as a link does: records the page left, then shows `index`.
    func followJump(toPage index: Int) {
        guard index != currentIndex, book.page(at: index) != nil else { return }
        recordJump()
        showPage(index)
    }

    /// Alt+Left, Alt+Right, Backspace and Shift+Backspace.
    ///
    /// - Returns: Whether the key was a history key.
    func handleHistoryKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.leftArrow, .option), (.backspace, []): goBack()
        case (.rightArrow, .option), (.backspace, .shift): goForward()
        default: return false
        }
        return true
    }

    /// Returns to the place the last jump left, if any.
    func goBack() {
        guard let place = history.goBack(from: place(atPage: currentIndex)) else { return }
        showPage(pageIndex(of: place))
    }

    /// Returns to the place Back left, if any.
    func goForward() {
        guard let place = history.goForward(from: place(atPage: currentIndex)) else { return }
        showPage(pageIndex(of: place))
    }

    /// Page `index` as a place: a typeset page by its first character.
    func place(atPage index: Int) -> ReaderPlace {
        if case .text(let page)? = book.page(at: index) { return ReaderPlace(page: index, position: page.start) }
        return ReaderPlace(page: index)
    }

    /// Where `place` is now: a typeset place moves with re-pagination.
    func pageIndex(of place: ReaderPlace) -> Int {
        guard place.position != nil else { return place.page }
        return book.pageIndex(
            of: BookContentsEntry(title: "", pageIndex: place.page, position: place.position, depth: 0))
    }

    /// Shows page `index` at once, as the contents panel does.
    func showPage(_ index: Int) {
        guard book.page(at: index) != nil else { return }
        pageViewController.setCurrentIndex(index, animated: false)
        continuousView?.scroll(toPage: index)
        book.didShowPage(at: index)
        pageDidChange()
    }
}

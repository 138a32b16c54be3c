import FolioCore
import FolioUI

extension ReaderViewController {
    /// Ctrl-F and `/` open the search field; while it is open, Return and Shift-Return go to
    /// the next and previous match and Escape closes it, leaving the reader on the page of
    /// the match it was on.
    ///
    /// - Returns: Whether the key was a search key.
    func handleSearchKey(_ event: KeyEvent) -> Bool {
        let isControlF = event.key == .character("f") && event.modifiers == [.control]
        if let searchBarController {
            switch event.key {
            case .escape:
                closeSearch()
            case .enter where event.modifiers.contains(.shift):
                searchBarController.session.previous()
            case .enter:
                searchBarController.session.next()
            default:
                guard isControlF else { return false }
                searchBarController.bar.field.becomeFirstResponder()
            }
            return true
        }
        let isSlash = event.key == .character("/") && event.modifiers.isDisjoint(with: [.control, .command, .option])
        guard isControlF || isSlash, contentsView == nil else { return false }
        openSearch()
        return true
    }

    /// Shows the search field over the page, searching from the page shown.
    func openSearch() {
        let session = ReaderSearchSession(book: book, originPage: currentIndex) { [unowned self] page in
            self.goToSearchMatch(onPage: page)
        }
        session.displayLink = view.window?.displayLink
        let controller = SearchBarController(session: session)
        controller.redrawPages = { [unowned self] changed in self.redrawSearchHighlights(where: changed) }
        controller.bar.apply(theme)
        controller.bar.frame = SearchBar.frame(in: view.bounds.size)
        controller.bar.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(controller.bar)
        searchBarController = controller
        controller.bar.field.becomeFirstResponder()
    }

    /// Hides the search field and the highlights; the page stays where the search left it,
    /// and Back (Alt+Left) returns to the page the search started from.
    func closeSearch() {
        guard let controller = searchBarController else { return }
        // The search was a jump: Back returns to the page it started from.
        if currentIndex != controller.session.originPage { recordJump(from: controller.session.originPage) }
        controller.bar.field.resignFirstResponder()
        controller.session.end()
        controller.bar.removeFromSuperview()
        searchBarController = nil
        pageViewController.becomeFirstResponder()
    }

    private func goToSearchMatch(onPage page: Int) {
        guard page != currentIndex else { return }
        showPage(page)
    }

    /// Redraws the page views whose page's highlights changed.
    private func redrawSearchHighlights(where changed: (Int) -> Bool) {
        // The pages kept beside the shown ones too: they would scroll in with old marks.
        for page in shownPageViews(includingNeighbours: true) where changed(page.index) {
            page.setNeedsDisplay()
        }
    }
}

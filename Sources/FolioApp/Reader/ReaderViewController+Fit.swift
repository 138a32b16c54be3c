import FolioCore
import FolioPaging
import FolioUI

/// How PDF pages fit the window: the `w` key (the whole page, or as wide as the window) and
/// the `c` key (pages turned one at a time, or one continuous column).
extension ReaderViewController {
    /// The key that switches between a whole page and a page as wide as the window.
    static let fitKey = Key.character("w")
    /// The key that switches between turned pages and a continuous column.
    static let layoutKey = Key.character("c")

    /// Whether the book's pages are PDF pages, the pages fitting and the continuous layout
    /// apply to (text reflows to the window instead; photos are fitted whole).
    var fitsPDFPages: Bool {
        guard book.style == .pages, let first = book.page(at: 0), case .pdf = first else { return false }
        return true
    }

    /// Handles the fit and layout keys, and in the continuous layout Left and Right (the
    /// column scrolls with the other keys); false for every other key.
    func handleFitKey(_ event: KeyEvent) -> Bool {
        guard fitsPDFPages, event.phase == .down, event.modifiers.isEmpty, contentsView == nil, !isTurning else {
            return false
        }
        switch event.key {
        case Self.fitKey: setFit(fitting.fit.toggled)
        case Self.layoutKey: setLayout(fitting.layout.toggled)
        case .rightArrow where continuousView != nil: showPage(min(currentIndex + 1, book.pageCount - 1))
        case .leftArrow where continuousView != nil: showPage(max(currentIndex - 1, 0))
        default: return false
        }
        return true
    }

    /// Shows the pages at `fit`, at its own zoom, remembering the choice for the book.
    func setFit(_ fit: PageFit) {
        fitting.fit = fit
        fitting.resetZoom()
        bookState?.remember(fit: fit, layout: fitting.layout)
        continuousView?.fit = fit
        refitPages()
    }

    /// Shows the pages as `layout`, on the page shown now, remembering the choice for the book.
    func setLayout(_ layout: ReadingLayout) {
        fitting.layout = layout
        bookState?.remember(fit: fitting.fit, layout: layout)
        refitPages()
    }

    /// Sets up the reader's fitting from the command line or the book's record: called once,
    /// before the reader is shown.
    func startFitting(fit: PageFit, layout: ReadingLayout) {
        fitting.fit = fit
        fitting.layout = fitsPDFPages ? layout : .paged
    }

    /// Lays the pages out again for the fitting now: the pages' frame, and the continuous
    /// column put in or taken out.
    private func refitPages() {
        for case let page as BookPageViewController in pageViewController.viewControllers ?? [] {
            page.fittedSize = .zero
        }
        // A page as wide as the window, and the column, show one page, never a spread.
        pageViewController.reconsiderSpine()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        for case let page as BookPageViewController in pageViewController.viewControllers ?? [] {
            page.applyFittingIfNeeded()
        }
        pageDidChange()
    }

    /// Where the pages go in `bounds`: paper of the page's shape; for zoomed pages and the
    /// continuous column, the whole window inside its margins; for pages as wide as the
    /// window, that width and the page's height, up to the window's.
    func pagesFrame(in bounds: Rect) -> Rect {
        guard fitsPDFPages, fitting.fillsWindow || fitting.layout == .continuous else {
            return paperLayout.paperFrame(in: bounds)
        }
        let area = PaperLayout.area(in: bounds)
        guard fitting.layout == .paged, !fitting.isZoomed, book.pageSize.width > 0 else { return area }
        let height = min(area.height, max((area.width * book.pageSize.height / book.pageSize.width).rounded(), 1))
        return Rect(x: area.minX, y: (area.midY - height / 2).rounded(), width: area.width, height: height)
    }

    /// Puts the continuous column over the window (above the page label), or takes it away
    /// in the paged layout: part of every layout pass.
    func layoutFitting() {
        if fitting.onChange == nil {
            // A settled zoom can move the pages from the paper to the whole window.
            fitting.onChange = { [weak self] in self?.view.setNeedsLayout() }
        }
        guard fitsPDFPages, fitting.layout == .continuous else {
            guard let column = continuousView else { return }
            column.removeFromSuperview()
            continuousView = nil
            pageViewController.view.isHidden = false
            paperShadow.isHidden = false
            if let page = pageViewController.viewControllers?.first { _ = page.becomeFirstResponder() }
            return
        }
        let column = continuousView ?? makeContinuousView()
        // Above the page label, which stays under the pages' frame.
        column.frame = Rect(
            x: 0, y: 0, width: view.bounds.width, height: max(pageViewController.view.frame.maxY, 1))
        pageViewController.view.isHidden = true
        paperShadow.isHidden = true
        gutterShadow.isHidden = true
    }

    private func makeContinuousView() -> ContinuousPagesView {
        let column = ContinuousPagesView(book: book, fit: fitting.fit, page: currentIndex)
        // No colour of its own: the desk shows through, in the theme of the moment.
        column.onPageChange = { [unowned self] index in self.continuousPageDidChange(to: index) }
        view.insertSubview(column, aboveSubview: pageViewController.view)
        continuousView = column
        _ = column.becomeFirstResponder()
        return column
    }

    /// The column scrolled to a new page: the page view controller (hidden) follows, so the
    /// label, bookmarks, search and going back see the page as if it had been turned to.
    private func continuousPageDidChange(to index: Int) {
        guard index != currentIndex, book.page(at: index) != nil else { return }
        pageViewController.setCurrentIndex(index, animated: false)
        book.didShowPage(at: index)
        pageDidChange()
    }
}

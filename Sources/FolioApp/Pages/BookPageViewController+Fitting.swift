import FolioCore
import FolioRender
import FolioUI

extension BookPageViewController {
    /// The designed size of this page: a PDF page's own (pages of one PDF differ), else the
    /// book's.
    var pageSize: Size {
        if case .pdf(let document, let pageIndex) = book.page(at: index),
            let size = try? document.pageSize(at: pageIndex)
        {
            return size
        }
        return book.pageSize
    }

    /// The zoom scale at which this page is as the fitting says (1: the whole page).
    var fitScale: Double {
        guard let fitting, let zoomingView else { return 1 }
        return fitting.fitScale(pageSize: pageSize, in: zoomingView.bounds.size)
    }

    /// Zooms the page as the shared fitting says (its fit, times the zoom the reader left the
    /// last page at) and scrolls to its top, or to its bottom when reading backwards; once
    /// per size, so a layout pass does not undo the reader's scrolling.
    func applyFittingIfNeeded() {
        guard let fitting, let zoomingView else { return }
        let size = zoomingView.bounds.size
        guard size.width > 0, size.height > 0, size != fittedSize else { return }
        isApplyingFitting = true
        defer { isApplyingFitting = false }
        let base = fitScale
        zoomingView.maximumZoomScale = max(Self.maximumZoomScale, base * 4)
        zoomingView.setZoomScale(base * fitting.relativeScale, animated: false)
        let content = zoomingView.contentSize
        let x = fitting.horizontalCentre * content.width - size.width / 2
        let (top, bottom) = verticalRange(of: zoomingView)
        zoomingView.setContentOffset(
            Point(x: min(max(x, 0), max(content.width - size.width, 0)), y: fitting.entersAtBottom ? bottom : top),
            animated: false)
        fittedSize = size
    }

    /// The offsets that show the top and the bottom of the page itself, not the paper
    /// around it (a zoomed page is fitted whole inside the view before it is scaled).
    func verticalRange(of zoomingView: ZoomingScrollView) -> (top: Double, bottom: Double) {
        let content = zoomingView.contentView
        let page = BookPageView.aspectFit(pageSize, in: Rect(origin: .zero, size: content.bounds.size))
        let scale = zoomingView.zoomScale
        let origin = content.frame.origin
        let limit = max(zoomingView.contentSize.height - zoomingView.bounds.height, 0)
        let top = min(max(origin.y + page.minY * scale, 0), limit)
        let bottom = min(max(origin.y + page.maxY * scale - zoomingView.bounds.height, top), limit)
        return (top, bottom)
    }

    /// Up, Down, Page Up, Page Down and Space scroll a page taller than the window before
    /// they turn it; at the page's end they go on to the next page (at its top), or at its
    /// start back to the previous one (at its bottom).
    ///
    /// - Returns: Whether the key scrolled the page.
    func scrollWithinPage(_ event: KeyEvent) -> Bool {
        guard let fitting, let zoomingView, !isForwardingKey, event.phase == .down,
            event.modifiers.isDisjoint(with: [.control, .command, .option])
        else { return false }
        let backward: Bool
        switch event.key {
        case .upArrow, .pageUp: backward = true
        case .downArrow, .pageDown: backward = false
        case .space: backward = event.modifiers.contains(.shift)
        default:
            fitting.entersAtBottom = false
            return false
        }
        // A turn this key makes (here at the page's end, or from the zooming view, which
        // hands on a key it cannot use) shows the next page from its top, the previous from
        // its bottom.
        fitting.entersAtBottom = backward
        let offset = zoomingView.contentOffset.y
        let (top, bottom) = verticalRange(of: zoomingView)
        guard backward ? offset > top + 0.5 : offset < bottom - 0.5 else {
            guard event.key == .upArrow || event.key == .downArrow, let parent else { return false }
            // In a book turned sideways the arrows along the page do not turn it; at the end
            // of a page read downwards they do, as Page Down and Page Up.
            let turn = KeyEvent(
                key: backward ? .pageUp : .pageDown, modifiers: event.modifiers, isRepeat: event.isRepeat,
                timestamp: event.timestamp)
            return parent.keyDown(turn)
        }
        isForwardingKey = true
        defer { isForwardingKey = false }
        return zoomingView.keyDown(event)
    }
}

extension BookPageViewController: ScrollViewDelegate {
    /// Remembers a zoom the reader made, for the pages shown next.
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        guard !isApplyingFitting, let fitting, scrollView.bounds.size == fittedSize else { return }
        fitting.relativeScale = scrollView.zoomScale / max(fitScale, 1e-6)
        rememberHorizontalPlace(of: scrollView)
    }

    /// A settled zoom may change the page's frame (a zoomed page uses the whole window).
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        guard !isApplyingFitting, let fitting, scrollView.bounds.size == fittedSize else { return }
        fitting.relativeScale = scale / max(fitScale, 1e-6)
        fitting.onChange?()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !isApplyingFitting, fitting != nil, scrollView.bounds.size == fittedSize else { return }
        rememberHorizontalPlace(of: scrollView)
    }

    private func rememberHorizontalPlace(of scrollView: ScrollView) {
        let width = scrollView.contentSize.width
        guard let fitting, width > scrollView.bounds.width else { return }
        fitting.horizontalCentre = (scrollView.contentOffset.x + scrollView.bounds.width / 2) / width
    }
}

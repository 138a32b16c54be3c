import FolioCore

extension BookPageView {
    /// Where `point` (in this view's coordinates) falls on the page as it is drawn (fitted to
    /// the view with its aspect kept), in the page's own coordinates; nil on a page with no
    /// text to select. Points off the page are answered too: a drag goes on past its edge.
    func pagePoint(from point: Point) -> Point? {
        guard let pageSize = book.selectablePageSize(ofPage: index) else { return nil }
        let fit = Self.aspectFit(pageSize, in: Rect(origin: .zero, size: bounds.size))
        guard fit.width > 0 else { return nil }
        let scale = pageSize.width / fit.width
        return Point(x: (point.x - fit.minX) * scale, y: (point.y - fit.minY) * scale)
    }

    /// Marks the book's selection when it is on this page: translucent rectangles in the
    /// theme's selection colour over the selected text.
    func drawSelection(in context: any GraphicsContext, bounds: Rect) {
        guard let selection = book.textSelection, selection.page == index,
            let pageSize = book.selectablePageSize(ofPage: index)
        else { return }
        let rects = book.selectionRects(selection)
        guard !rects.isEmpty else { return }
        let fit = Self.aspectFit(pageSize, in: bounds)
        let scale = fit.width / max(pageSize.width, 1)
        context.setFillColor(book.theme.selection)
        for rect in rects {
            context.fill(
                Rect(
                    x: fit.minX + rect.minX * scale, y: fit.minY + rect.minY * scale, width: rect.width * scale,
                    height: rect.height * scale))
        }
    }
}

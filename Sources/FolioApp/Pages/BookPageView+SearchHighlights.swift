import FolioCore

extension BookPageView {
    /// Marks the book's search matches on this page: translucent rectangles over the text,
    /// mapped from the page's own coordinates to where the page is drawn.
    func drawSearchHighlights(in context: any GraphicsContext, bounds: Rect) {
        let marks = book.searchHighlights.marks(onPage: index)
        guard !marks.isEmpty, let page = book.page(at: index) else { return }
        let pageSize: Size
        switch page {
        case .pdf(let document, let pageIndex): pageSize = (try? document.pageSize(at: pageIndex)) ?? book.pageSize
        case .text: pageSize = book.textPaginator?.layout.pageSize ?? book.pageSize
        case .sample, .image, .picture: return
        }
        let fit = Self.aspectFit(pageSize, in: bounds)
        let scale = fit.width / max(pageSize.width, 1)
        for mark in marks {
            context.setFillColor(mark.color)
            context.fill(
                Rect(
                    x: fit.minX + mark.rect.minX * scale, y: fit.minY + mark.rect.minY * scale,
                    width: mark.rect.width * scale, height: mark.rect.height * scale))
        }
    }
}

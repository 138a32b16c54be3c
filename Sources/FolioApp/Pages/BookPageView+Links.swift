import FolioCore
import FolioRender

extension BookPageView {
    /// The link under `point` (in this view's coordinates), found on the page as it is
    /// drawn (fitted to the view with its aspect kept).
    func link(at point: Point) -> BookLink? {
        let bounds = Rect(origin: .zero, size: self.bounds.size)
        let pageSize: Size
        switch book.page(at: index) {
        case .pdf(let document, let pageIndex)?: pageSize = (try? document.pageSize(at: pageIndex)) ?? book.pageSize
        case .text?:
            guard let layout = book.textPaginator?.layout else { return nil }
            pageSize = layout.pageSize
        default: return nil
        }
        let fit = Self.aspectFit(pageSize, in: bounds)
        guard fit.contains(point), fit.width > 0 else { return nil }
        let scale = pageSize.width / fit.width
        return book.link(at: Point(x: (point.x - fit.minX) * scale, y: (point.y - fit.minY) * scale), onPage: index)
    }
}

import FolioCore
import FolioRender

/// The continuous column's pages as images the compositor copies, not drawn content.
///
/// A page drawn as content was copied twice before it reached the screen: from the rendered
/// page into each 512-pixel tile a scroll brought in (with the tile cleared first and read
/// again for opacity), then from the tile into the frame. At scale 2 a row of eight tiles
/// came in every few frames, 8–15 ms each time, and the scroll missed frames. As the layer's
/// image (`CALayer.contents`), the page is copied once, only where the scroll uncovers it.
extension BookPageView {
    /// The image the layer shows for a column's PDF page: the page at exactly the screen's
    /// pixels, in the theme's colours; nil while it is being rendered, when the column is
    /// zoomed (drawn as vectors into tiles), or when a search match or a selection is drawn
    /// over the page.
    func exactPageImage() -> Image? {
        guard rendersExactPixels, pdfZoom <= 1, rasterizationScale <= 1,
            case .pdf(let document, let pageIndex) = book.page(at: index),
            book.textSelection?.page != index, !book.searchHighlights.hasMarks(onPage: index)
        else { return nil }
        let bounds = Rect(origin: .zero, size: self.bounds.size)
        let scale = pdfScale(pageSize: pdfPageSize(document, page: pageIndex), in: bounds)
        let theme = book.theme
        if let held = heldPDFPage, held.scale == scale, held.theme == theme { return held.image }
        let rendered: Image
        if let arrived = arrivedPDFPage, arrived.scale == scale {
            rendered = arrived.image
        } else if let cached = book.cachedRender(document, page: pageIndex, scale: scale, exact: true) {
            rendered = cached
        } else {
            return nil
        }
        // Held by the view, not only the book's cache: two pages at scale 2 fill that cache,
        // and a page pushed out while on screen would be rendered again and again.
        let shown = book.recoloredPages.page(rendered, path: document.path, page: pageIndex, theme: theme)
        heldPDFPage = (scale, theme, shown)
        // One page's pixels per view: the held ones (in a theme the arrived ones are the
        // uncoloured original).
        arrivedPDFPage = nil
        return shown
    }

    /// Asks the renderer for this PDF page's pixels now, while none of the page is on screen.
    ///
    /// The compositor draws only what it shows, so a page below the view would otherwise ask
    /// for its pixels when its first row scrolled in: it came in as blank paper, and when its
    /// pixels arrived all of it on screen was drawn again at once. The continuous column calls
    /// this for the pages beyond the view in the direction it scrolls.
    func requestPixelsAhead() {
        guard heldPDFPage == nil, arrivedPDFPage == nil, case .pdf(let document, let pageIndex) = book.page(at: index)
        else { return }
        let bounds = Rect(origin: .zero, size: self.bounds.size)
        let scale = pdfScale(pageSize: pdfPageSize(document, page: pageIndex), in: bounds)
        let now = requestPDFPage(document, page: pageIndex, scale: scale)
        // Drawn at once (pages the app wrote are drawn in its own process): kept, or the cache
        // might push it out before the page scrolls in and it would be drawn twice.
        if case .success(let image)? = now { arrivedPDFPage = (scale, image) }
    }
}

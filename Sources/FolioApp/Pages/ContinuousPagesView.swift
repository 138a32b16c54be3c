import FolioCore
import FolioRender
import FolioUI
import Foundation

/// A PDF's pages as one long column in a scroll view: the reader's continuous layout.
///
/// Only the pages on screen, and within a screen and a half of it, have views (made half a
/// screen behind the scroll and a screen and a half ahead); the rest are frames in a
/// ``ContinuousLayout``. Each page view gets its page through the book's PDF path (the helper process, the byte-bounded page cache) and shows it as its
/// layer's image, copied where the scroll uncovers it; a zoomed page is drawn as vectors into
/// the compositor's 512-pixel tiles, only those on screen, within its tile budget. A 930-page
/// PDF costs what three pages do (docs/Reader.md §6).
final class ContinuousPagesView: ScrollView, ScrollViewDelegate {
    let book: Book
    /// How large each page is: as wide as the view, or whole in its height.
    var fit: PageFit {
        didSet {
            guard fit != oldValue else { return }
            laidOutSize = .zero
            setNeedsLayout()
        }
    }
    /// The page shown, what the reader reports: the page at the top of the view, or the page
    /// last scrolled to with ``scroll(toPage:)`` until the column moves to another top page
    /// (the last pages cannot reach the top, and Right must not skip a short page).
    private(set) var currentPage: Int
    /// Told the page shown whenever scrolling changes it (not after ``scroll(toPage:)``).
    var onPageChange: ((Int) -> Void)?
    /// The column's geometry for the size last laid out.
    private(set) var layout: ContinuousLayout?
    /// The views of the pages near the screen, by page index.
    private(set) var pageViews: [Int: BookPageView] = [:]
    /// Where the column stood as a page and a fraction of its height, kept across a resize.
    private var place: (page: Int, fraction: Double)
    private var laidOutSize = Size.zero
    /// The page at the top of the view when the pages were last updated.
    private var pageAtTop: Int?
    /// Whether the column is being placed on a page, which is then the page shown.
    private var isPlacing = false
    /// Whether the column last scrolled up (towards the first page).
    private var isScrollingUp = false
    private var lastTop = 0.0
    private lazy var pageSizes: [Size] = (0..<book.pageCount).map { Self.designedSize(of: book, page: $0) }

    /// How far the column is zoomed over the fit's own size (+, -, 0, Control + wheel).
    private(set) var zoom = 1.0

    /// How far beyond the view pages get views, as a fraction of its height: behind the way
    /// the column last scrolled, and ahead of it, where a page's pixels are asked for early
    /// enough to arrive before it scrolls in (a letter page at 4K takes the renderer
    /// 0.25–0.4 s; the wheel turned fast moves the column about a screen in that time). A
    /// view is dropped only beyond the reach ahead, on either side.
    static let overscan = (behind: 0.5, ahead: 1.5)
    /// How much Control + wheel zooms per point of travel: a 40-point notch is about 22 %, as
    /// on a zooming page.
    static let wheelZoomPerPoint = 0.005

    /// A column of `book`'s pages starting at page `page` (from 0).
    init(book: Book, fit: PageFit, page: Int) {
        self.book = book
        self.fit = fit
        currentPage = page
        place = (page, 0)
        super.init(frame: .zero)
        delegate = self
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize, bounds.width > 0, bounds.height > 0 else { return }
        let kept = place
        laidOutSize = bounds.size
        applyLayout()
        // A resize keeps the page shown.
        isPlacing = true
        scroll(toPage: kept.page, fraction: kept.fraction)
        updatePages()
        isPlacing = false
    }

    /// Lays the column out for the view's size, the fit and the zoom of the moment.
    private func applyLayout() {
        let layout = ContinuousLayout(pageSizes: pageSizes, viewport: bounds.size, fit: fit, zoom: zoom)
        self.layout = layout
        contentSize = layout.contentSize
        for (index, view) in pageViews where layout.frames.indices.contains(index) {
            view.frame = layout.frames[index]
            view.pdfZoom = zoom
        }
    }

    /// Zooms the column to `newZoom` times the fit (within ``ContinuousLayout/zoomRange``),
    /// keeping the place on the page under `anchor` (a point in the view, from its top-left
    /// corner) where it is: under the pointer for Control + wheel, the view's centre for keys.
    func setZoom(_ newZoom: Double, keeping anchor: Point) {
        let range = ContinuousLayout.zoomRange
        let target = newZoom.isFinite ? min(max(newZoom, range.lowerBound), range.upperBound) : 1
        guard target != zoom else { return }
        guard let old = layout, !old.frames.isEmpty else {
            zoom = target
            return
        }
        let point = Point(x: contentOffset.x + anchor.x, y: contentOffset.y + anchor.y)
        let index = old.page(at: point.y)
        let before = old.frames[index]
        let across = (point.x - before.minX) / max(before.width, 1)
        let down = (point.y - before.minY) / max(before.height, 1)
        zoom = target
        applyLayout()
        guard let layout, layout.frames.indices.contains(index) else { return }
        let after = layout.frames[index]
        let right = max(contentSize.width - bounds.width, 0)
        let bottom = max(contentSize.height - bounds.height, 0)
        let x = min(max(after.minX + across * after.width - anchor.x, 0), right)
        let y = min(max(after.minY + down * after.height - anchor.y, 0), bottom)
        // The page shown stays the reader's until the column next scrolls: a page at the top
        // reported mid-zoom would move the reader under the point being kept.
        isPlacing = true
        setContentOffset(Point(x: x, y: y), animated: false)
        updatePages()
        isPlacing = false
    }

    /// `+`, `-` and `0` zoom the column about the view's centre; other keys scroll it.
    override func keyDown(_ event: KeyEvent) -> Bool {
        guard let step = ZoomKey(event) else { return super.keyDown(event) }
        let centre = Point(x: bounds.width / 2, y: bounds.height / 2)
        switch step {
        case .zoomIn: setZoom(zoom * ZoomKey.factor, keeping: centre)
        case .zoomOut: setZoom(zoom / ZoomKey.factor, keeping: centre)
        case .reset: setZoom(1, keeping: centre)
        }
        return true
    }

    /// Control + wheel zooms the column about the pointer; the wheel alone scrolls it.
    override func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        guard event.modifiers.contains(.control), event.delta.y != 0 else { return super.scrollWheel(event) }
        let location = convert(event.location, from: nil)
        let anchor = Point(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        setZoom(zoom * exp(-event.delta.y * Self.wheelZoomPerPoint), keeping: anchor)
        return true
    }

    /// Shows page `index` (from 0) at the top of the view, with the margin above it, as far
    /// as the column scrolls, and makes it the page shown.
    func scroll(toPage index: Int) {
        isPlacing = true
        scroll(toPage: index, fraction: 0)
        isPlacing = false
        if book.page(at: index) != nil { currentPage = index }
    }

    private func scroll(toPage index: Int, fraction: Double) {
        guard let layout, layout.frames.indices.contains(index) else {
            place = (index, fraction)
            return
        }
        let frame = layout.frames[index]
        let y = frame.minY - ContinuousLayout.margin + frame.height * fraction
        let bottom = max(contentSize.height - bounds.height, 0)
        let x = min(max(contentOffset.x, 0), max(contentSize.width - bounds.width, 0))
        setContentOffset(Point(x: x, y: min(max(y, 0), bottom)), animated: false)
        updatePages()
    }

    /// Gives views to the pages near the screen and takes them from the rest, and reports a
    /// new page at the top.
    func updatePages() {
        guard let layout else { return }
        let top = contentOffset.y
        if top != lastTop { isScrollingUp = top < lastTop }
        lastTop = top
        let above = bounds.height * (isScrollingUp ? Self.overscan.ahead : Self.overscan.behind)
        let below = bounds.height * (isScrollingUp ? Self.overscan.behind : Self.overscan.ahead)
        let wanted = layout.pages(from: top - above, to: top + bounds.height + below)
        // Views are made ahead of the scroll but dropped only beyond the reach ahead on either
        // side, so a wheel that jitters back and forth does not drop and make the same page
        // (and render its pixels again).
        let reach = bounds.height * Self.overscan.ahead
        let kept = layout.pages(from: top - reach, to: top + bounds.height + reach)
        for (index, view) in pageViews where !kept.contains(index) {
            view.removeFromSuperview()
            pageViews[index] = nil
        }
        for index in wanted where pageViews[index] == nil {
            let view = BookPageView(book: book, index: index, isOnPaper: true)
            // Exactly the frame's pixels: copied into the frame, not resampled.
            view.rendersExactPixels = true
            view.pdfZoom = zoom
            view.configureAccessibility()
            view.frame = layout.frames[index]
            insertSubview(view, at: 0)
            pageViews[index] = view
            view.requestPixelsAhead()
        }
        let atTop = layout.page(at: top + ContinuousLayout.margin)
        if layout.frames.indices.contains(atTop) {
            let frame = layout.frames[atTop]
            place = (atTop, (top - frame.minY + ContinuousLayout.margin) / max(frame.height, 1))
        }
        guard atTop != pageAtTop else { return }
        pageAtTop = atTop
        guard !isPlacing, atTop != currentPage else { return }
        currentPage = atTop
        onPageChange?(atTop)
    }

    /// Draws every page view again (after a change of theme).
    func redrawPages() {
        for view in pageViews.values {
            view.backgroundColor = book.theme.paper
            view.setNeedsDisplay()
        }
    }

    /// The designed size of page `page`: a PDF page's own, else the book's page size.
    static func designedSize(of book: Book, page: Int) -> Size {
        if case .pdf(let document, let index) = book.page(at: page), let size = try? document.pageSize(at: index) {
            return size
        }
        return book.pageSize
    }

    // MARK: ScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        updatePages()
    }
}

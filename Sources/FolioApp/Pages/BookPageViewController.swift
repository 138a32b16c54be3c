import FolioCore
import FolioUI

/// The view controller of one book page, what a page view controller's data source returns.
///
/// PDF pages and photos can be zoomed (pinch, Control + wheel, double tap, the `+`, `-` and
/// `0` keys): their page view sits in a ``ZoomingScrollView``, so a zoomed page pans inside
/// the pager and, at its edge, the drag turns the page. In the reader every page shares one
/// ``PageFitting``: the next page opens at the zoom and place across the page the last was
/// left at (BookPageViewController+Fitting); without one, a page that was zoomed is back at
/// its whole-page scale when it is shown again.
final class BookPageViewController: ViewController {
    let book: Book
    let index: Int
    /// Whether a zoomed page returns to the whole-page scale once it has left the screen.
    var resetsZoomWhenHidden = true

    /// The deepest zoom a page allows: 8× reads the small print of an A4 page on a laptop.
    static let maximumZoomScale = 8.0
    /// Whether a photo is mounted on a paper page (see ``BookPageView/isOnPaper``).
    let isOnPaper: Bool
    /// The fit and zoom the reader's pages share; nil shows the whole page, zoomed alone.
    var fitting: PageFitting?
    /// The size the fitting was last applied at (a new size applies it again).
    var fittedSize = Size.zero
    /// Whether the fitting is being applied (the zoom it sets is not the reader's).
    var isApplyingFitting = false
    /// Whether a key is with the zooming view (which hands what it does not take back here).
    var isForwardingKey = false

    init(book: Book, index: Int, isOnPaper: Bool = false) {
        self.book = book
        self.index = index
        self.isOnPaper = isOnPaper
        super.init()
        title = "Page \(index + 1)"
    }

    /// The scroll view that zooms the page, for pages that zoom.
    private(set) var zoomingView: ZoomingScrollView?

    override func loadView() {
        let page = BookPageView(book: book, index: index, isOnPaper: isOnPaper)
        page.configureAccessibility()
        guard book.pagesZoom(at: index) else {
            view = page
            return
        }
        let zooming = ZoomingScrollView(contentView: page)
        zooming.maximumZoomScale = Self.maximumZoomScale
        zooming.backgroundColor = page.backgroundColor
        zooming.delegate = self
        zoomingView = zooming
        view = zooming
    }

    // The zoom keys reach the page on screen: it takes the keyboard from the page view
    // controller while it shows (arrows and the rest still go on up to it) and hands it back
    // when it leaves.
    override var canBecomeFirstResponder: Bool { zoomingView != nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        fittedSize = .zero
        applyFittingIfNeeded()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        applyFittingIfNeeded()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard zoomingView != nil, let window = view.window else { return }
        if window.firstResponder == nil || window.firstResponder === parent {
            _ = becomeFirstResponder()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let window = view.window, window.firstResponder === self else { return }
        _ = resignFirstResponder()
        _ = parent?.becomeFirstResponder()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard fitting == nil, resetsZoomWhenHidden, let zoomingView,
            zoomingView.zoomScale != zoomingView.minimumZoomScale
        else {
            return
        }
        zoomingView.setZoomScale(zoomingView.minimumZoomScale, animated: false)
    }

    /// Reached when the page cannot scroll further the wheel's way, so the page view
    /// controller turns: as in zathura, down goes on at the next page's top, up at the
    /// previous page's bottom.
    override func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        if let fitting, event.delta.y != 0, !event.modifiers.contains(.control) {
            fitting.entersAtBottom = event.delta.y < 0
        }
        return super.scrollWheel(event)
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        if scrollWithinPage(event) { return true }
        guard let zoomingView, let step = ZoomKey(event) else {
            // Everything else goes to the page view controller first, as when it held the
            // keyboard itself (the responder chain would pass its paging scroll view first).
            return parent?.keyDown(event) ?? super.keyDown(event)
        }
        let scale: Double
        switch step {
        case .zoomIn: scale = zoomingView.zoomScale * ZoomKey.factor
        case .zoomOut: scale = zoomingView.zoomScale / ZoomKey.factor
        case .reset: scale = fitting == nil ? zoomingView.minimumZoomScale : fitScale
        }
        zoomingView.setZoomScale(scale, animated: true)
        return true
    }
}

extension Book {
    /// Whether page `index` zooms: PDF pages and photos do; text pages reflow instead, and
    /// the sample book's pages are illustrations of the transitions.
    func pagesZoom(at index: Int) -> Bool {
        guard let page = page(at: index) else { return false }
        switch page {
        case .pdf, .image, .picture: return true
        case .sample, .text: return false
        }
    }
}

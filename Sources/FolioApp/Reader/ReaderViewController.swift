import FolioCore
import FolioPaging
import FolioUI

/// Shows a ``Book`` in a ``PageViewController`` configured from a ``TurnStyle``, with a
/// page control under scrolling horizontal books and carousels.
///
/// Books (and photos shown with the curl) sit on *paper*: the page view controller is sized
/// to the document's page aspect, one page or a spread, centred on the background with a
/// soft shadow, so a turning page moves the paper and nothing around it. Under the paper,
/// a label says where the reader is, and a scrubber to jump pages shows on hover near the
/// bottom, a tap in the middle of the page, or the G key.
///
/// This is what `folio open` shows, what `folio export` records, and what most gallery
/// screens are made of.
final class ReaderViewController: ViewController, PageViewControllerIndexDataSource, PageViewControllerDelegate,
    AppStateReporting
{
    let book: Book
    /// How the book is shown; its spread changes with the `s` key.
    private(set) var turnStyle: TurnStyle
    let pageViewController: PageViewController
    /// Under scroll-style horizontal books: dots that follow the page and jump when tapped.
    let pageControl: PageControl?
    /// Whether pages sit on paper sized to the document (books, and photos under the curl);
    /// otherwise photos fill the window as in a photo viewer.
    let usesPaper: Bool
    /// The paper's shadow on the background.
    let paperShadow = PaperShadowView()
    /// The shade along the spine of a spread at rest.
    let gutterShadow = GutterShadowView()
    /// "12 of 196" under the paper.
    let pageLabel = Label()
    /// The bar that jumps pages; hidden until asked for.
    let scrubber = PageScrubber()
    /// Lets the middle-of-the-page tap through only in the middle.
    let middleTapFilter = MiddleTapFilter()
    /// Told the page at rest (from 0) whenever it changes: `folio open` remembers it.
    var onPageChange: ((Int) -> Void)?
    /// What `folio open` remembers of this book (the bookmarks live there); nil elsewhere.
    var bookState: BookStateKeeper?
    /// Told the theme the reader chose with the theme key: `folio open` remembers it.
    var onThemeChange: ((ReaderTheme) -> Void)?
    /// Whether a turn is in flight (the gutter hides then).
    private(set) var isTurning = false
    /// Whether the scrubber shows because it was asked for (G, a tap in the middle) rather
    /// than for a pointer near the bottom: Escape then hides it instead of closing the window.
    var scrubberWasAskedFor = false
    /// The window size a spine question is answered for (known before the view resizes).
    var pendingSize: Size?
    /// One page or a spread by the window (the `s` key); nil for the document's own paper.
    var spreadChoice: SpreadChoice? {
        get { turnStyle.spread }
        set { turnStyle.spread = newValue }
    }
    /// The last page reported through ``onPageChange``.
    private var reportedPage: Int?
    /// The display-link callback laying out the rest of a long text while the reader is
    /// on screen (``startPaginatingInBackground()``).
    var paginationToken: DisplayLink.Token?
    /// How PDF pages fit the window, and the zoom pages share (ReaderViewController+Fit).
    let fitting = PageFitting()
    /// The continuous column of pages, in the continuous layout (ReaderViewController+Fit).
    var continuousView: ContinuousPagesView?

    static let pageControlHeight = 32.0
    /// How close to the bottom edge the pointer must come to show the scrubber.
    static let scrubberHoverBand = 90.0

    init(book: Book, turnStyle: TurnStyle) throws(ReaderError) {
        self.book = book
        self.turnStyle = turnStyle
        let isCurl = turnStyle.transition == .curl
        let spine: PageViewController.SpineLocation =
            switch turnStyle.initialSpine {
            case .min: .min
            case .mid: .mid
            case .max: .max
            }
        pageViewController = ReaderPageViewController(
            transitionStyle: isCurl ? .pageCurl : .scroll,
            navigationOrientation: turnStyle.orientation == .vertical ? .vertical : .horizontal,
            options: PageViewController.Options(
                spineLocation: isCurl ? spine : nil, interPageSpacing: book.style == .pictures ? 16 : 0,
                spreadPairing: turnStyle.spreadPairing))
        if let transition = Self.pageTransition(for: turnStyle.transition) {
            pageViewController.transition = transition
        }
        if isCurl {
            do {
                try pageViewController.setDoubleSided(turnStyle.isDoubleSided)
            } catch {
                throw .invalidTurnStyle("\(error)")
            }
        }
        usesPaper = book.style == .pages || isCurl
        if !isCurl && turnStyle.orientation == .horizontal && !usesPaper {
            let control = PageControl()
            control.numberOfPages = book.pageCount
            control.currentPage = book.initialPage
            pageControl = control
        } else {
            pageControl = nil
        }
        super.init()
        title = book.title
        book.theme = turnStyle.theme
        // The position a text book keeps when it is paginated again for the view's size.
        book.didShowPage(at: book.initialPage)
    }

    /// The look of a scroll-style transition; nil for the curl, which is a style of its own.
    static func pageTransition(for choice: TransitionChoice) -> (any PageTransition)? {
        switch choice {
        case .curl: nil
        case .scroll: .slide
        case .fade: .fade
        case .cube: .cube
        case .coverFlow: .coverFlow
        case .stack: .stack
        case .zoomOut: .zoomOut
        case .flip: .flip
        }
    }

    /// The colour behind the paper (or behind photos).
    static func background(for book: Book) -> Color {
        book.style == .pictures ? BookPageView.pictureBackground : book.theme.desk
    }

    override func loadView() {
        let root = View()
        root.backgroundColor = Self.background(for: book)
        view = root
    }

    override func viewDidLoad() {
        if usesPaper { view.addSubview(paperShadow) }
        // A fresh page view controller has no parent, so adding it cannot fail.
        try? addChild(pageViewController)
        if turnStyle.isRightToLeft {
            // The page view controller reads the direction of its own view (UIKit does not
            // inherit semanticContentAttribute either); the dots follow it too.
            pageViewController.view.semanticContentAttribute = .forceRightToLeft
            pageControl?.semanticContentAttribute = .forceRightToLeft
        }
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        pageViewController.delegate = self
        pageViewController.indexDataSource = self
        pageViewController.setCurrentIndex(book.initialPage, animated: false)
        if let pageControl {
            let dark = book.style == .pictures
            pageControl.pageIndicatorTintColor = Color(white: dark ? 1 : 0, alpha: 0.3)
            pageControl.currentPageIndicatorTintColor = dark ? .white : Color(white: 0.2)
            pageControl.addAction(
                Control.Action { [unowned self] _ in self.pageControlChanged() }, for: .valueChanged)
            view.addSubview(pageControl)
        }
        installWhereYouAre()
        installLinkTap()
        installSelection()
        applyThemeColors()
    }

    override func viewWillLayoutSubviews() {
        layoutPaper()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startPaginatingInBackground()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stopPaginatingInBackground()
    }

    override func viewDidLayoutSubviews() {
        // The page view controller may have changed its spine while laying out (its first
        // spine question): the paper then changes shape.
        layoutPaper()
        layoutFitting()
    }

    /// Whether the pages are being replaced after a re-pagination: the page view controller
    /// reports the swap as a finished turn, which must not move the reading position.
    var isRepaginating = false

    /// The index of the page at rest (the first of a spread).
    var currentIndex: Int { pageViewController.currentIndex ?? book.initialPage }

    private func pageControlChanged() {
        guard let pageControl else { return }
        pageViewController.setCurrentIndex(pageControl.currentPage, animated: true) { [weak self] _ in
            self?.pageDidChange()
        }
    }

    /// Brings every indicator of the current page up to date.
    func pageDidChange() {
        pageControl?.numberOfPages = book.pageCount
        pageControl?.currentPage = currentIndex
        updateWhereYouAre()
        layoutPaperDecorations()
        if reportedPage != currentIndex {
            reportedPage = currentIndex
            onPageChange?(currentIndex)
        }
    }

    // MARK: Table of contents

    /// The open search field, if any (``handleSearchKey(_:)``).
    var searchBarController: SearchBarController?

    /// The open table of contents, if any (ReaderViewController+Contents).
    var contentsView: ContentsView?
    /// The places jumps left, for Back and Forward (ReaderViewController+History).
    var history = BackForwardList<ReaderPlace>()

    // MARK: Data source

    func numberOfPages(in pageViewController: PageViewController) -> Int { book.pageCount }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAt index: Int) -> ViewController? {
        // A text book lays out the page now; nil past its real end.
        guard book.page(at: index) != nil else { return nil }
        let page = BookPageViewController(book: book, index: index, isOnPaper: usesPaper)
        page.fitting = fitsPDFPages ? fitting : nil
        return page
    }

    // MARK: Delegate

    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
        setTurning(true)
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        if completed, !isRepaginating { book.didShowPage(at: currentIndex) }
        setTurning(false)
        pageDidChange()
    }

    func pageViewController(_ pageViewController: PageViewController, didUpdateProgress progress: Double) {
        // Programmatic turns (the scrubber, keys queued mid-turn) report progress only.
        setTurning(progress != 0)
    }

    private func setTurning(_ turning: Bool) {
        guard turning != isTurning else { return }
        isTurning = turning
        layoutPaperDecorations()
        // Pages turning in depth leave the paper's place partly bare, and the shadow around
        // it would outline an empty page: it fades out for the turn and back after it.
        let shadowAlpha = turning && turnsInDepth ? 0.0 : 1.0
        if paperShadow.alpha != shadowAlpha {
            let shadow = paperShadow
            View.animate(withDuration: Self.shadowFadeDuration, options: [.allowUserInteraction]) {
                shadow.alpha = shadowAlpha
            }
        }
    }

    /// How long the paper's shadow takes to fade for a turn in depth, in seconds.
    static let shadowFadeDuration = 0.15

    /// Whether pages turn in depth (cube, flip, cover flow, stack, zoom out) rather than
    /// across the paper (curl, scroll) or in place (fade).
    var turnsInDepth: Bool {
        switch turnStyle.transition {
        case .curl, .scroll, .fade: false
        case .cube, .coverFlow, .stack, .zoomOut, .flip: true
        }
    }

    /// One page in a narrow or tall window, a spread in a wide one: what a UIKit book app
    /// answers on rotation, asked here on every resize and by the `s` key
    /// (``spineLocation(in:)``).
    func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation {
        spineLocation(in: pendingSize ?? view.bounds.size)
    }

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        pendingSize = size
        super.viewWillTransition(to: size, with: coordinator)
        pendingSize = nil
        view.setNeedsLayout()
    }

    override func mouseMoved(_ event: HoverEvent) -> Bool {
        handleHover(event)
        return super.mouseMoved(event)
    }

    /// G shows or hides the scrubber, Escape hides a scrubber that G or a tap showed, and T
    /// opens the table of contents; every other key goes on up the chain.
    override func keyDown(_ event: KeyEvent) -> Bool {
        if handleSearchKey(event) { return true }
        if handleSelectionKey(event) { return true }
        if handleThemeKey(event) { return true }
        if handleGoToPageKey(event) { return true }
        if handleBookmarkKey(event) { return true }
        if handleHistoryKey(event) { return true }
        if handleFitKey(event) { return true }
        if handlePublisherStylesKey(event) { return true }
        if handleSpreadKey(event) { return true }
        if event.key == .escape, event.modifiers.isEmpty, scrubberWasAskedFor, !scrubber.isHidden {
            toggleScrubber()
            return true
        }
        if event.key == .character("t"), event.modifiers.isEmpty, contentsView == nil {
            showContents()
            return true
        }
        if book.textPaginator != nil, let step = ZoomKey(event) {
            changeTextSize(step)
            return true
        }
        guard event.key == Self.scrubberKey, event.modifiers.isEmpty else { return super.keyDown(event) }
        toggleScrubber()
        return true
    }

    var stateDescription: String {
        "page=\(currentIndex + 1) of \(book.pageCount)" + (contentsView == nil ? "" : " contents=open")
    }

    var windowTitle: String? {
        "\(book.title) — \(pageText)"
    }
}

import FolioCore
import FolioUI

/// The classic pager built by hand: a paging ``ScrollView`` holding one child view controller
/// per page, with a ``PageControl`` underneath.
///
/// It follows the pattern iOS developers wrote before `UIPageViewController`: the current page
/// is the one more than half visible; the page control and the scroll view update each other,
/// with a guard so that an animated jump from the control does not make the dots flicker
/// through the pages in between; children get their appearance callbacks by hand, once the
/// scroll view comes to rest on a new page; and after a resize the same page stays in view.
final class PagingScrollViewController: ViewController, ScrollViewDelegate, AppStateReporting {
    let book: Book
    private let scrollView = ScrollView()
    private let pageControl = PageControl()
    private var pages: [BookPageViewController] = []
    /// The page whose appearance callbacks were last delivered (the one at rest).
    private var settledPage = 0
    /// Set while an animated jump started by the page control runs.
    private var isScrollingFromPageControl = false
    /// The size pages were last laid out for.
    private var laidOutSize = Size.zero

    static let controlHeight = 36.0

    init(book: Book) {
        self.book = book
        super.init()
        title = "Paging scroll view"
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func loadView() {
        let root = View()
        root.backgroundColor = Color(white: 0.2)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        root.addSubview(scrollView)
        pageControl.numberOfPages = book.pageCount
        pageControl.pageIndicatorTintColor = Color(white: 1, alpha: 0.35)
        pageControl.currentPageIndicatorTintColor = .white
        pageControl.currentPage = book.initialPage
        pageControl.addAction(Control.Action { [unowned self] _ in self.pageControlChanged() }, for: .valueChanged)
        root.addSubview(pageControl)
        view = root
    }

    override func viewDidLoad() {
        settledPage = book.initialPage
        for index in 0..<book.pageCount {
            let page = BookPageViewController(book: book, index: index)
            // Fresh controllers have no parent, so adding them cannot fail.
            try? addChild(page)
            scrollView.addSubview(page.view)
            page.didMove(toParent: self)
            pages.append(page)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        pages[settledPage].beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        pages[settledPage].endAppearanceTransition()
        _ = scrollView.becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        pages[settledPage].beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        pages[settledPage].endAppearanceTransition()
    }

    override func viewWillLayoutSubviews() {
        let bounds = view.bounds
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        let pageSize = Size(width: bounds.width, height: max(bounds.height - Self.controlHeight, 1))
        let current = settledPage
        scrollView.frame = Rect(origin: .zero, size: pageSize)
        scrollView.contentSize = Size(width: pageSize.width * Double(pages.count), height: pageSize.height)
        for (index, page) in pages.enumerated() {
            page.view.frame = Rect(
                x: Double(index) * pageSize.width, y: 0, width: pageSize.width, height: pageSize.height)
        }
        pageControl.frame = Rect(x: 0, y: pageSize.height, width: bounds.width, height: Self.controlHeight)
        // Keep the same page in view at the new size (UIKit apps do this after rotation).
        scrollView.setContentOffset(Point(x: Double(current) * pageSize.width, y: 0), animated: false)
    }

    override func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        // Most mice only have a vertical wheel: let it turn this horizontal pager. The event
        // arrives here after the scroll view declined it (it cannot scroll vertically).
        guard event.delta.x == 0, event.delta.y != 0 else { return super.scrollWheel(event) }
        var sideways = event
        sideways.delta = Point(x: event.delta.y, y: 0)
        return scrollView.scrollWheel(sideways)
    }

    /// The page more than half visible.
    var visiblePage: Int {
        let width = max(scrollView.bounds.width, 1)
        let page = Int(((scrollView.contentOffset.x + width / 2) / width).rounded(.down))
        return min(max(page, 0), max(pages.count - 1, 0))
    }

    private func pageControlChanged() {
        isScrollingFromPageControl = true
        let width = scrollView.bounds.width
        scrollView.setContentOffset(Point(x: Double(pageControl.currentPage) * width, y: 0), animated: true)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !isScrollingFromPageControl else { return }
        pageControl.currentPage = visiblePage
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settle() }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        isScrollingFromPageControl = false
        pageControl.currentPage = visiblePage
        settle()
    }

    /// Delivers the appearance callbacks once the scroll view rests on a new page.
    private func settle() {
        let page = visiblePage
        guard page != settledPage, appearanceState == .appeared else { return }
        let old = pages[settledPage]
        let new = pages[page]
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        old.endAppearanceTransition()
        new.endAppearanceTransition()
        settledPage = page
    }

    var stateDescription: String { "page=\(settledPage + 1) of \(pages.count)" }
}

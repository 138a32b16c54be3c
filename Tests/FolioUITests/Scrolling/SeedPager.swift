import FolioCore
import FolioTesting
import FolioUI

/// The flat-navigation pattern of the seeds, written for Folio: a paging scroll view with one
/// child view controller per page, a page control, appearance forwarded by hand, a guard
/// against the page control and the scroll callbacks driving each other, the "more than half
/// visible" rule for the current page, and re-layout after a size change.
@MainActor
final class SeedPager: RecordingViewController, ScrollViewDelegate {
    let scrollView = ScrollView()
    let pageControl = PageControl()
    let pages: [RecordingViewController]
    /// The page whose controller last finished appearing.
    private(set) var page = 0
    /// Set while a page-control tap scrolls, so that the scroll does not update the control.
    var pageControlUsed = false
    /// Set while the view changes size.
    var rotating = false
    /// Whether `scrollViewDidScroll` honours the two guards above (tests turn it off to show why).
    var guardsFeedback = true
    private var laidOutSize = Size.zero
    /// The page control's page at each `scrollViewDidScroll`.
    private(set) var pagesSeenWhileScrolling: [Int] = []

    init(recorder: LifecycleRecorder) {
        pages = ["A", "B", "C"].map { RecordingViewController($0, recorder: recorder) }
        super.init("pager", recorder: recorder)
        for child in pages {
            // A fresh controller has no parent, so this cannot fail.
            try? addChild(child)
            child.didMove(toParent: self)
        }
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        pageControl.addTarget(self, action: SeedPager.changePage, for: .valueChanged)
        view.addSubview(pageControl)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layOutPages()
        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        page = 0
        pages[0].beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        pages[pageControl.currentPage].endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        pages[pageControl.currentPage].beginAppearanceTransition(false, animated: animated)
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        pages[pageControl.currentPage].endAppearanceTransition()
        super.viewDidDisappear(animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Folio sizes a root view after its first viewWillAppear, so lay out again once the
        // size is known (and after any later size change).
        if view.bounds.size != laidOutSize { layOutPages() }
    }

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        rotating = true
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.layOutPages() },
            completion: { [weak self] _ in self?.rotating = false })
    }

    /// Sizes the scroll view, the content and each page to the view, and shows the current page.
    func layOutPages() {
        let size = view.bounds.size
        laidOutSize = size
        scrollView.frame = Rect(origin: .zero, size: size)
        pageControl.frame = Rect(x: 0, y: size.height - 26, width: size.width, height: 26)
        scrollView.contentSize = Size(width: size.width * Double(pages.count), height: size.height)
        for (index, child) in pages.enumerated() {
            child.view.frame = frame(ofPage: index)
            if child.view.superview == nil { scrollView.addSubview(child.view) }
        }
        scrollView.scrollRectToVisible(frame(ofPage: page), animated: false)
    }

    func frame(ofPage index: Int) -> Rect {
        Rect(origin: Point(x: view.bounds.width * Double(index), y: 0), size: view.bounds.size)
    }

    /// The page control was tapped: start the appearance change and scroll there.
    func changePage(_ sender: Control) {
        let target = pageControl.currentPage
        pages[page].beginAppearanceTransition(false, animated: true)
        pages[target].beginAppearanceTransition(true, animated: true)
        scrollView.scrollRectToVisible(frame(ofPage: target), animated: true)
        pageControlUsed = true
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        pageControlUsed = false
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        pageControlUsed = false
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        let target = pageControl.currentPage
        guard target != page else { return }
        pages[page].endAppearanceTransition()
        pages[target].endAppearanceTransition()
        page = target
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        defer { pagesSeenWhileScrolling.append(pageControl.currentPage) }
        if guardsFeedback, pageControlUsed || rotating { return }
        // The page changes once more than half of the next (or previous) page is visible.
        let width = scrollView.bounds.width
        guard width > 0 else { return }
        let visible = Int(((scrollView.contentOffset.x - width / 2) / width).rounded(.down)) + 1
        let current = min(max(visible, 0), pages.count - 1)
        guard current != pageControl.currentPage else { return }
        let old = pages[pageControl.currentPage]
        let new = pages[current]
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        pageControl.currentPage = current
        old.endAppearanceTransition()
        new.endAppearanceTransition()
        page = current
    }
}

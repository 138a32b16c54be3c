import FolioCore
import FolioTesting
import FolioUI
import Testing

// Seed 002, a pager built from a paging scroll view and a page control whose child view
// controllers get their appearance calls by hand. Ported from Objective-C as a porter
// would: the Interface Builder outlets (implicitly unwrapped, as Objective-C outlets import
// into Swift) are made in viewDidLoad from the (screen-sized)
// view, with autoresizing; the IBAction is a method reference; the children are added by
// the test as the storyboard would; the rotation callbacks UIKit deprecated become
// viewWillTransition(to:with:), which Folio has.

@MainActor
private final class LoggingPage: ViewController {
    let name: String
    var log: [String] = []
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("didDisappear")
    }
}

@MainActor
private final class PagerViewController: ViewController, ScrollViewDelegate {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var scrollView: ScrollView!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var pageControl: PageControl!
    private var page = 0
    private var pageControlUsed = false
    private var rotating = false

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The nib's outlets: a full-size paging scroll view, a page control along the bottom.
        scrollView = ScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        view.addSubview(scrollView)
        pageControl = PageControl(frame: Rect(x: 0, y: view.bounds.height - 36, width: view.bounds.width, height: 36))
        pageControl.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        pageControl.addTarget(self, action: PagerViewController.changePage, for: .valueChanged)
        view.addSubview(pageControl)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let viewController = children[pageControl.currentPage]
        if viewController.view.superview != nil {
            viewController.viewDidAppear(animated)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        let viewController = children[pageControl.currentPage]
        if viewController.view.superview != nil {
            viewController.viewWillDisappear(animated)
        }
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        let viewController = children[pageControl.currentPage]
        if viewController.view.superview != nil {
            viewController.viewDidDisappear(animated)
        }
        super.viewDidDisappear(animated)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for i in 0..<children.count {
            loadScrollViewWithPage(i)
        }
        pageControl.currentPage = 0
        page = 0
        pageControl.numberOfPages = children.count
        let viewController = children[pageControl.currentPage]
        if viewController.view.superview != nil {
            viewController.viewWillAppear(animated)
        }
        scrollView.contentSize = Size(
            width: scrollView.frame.size.width * Double(children.count), height: scrollView.frame.size.height)
    }

    func loadScrollViewWithPage(_ page: Int) {
        if page < 0 { return }
        if page >= children.count { return }
        // replace the placeholder if necessary
        let controller = children[page]
        // add the controller's view to the scroll view
        if controller.view.superview == nil {
            var frame = scrollView.frame
            frame.origin.x = frame.size.width * Double(page)
            frame.origin.y = 0
            controller.view.frame = frame
            scrollView.addSubview(controller.view)
        }
    }

    // At the begin of scroll dragging, reset the boolean used when scrolls originate from the UIPageControl
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        pageControlUsed = false
    }

    // At the end of scroll animation, reset the boolean used when scrolls originate from the UIPageControl
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        pageControlUsed = false
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        let oldViewController = children[page]
        let newViewController = children[pageControl.currentPage]
        oldViewController.viewDidDisappear(true)
        newViewController.viewDidAppear(true)
        page = pageControl.currentPage
    }

    func changePage(_ sender: PageControl) {
        let page = sender.currentPage
        // update the scroll view to the appropriate page
        var frame = scrollView.frame
        frame.origin.x = frame.size.width * Double(page)
        frame.origin.y = 0
        let oldViewController = children[self.page]
        let newViewController = children[pageControl.currentPage]
        oldViewController.viewWillDisappear(true)
        newViewController.viewWillAppear(true)
        scrollView.scrollRectToVisible(frame, animated: true)
        // Set the boolean used when scrolls originate from the UIPageControl. See scrollViewDidScroll: above.
        pageControlUsed = true
    }

    func scrollViewDidScroll(_ sender: ScrollView) {
        // We don't want a "feedback loop" between the UIPageControl and the scroll delegate in
        // which a scroll event generated from the user hitting the page control triggers updates from
        // the delegate method. We use a boolean to disable the delegate logic when the page control is used.
        if pageControlUsed || rotating {
            // do nothing - the scroll was initiated from the page control, not the user dragging
            return
        }
        // Switch the indicator when more than 50% of the previous/next page is visible
        let pageWidth = scrollView.frame.size.width
        let page = Int(((scrollView.contentOffset.x - pageWidth / 2) / pageWidth).rounded(.down)) + 1
        if pageControl.currentPage != page, children.indices.contains(page) {
            let oldViewController = children[pageControl.currentPage]
            let newViewController = children[page]
            oldViewController.viewWillDisappear(true)
            newViewController.viewWillAppear(true)
            pageControl.currentPage = page
            oldViewController.viewDidDisappear(true)
            newViewController.viewDidAppear(true)
            self.page = page
        }
    }
}

@MainActor
@Suite struct Seed002ManualAppearancePagerTests {
    private func show() throws -> (HeadlessWindow, PagerViewController, [LoggingPage]) {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let pager = PagerViewController()
        let pages = ["one", "two", "three"].map(LoggingPage.init)
        for page in pages {
            try pager.addChild(page)
            page.didMove(toParent: pager)
        }
        host.rootViewController = pager
        host.settle()
        return (host, pager, pages)
    }

    @Test func theOutletsAndPagesAreScreenSizedAndTheFirstPageAppears() throws {
        let (_, pager, pages) = try show()
        #expect(pager.scrollView.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(pager.pageControl.frame == Rect(x: 0, y: 444, width: 320, height: 36))
        #expect(pager.scrollView.contentSize == Size(width: 960, height: 480))
        #expect(pages[1].view.frame == Rect(x: 320, y: 0, width: 320, height: 480))
        #expect(pages[0].log == ["willAppear", "didAppear"])
        #expect(pages[1].log.isEmpty)
    }

    @Test func aSwipePastHalfwayMovesTheDotAndForwardsAppearance() throws {
        let (host, pager, pages) = try show()
        host.drag(from: Point(x: 280, y: 200), to: Point(x: 60, y: 200), duration: 0.2)
        host.settle()
        #expect(pager.pageControl.currentPage == 1)
        #expect(pages[0].log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(pages[1].log == ["willAppear", "didAppear"])
    }

    @Test func thePageControlScrollsWithoutAFeedbackLoop() throws {
        let (host, pager, pages) = try show()
        pager.pageControl.currentPage = 2
        pager.pageControl.sendActions(for: .valueChanged)
        host.settle()
        #expect(pager.scrollView.contentOffset == Point(x: 640, y: 0))
        #expect(pager.pageControl.currentPage == 2)
        #expect(pages[2].log == ["willAppear", "didAppear"])
        #expect(pages[0].log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(pages[1].log.isEmpty)
    }
}

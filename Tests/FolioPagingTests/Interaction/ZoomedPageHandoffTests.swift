import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

/// A page whose view is a zooming scroll view, as a photo or PDF page in a reader.
@MainActor
private final class ZoomPage: ViewController {
    let zooming = ZoomingScrollView(contentView: View())
    var resetsWhenHidden = true

    override func loadView() {
        zooming.maximumZoomScale = 4
        view = zooming
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if resetsWhenHidden { zooming.setZoomScale(zooming.minimumZoomScale, animated: false) }
    }
}

/// The nested scrolling of a zoomed page inside a page view controller, as in Photos.
@MainActor
@Suite struct ZoomedPageHandoffTests {
    private func book(
        style: PageViewController.TransitionStyle = .scroll,
        orientation: PageViewController.NavigationOrientation = .horizontal
    ) throws -> (HeadlessWindow, PageViewController, [ZoomPage]) {
        let pages = (0..<3).map { _ in ZoomPage() }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let controller = PageViewController(transitionStyle: style, navigationOrientation: orientation)
        try controller.setPages(pages, startingAt: 1)
        host.rootViewController = controller
        host.settle()
        return (host, controller, pages)
    }

    @Test(arguments: [PageViewController.TransitionStyle.scroll, .pageCurl])
    func aPageAtItsMinimumScalePagesAsBefore(style: PageViewController.TransitionStyle) throws {
        let (host, controller, _) = try book(style: style)
        host.drag(from: Point(x: 350, y: 150), to: Point(x: 50, y: 150), duration: 0.3)
        host.settle()
        #expect(controller.currentIndex == 2)
    }

    @Test(arguments: [PageViewController.TransitionStyle.scroll, .pageCurl])
    func aZoomedPagePansItsOwnContent(style: PageViewController.TransitionStyle) throws {
        let (host, controller, pages) = try book(style: style)
        let zooming = pages[1].zooming
        zooming.zoomScale = 2
        #expect(zooming.contentOffset == Point(x: 200, y: 150))
        host.drag(from: Point(x: 300, y: 150), to: Point(x: 200, y: 150), duration: 0.5, lift: false)
        host.advance(by: 0.2)
        host.touchUp()
        host.settle()
        #expect(zooming.contentOffset.x > 280)
        #expect(controller.currentIndex == 1)
    }

    @Test(arguments: [PageViewController.TransitionStyle.scroll, .pageCurl])
    func atItsEdgeTheSameDragGoesOnToTurnThePage(style: PageViewController.TransitionStyle) throws {
        let (host, controller, pages) = try book(style: style)
        let zooming = pages[1].zooming
        zooming.zoomScale = 2
        // 200 points of content to the right edge, then 190 more: the pager takes those
        // (the scroll style's scroll view at once, the curl's pan after its slop).
        host.drag(from: Point(x: 390, y: 150), to: Point(x: 0, y: 150), duration: 0.4, lift: false)
        #expect(zooming.contentOffset.x == 400)
        if style == .scroll { #expect((controller.fractionalPageIndex ?? 0) > 1.3) }
        host.touchUp()
        host.settle()
        #expect(controller.currentIndex == 2)
    }

    @Test func aDragStartingAtTheEdgeTurnsThePageInBothStyles() throws {
        for style in [PageViewController.TransitionStyle.scroll, .pageCurl] {
            let (host, controller, pages) = try book(style: style)
            let zooming = pages[1].zooming
            zooming.zoomScale = 2
            zooming.contentOffset = Point(x: 400, y: 150)
            host.drag(from: Point(x: 350, y: 150), to: Point(x: 50, y: 150), duration: 0.3)
            host.settle()
            #expect(controller.currentIndex == 2, "\(style)")
            #expect(zooming.contentOffset.x == 0 || zooming.zoomScale == 1, "\(style)")
        }
    }

    @Test func verticalBooksHandOffVertically() throws {
        let (host, controller, pages) = try book(orientation: .vertical)
        let zooming = pages[1].zooming
        zooming.zoomScale = 2
        host.drag(from: Point(x: 200, y: 290), to: Point(x: 200, y: 0), duration: 0.4)
        host.settle()
        #expect(controller.currentIndex == 2)
    }

    @Test func aZoomedPageTurnedAwayIsAtItsMinimumScaleWhenItComesBack() throws {
        let (host, controller, pages) = try book()
        pages[1].zooming.zoomScale = 3
        controller.setCurrentIndex(2, animated: true)
        host.settle()
        controller.setCurrentIndex(1, animated: true)
        host.settle()
        #expect(pages[1].zooming.zoomScale == 1)
    }

    @Test func anAppMayKeepTheZoomOfAPageTurnedAway() throws {
        let (host, controller, pages) = try book()
        pages[1].resetsWhenHidden = false
        pages[1].zooming.zoomScale = 3
        controller.setCurrentIndex(2, animated: true)
        host.settle()
        controller.setCurrentIndex(1, animated: true)
        host.settle()
        #expect(pages[1].zooming.zoomScale == 3)
    }

    @Test func aPinchOnAPageZoomsItAndDoesNotTurn() throws {
        let (host, controller, pages) = try book()
        host.pinch(center: Point(x: 200, y: 150), startSpan: 60, endSpan: 200, duration: 0.4)
        host.settle()
        #expect(pages[1].zooming.zoomScale > 2.5)
        #expect(controller.currentIndex == 1)
    }
}

import FolioCore
import FolioPaging
import FolioTesting
import FolioUI
import Testing

/// A data source and delegate written as a porter copies them from UIKit: every method with
/// UIKit's exact signature (only the `UI` prefixes dropped).
@MainActor
private final class PortedCarousel: PageViewControllerDataSource, PageViewControllerDelegate, ScrollViewDelegate {
    let pages: [ViewController] = (0..<3).map { index in
        let page = ViewController()
        page.title = "page \(index)"
        return page
    }
    var calls: [String] = []

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int {
        calls.append("presentationCount")
        return pages.count
    }

    func presentationIndex(for pageViewController: PageViewController) -> Int {
        calls.append("presentationIndex")
        guard let current = pageViewController.viewControllers?.first else { return 0 }
        return pages.firstIndex { $0 === current } ?? 0
    }

    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
        calls.append("willTransitionTo")
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        calls.append("didFinishAnimating")
    }

    func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: PageViewController
    ) -> InterfaceOrientationMask {
        calls.append("supportedInterfaceOrientations")
        return .portrait
    }

    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: PageViewController
    ) -> InterfaceOrientation {
        calls.append("preferredInterfaceOrientationForPresentation")
        return .portraitUpsideDown
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        calls.append("scrollViewWillEndDragging")
        targetContentOffset.pointee = Point(x: 100, y: 0)
    }
}

/// UIKit's exact data-source and delegate signatures are the witnesses Folio calls.
@MainActor
@Suite struct UIKitSignatureTests {
    @Test func presentationCountAndIndexWithUIKitsSignaturesShowTheIndicator() throws {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let carousel = PortedCarousel()
        let pageViewController = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pageViewController.dataSource = carousel
        pageViewController.delegate = carousel
        try pageViewController.setViewControllers([carousel.pages[1]], direction: .forward, animated: false)
        host.rootViewController = pageViewController
        host.settle()
        #expect(carousel.calls.contains("presentationCount"))
        #expect(carousel.calls.contains("presentationIndex"))
        #expect(pageViewController.pageIndicator?.numberOfPages == 3)
        #expect(pageViewController.pageIndicator?.currentPage == 1)
    }

    @Test func delegateMethodsWithUIKitsSignaturesAreCalled() throws {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let carousel = PortedCarousel()
        let pageViewController = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pageViewController.dataSource = carousel
        pageViewController.delegate = carousel
        try pageViewController.setViewControllers([carousel.pages[0]], direction: .forward, animated: false)
        host.rootViewController = pageViewController
        host.drag(from: Point(x: 320, y: 150), to: Point(x: 80, y: 150), duration: 0.15)
        host.settle()
        #expect(carousel.calls.contains("willTransitionTo"))
        #expect(carousel.calls.contains("didFinishAnimating"))
        #expect(pageViewController.supportedInterfaceOrientations == .portrait)
        #expect(pageViewController.preferredInterfaceOrientationForPresentation == .portraitUpsideDown)
    }

    @Test func scrollViewWillEndDraggingWithAPointerIsCalledAndSteers() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let delegate = PortedCarousel()
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scrollView.contentSize = Size(width: 1200, height: 300)
        scrollView.delegate = delegate
        let root = ViewController()
        root.view.addSubview(scrollView)
        host.rootViewController = root
        host.drag(from: Point(x: 300, y: 150), to: Point(x: 260, y: 150), duration: 0.2)
        host.settle()
        #expect(delegate.calls.contains("scrollViewWillEndDragging"))
        #expect(scrollView.contentOffset == Point(x: 100, y: 0))
    }
}

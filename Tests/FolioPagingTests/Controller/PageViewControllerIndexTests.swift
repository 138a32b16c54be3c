import FolioCore
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

@MainActor
@Suite struct PageViewControllerIndexTests {
    /// A generated book in a window; the fixture keeps the (weakly held) data source alive.
    @MainActor
    final class Fixture {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let book: GeneratedBook
        let delegate = DelegateRecorder()
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

        init(count: Int) {
            book = GeneratedBook(count: count, recorder: LifecycleRecorder())
            controller.delegate = delegate
            controller.indexDataSource = book
            host.rootViewController = controller
        }
    }

    func swipe(_ host: HeadlessWindow, by distance: Double) {
        let start = Point(x: distance < 0 ? 320 : 80, y: 150)
        host.drag(from: start, to: start.offsetBy(dx: distance, dy: 0), duration: 0.15)
        host.settle()
    }

    @Test func anIndexBookStartsAtPageZeroAndCountsPages() {
        let fixture = Fixture(count: 5)
        #expect(fixture.controller.currentIndex == 0)
        #expect(fixture.controller.numberOfPages == 5)
        #expect(fixture.controller.viewControllers?.first?.title == "0")
        #expect(fixture.delegate.errors.isEmpty)
    }

    @Test func currentIndexIsAlwaysThePageOnScreen() {
        let fixture = Fixture(count: 5)
        swipe(fixture.host, by: -200)
        #expect(fixture.controller.currentIndex == 1)
        fixture.host.drag(from: Point(x: 300, y: 150), to: Point(x: 150, y: 150), duration: 0.2, lift: false)
        // Mid-drag the page at rest is still page 1.
        #expect(fixture.controller.currentIndex == 1)
        fixture.host.touchUp()
        fixture.host.settle()
        #expect(fixture.controller.currentIndex == 2)
        swipe(fixture.host, by: -40)
        #expect(fixture.controller.currentIndex == 2)
    }

    @Test func setCurrentIndexJumpsBothWaysAndClamps() {
        let fixture = Fixture(count: 10)
        fixture.controller.setCurrentIndex(7, animated: true)
        fixture.host.settle()
        #expect(fixture.controller.currentIndex == 7)
        #expect(fixture.controller.children.compactMap(\.title).sorted() == ["6", "7", "8"])
        fixture.controller.setCurrentIndex(2, animated: true)
        fixture.host.settle()
        #expect(fixture.controller.currentIndex == 2)
        fixture.controller.setCurrentIndex(50)
        #expect(fixture.controller.currentIndex == 9)
        #expect(fixture.delegate.transitionCalls.isEmpty)
    }

    @Test func theArrayConvenienceShowsAFixedListOfPages() throws {
        let recorder = LifecycleRecorder()
        let pages = ["intro", "details", "done"].map { NamedPage($0, recorder: recorder) }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        try controller.setPages(pages, startingAt: 1)
        host.rootViewController = controller
        #expect(controller.viewControllers?.first === pages[1])
        #expect(controller.currentIndex == 1)
        try controller.setViewControllers([pages[2]], direction: .forward, animated: false)
        #expect(controller.currentIndex == 2)
        #expect(throws: PageViewControllerError.duplicateViewController(first: 0, second: 1)) {
            try controller.setPages([pages[0], pages[0]])
        }
    }

    @Test func reloadDataFollowsTheNewCount() {
        let fixture = Fixture(count: 10)
        fixture.controller.setCurrentIndex(8)
        fixture.book.count = 4
        fixture.controller.reloadData()
        #expect(fixture.controller.currentIndex == 3)
        #expect(fixture.controller.numberOfPages == 4)
        #expect(!fixture.controller.manager.canTurn(.forward))
        fixture.book.count = 20
        fixture.controller.reloadData()
        #expect(fixture.controller.currentIndex == 3)
        #expect(fixture.controller.manager.canTurn(.forward))
        fixture.book.count = 0
        fixture.controller.reloadData()
        #expect(fixture.controller.viewControllers == nil)
        #expect(fixture.controller.children.isEmpty)
        fixture.host.settle()
    }

    @Test func reloadDataDuringADragWaitsForTheRelease() {
        let fixture = Fixture(count: 10)
        fixture.controller.setCurrentIndex(5)
        fixture.host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150), duration: 0.2, lift: false)
        fixture.book.count = 3
        fixture.controller.reloadData()
        #expect(fixture.controller.viewControllers?.first?.title == "5")
        fixture.host.touchUp()
        fixture.host.settle()
        #expect(fixture.controller.currentIndex == 2)
        #expect(fixture.controller.manager.invariantViolations.isEmpty)
    }

    @Test func anInfiniteBookWrapsBothWays() {
        let fixture = Fixture(count: 3)
        fixture.controller.isInfinite = true
        swipe(fixture.host, by: 200)
        #expect(fixture.controller.currentIndex == 2)
        swipe(fixture.host, by: -200)
        swipe(fixture.host, by: -200)
        #expect(fixture.controller.currentIndex == 1)
        #expect(fixture.controller.children.count == 3)
    }

    @Test func loopingNeedsThreePages() {
        let fixture = Fixture(count: 2)
        fixture.controller.isInfinite = true
        swipe(fixture.host, by: 200)
        #expect(fixture.controller.currentIndex == 0)
    }

    @Test func anInfiniteArrayBookReusesItsPages() throws {
        let recorder = LifecycleRecorder()
        let pages = ["x", "y", "z"].map { NamedPage($0, recorder: recorder) }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.isInfinite = true
        try controller.setPages(pages)
        host.rootViewController = controller
        for _ in 0..<7 { swipe(host, by: -200) }
        #expect(controller.viewControllers?.first === pages[1])
        #expect(recorder.appearanceViolations(requireSettled: true).isEmpty)
    }
}

@MainActor
@Suite struct PageViewControllerPositionTests {
    @Test func theFractionalIndexFollowsTheFinger() throws {
        let recorder = LifecycleRecorder()
        let pages = (0..<5).map { NamedPage("\($0)", recorder: recorder) }
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        try controller.setPages(pages, startingAt: 2)
        host.rootViewController = controller
        #expect(controller.fractionalPageIndex == 2)
        // About a quarter of the way to page 3 (less the pan's slop).
        host.drag(from: Point(x: 300, y: 150), to: Point(x: 190, y: 150), duration: 0.2, lift: false)
        let index = try #require(controller.fractionalPageIndex)
        #expect(index > 2.2 && index < 2.3)
        #expect(abs(index - (2 + controller.displayedProgress)) < 1e-9)
        host.touchUp()
        host.settle()
        #expect(controller.fractionalPageIndex == 3)
    }

    @Test func orientationsComeFromTheDelegate() {
        final class Portrait: PageViewControllerDelegate {
            func pageViewControllerSupportedInterfaceOrientations(
                _ pageViewController: PageViewController
            ) -> InterfaceOrientationMask { .portrait }
            func pageViewControllerPreferredInterfaceOrientationForPresentation(
                _ pageViewController: PageViewController
            ) -> InterfaceOrientation { .portraitUpsideDown }
        }
        let controller = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(controller.supportedInterfaceOrientations == .all)
        let delegate = Portrait()
        controller.delegate = delegate
        #expect(controller.supportedInterfaceOrientations == .portrait)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portraitUpsideDown)
    }
}

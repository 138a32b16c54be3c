import FolioCore
import FolioPaging
import FolioTesting
import FolioUI
import Testing

// Seed 000, "a three-page carousel", ported line by line. Renamed only where Swift or Linux
// forces it: the UI prefixes, `try?` before Folio's throwing containment and navigation
// calls, and `print` kept as a log the test can read.

@MainActor
private final class RedViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }
}

@MainActor
private final class YellowViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
    }
}

@MainActor
private final class BlueViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
    }
}

@MainActor
private final class CarouselViewController: ViewController {
    var log: [String] = []

    // 懒加载创建UIPageViewController
    lazy var pageViewController: PageViewController = {
        // 设置水平滚动
        let pageVc = PageViewController(
            transitionStyle: .scroll,
            navigationOrientation: .horizontal,
            options: nil)
        pageVc.dataSource = self
        pageVc.delegate = self
        return pageVc
    }()
    var viewControllers: [ViewController] {
        return [RedViewController(), YellowViewController(), BlueViewController()]
    }
    var currentIndex: Int = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        addPageViewController()

        // 设置初始化显示视图控制器
        try? pageViewController.setViewControllers(
            [viewControllers[currentIndex]],
            direction: .forward,
            animated: true,
            completion: nil)
    }

    func addPageViewController() {
        try? self.addChild(pageViewController)
        pageViewController.view.frame = self.view.frame
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
    }
}

extension CarouselViewController: PageViewControllerDataSource, PageViewControllerDelegate {
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        if currentIndex - 1 >= 0 {
            currentIndex -= 1
            return viewControllers[currentIndex]
        }
        return nil
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        if currentIndex + 1 < viewControllers.count {
            currentIndex += 1
            return viewControllers[currentIndex]
        }
        return nil
    }

    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
        log.append("willTransition")
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        log.append("didFinishAnimating")
    }
}

@MainActor
@Suite struct Seed000CarouselTests {
    @Test func theCarouselFillsTheWindowWithItsFirstPage() {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let carousel = CarouselViewController()
        host.rootViewController = carousel
        host.settle()
        #expect(carousel.pageViewController.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(carousel.pageViewController.viewControllers?.first is RedViewController)
        #expect(SeedScreen.matches(SeedScreen.color(at: Point(x: 160, y: 240), in: host), .red))
        #expect(SeedScreen.matches(SeedScreen.color(at: Point(x: 300, y: 460), in: host), .red))
    }

    @Test func aSwipeTurnsToTheNextPageAndTellsTheDelegate() {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let carousel = CarouselViewController()
        host.rootViewController = carousel
        host.settle()
        host.drag(from: Point(x: 280, y: 240), to: Point(x: 40, y: 240), duration: 0.2)
        host.settle()
        #expect(carousel.log == ["willTransition", "didFinishAnimating"])
        let shown = carousel.pageViewController.viewControllers?.first
        #expect(!(shown is RedViewController))
        #expect(!SeedScreen.matches(SeedScreen.color(at: Point(x: 160, y: 240), in: host), .red))
    }
}

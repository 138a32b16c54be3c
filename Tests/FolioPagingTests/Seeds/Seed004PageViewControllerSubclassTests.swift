import FolioCore
import FolioPaging
import FolioTesting
import FolioUI
import Testing

// Seed 004's closing advice, ported: a scroll-style page view controller subclass that sets
// its first page in viewDidLoad and is its own data source, instead of a custom container.
// The storyboard's instantiateViewController(withIdentifier:) becomes plain initialisers
// (Folio has no storyboards).

@MainActor
private final class LeftViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .green
    }
}

@MainActor
private final class RightViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
    }
}

@MainActor
private final class SwipePagesViewController: PageViewController, PageViewControllerDataSource {
    var viewControllerStack: [ViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let firstPage = LeftViewController()
        self.viewControllerStack = [firstPage]
        try? self.setViewControllers(
            [firstPage],
            direction: .forward,
            animated: false,
            completion: nil)
        self.dataSource = self
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        if viewController is LeftViewController {
            return RightViewController()
        }
        return nil
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        if viewController is RightViewController {
            return LeftViewController()
        }
        return nil
    }
}

@MainActor
@Suite struct Seed004PageViewControllerSubclassTests {
    @Test func aSwipeMovesFromTheLeftPageToTheRightOneAndBack() {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let pages = SwipePagesViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        host.rootViewController = pages
        host.settle()
        #expect(SeedScreen.matches(SeedScreen.color(at: Point(x: 160, y: 240), in: host), .green))
        host.drag(from: Point(x: 280, y: 240), to: Point(x: 40, y: 240), duration: 0.2)
        host.settle()
        #expect(pages.viewControllers?.first is RightViewController)
        #expect(SeedScreen.matches(SeedScreen.color(at: Point(x: 160, y: 240), in: host), .blue))
        // Nothing after the right page: the pager stays.
        host.drag(from: Point(x: 280, y: 240), to: Point(x: 40, y: 240), duration: 0.2)
        host.settle()
        #expect(pages.viewControllers?.first is RightViewController)
        host.drag(from: Point(x: 40, y: 240), to: Point(x: 280, y: 240), duration: 0.2)
        host.settle()
        #expect(pages.viewControllers?.first is LeftViewController)
    }
}

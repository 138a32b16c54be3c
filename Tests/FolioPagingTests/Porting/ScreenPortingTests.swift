import FolioCore
import FolioPaging
import FolioTesting
import FolioUI
import Testing

/// Seed 000's container, ported line by line: the child fills `self.view.frame` set in
/// `viewDidLoad`, which needs the default `loadView` to make a screen-sized view.
@MainActor
private final class CarouselContainer: ViewController {
    let page = ViewController()
    lazy var pageViewController: PageViewController = {
        let pageVc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        return pageVc
    }()
    var frameInViewDidLoad = Rect.null

    override func viewDidLoad() {
        super.viewDidLoad()
        frameInViewDidLoad = view.frame
        try? addChild(pageViewController)
        pageViewController.view.frame = self.view.frame
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        try? pageViewController.setViewControllers([page], direction: .forward, animated: false)
    }
}

@MainActor
@Suite struct ScreenPortingTests {
    @Test func theMainScreenIsTheHeadlessWindowsSize() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        #expect(Screen.main.bounds == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(Screen.main.scale == 1)
        #expect(host.window.screen === Screen.main)
        host.resize(to: Size(width: 300, height: 400))
        #expect(Screen.main.bounds.size == Size(width: 300, height: 400))
    }

    @Test func aHeadlessWindowsScreenHasTheScaleItWasGivenAndKeepsItThroughResizes() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300), scale: 2)
        #expect(Screen.main.scale == 2)
        #expect(Screen.main.nativeBounds == Rect(x: 0, y: 0, width: 800, height: 600))
        host.resize(to: Size(width: 300, height: 400))
        #expect(Screen.main.scale == 2)
        _ = HeadlessWindow(size: Size(width: 400, height: 300), scale: 0.5)
        #expect(Screen.main.scale == 1)
    }

    @Test func theDefaultViewIsScreenSizedSoAChildSizedInViewDidLoadFillsIt() {
        let host = HeadlessWindow(size: Size(width: 400, height: 300))
        let container = CarouselContainer()
        #expect(container.view.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        host.rootViewController = container
        host.settle()
        #expect(container.frameInViewDidLoad == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(container.pageViewController.view.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(container.page.view.frame.size == Size(width: 400, height: 300))
        #expect(container.page.view.window === host.window)
    }
}

import FolioCore
import FolioPaging
import FolioTesting
import FolioUI
import Testing

// The README's porting example, verbatim apart from the imports: if it stops compiling or
// stops paging, the README is lying.

/// UIKit's three-page carousel, ported: drop the `UI` prefixes, add `try`.
final class Carousel: ViewController, PageViewControllerDataSource {
    let pages = ["Dunes", "Harbour", "Glacier"].map { name in
        let page = ViewController()
        page.title = name
        return page
    }
    let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    override func viewDidLoad() {
        super.viewDidLoad()
        pager.dataSource = self
        try? pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        try? addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
    }

    func pageViewController(_ pvc: PageViewController, viewControllerBefore vc: ViewController) -> ViewController? {
        pages.firstIndex { $0 === vc }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pvc: PageViewController, viewControllerAfter vc: ViewController) -> ViewController? {
        pages.firstIndex { $0 === vc }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theReadmeCarouselPagesWithAFlick() {
        let host = HeadlessWindow(size: Size(width: 390, height: 844))
        let carousel = Carousel()
        host.rootViewController = carousel
        #expect(carousel.pager.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        host.advance(frames: 1)
        #expect(carousel.pager.viewControllers?.first?.title == "Dunes")
        host.flick(from: Point(x: 300, y: 400), velocity: Point(x: -1500, y: 0), duration: 0.1)
        #expect(host.settle(maxSeconds: 3))
        #expect(carousel.pager.viewControllers?.first?.title == "Harbour")
    }
}

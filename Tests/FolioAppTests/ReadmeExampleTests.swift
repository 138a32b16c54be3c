import Folio
import FolioTesting
import Testing

// The README's carousel example, verbatim, so that it keeps compiling and working.
final class Carousel: ViewController, PageViewControllerIndexDataSource {
    let colors: [Color] = [.systemBlue, .orange, .green]
    let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    override func viewDidLoad() {
        try? addChild(pager)  // UIKit: addChild(pager), which cannot fail
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        pager.indexDataSource = self  // UIKit: dataSource + setViewControllers([first], ...)
    }

    override func viewDidLayoutSubviews() {
        pager.view.frame = view.bounds
    }

    func numberOfPages(in pager: PageViewController) -> Int { colors.count }

    func pageViewController(_ pager: PageViewController, viewControllerAt index: Int) -> ViewController? {
        let page = ViewController()
        page.view.backgroundColor = colors[index]
        return page
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theReadmeCarouselPagesWithADrag() {
        let host = HeadlessWindow(size: Size(width: 320, height: 480))
        let carousel = Carousel()
        host.rootViewController = carousel
        host.settle()
        #expect(carousel.pager.currentIndex == 0)
        host.drag(from: Point(x: 300, y: 240), to: Point(x: 40, y: 240), duration: 0.2)
        host.settle()
        #expect(carousel.pager.currentIndex == 1)
        #expect(carousel.pager.viewControllers?.first?.view.backgroundColor == .orange)
    }
}

import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

// Seed 003, flat navigation with a paging scroll view and a page control, ported line by
// line. Renamed only where Swift 6 or Linux forces it: the UI/CG prefixes (CGFloat is
// Double), the screen-size globals are main-actor isolated (Screen is a main-actor type),
// `#selector(changePage(_:))` becomes the method reference and `@objc` goes (no Objective-C
// runtime), and `CGPoint(x: Int, y: Int)` converts its Int explicitly.

// 定义屏幕的高度和宽度
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor let S_Width: Double = Screen.main.bounds.size.width
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor let S_Height: Double = Screen.main.bounds.size.height

@MainActor
private final class FlatViewController: ViewController, ScrollViewDelegate {
    // swift-format-ignore: AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
    var imageView_01: ImageView!
    // swift-format-ignore: AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
    var imageView_02: ImageView!
    // swift-format-ignore: AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
    var imageView_03: ImageView!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var scrollView: ScrollView!
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var pageControl: PageControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        self.scrollView = ScrollView()
        self.view.addSubview(self.scrollView)
        // 设置委托对象
        self.scrollView.delegate = self
        // 设置滚动视图中内容视图的大小
        self.scrollView.contentSize = Size(width: S_Width * 3, height: S_Height)
        self.scrollView.frame = self.view.frame
        self.scrollView.isPagingEnabled = true
        self.scrollView.showsVerticalScrollIndicator = false
        self.scrollView.showsHorizontalScrollIndicator = false
        // 添加视图的素材图片
        self.imageView_01 = ImageView(frame: Rect(x: 0, y: 0, width: S_Width, height: S_Height))
        self.imageView_01.image = Image(named: "girl_01")
        self.scrollView.addSubview(self.imageView_01)
        self.imageView_02 = ImageView(frame: Rect(x: S_Width, y: 0, width: S_Width, height: S_Height))
        self.imageView_02.image = Image(named: "girl_02")
        self.scrollView.addSubview(self.imageView_02)
        self.imageView_03 = ImageView(frame: Rect(x: S_Width * 2, y: 0, width: S_Width, height: S_Height))
        self.imageView_03.image = Image(named: "girl_03")
        self.scrollView.addSubview(self.imageView_03)
        let pageConrolWidth: Double = 300.0
        let pageControlHeight: Double = 37.0
        self.pageControl = PageControl(
            frame: Rect(
                x: (S_Width - pageConrolWidth) / 2, y: S_Height - pageControlHeight, width: pageConrolWidth,
                height: pageControlHeight))
        self.pageControl.numberOfPages = 3
        self.pageControl.addTarget(self, action: FlatViewController.changePage, for: .valueChanged)
        self.view.addSubview(self.pageControl)
    }

    // 显示当前页面为第几屏
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offset = scrollView.contentOffset
        self.pageControl.currentPage = Int(offset.x / S_Width)
    }

    // 切换当前页面
    func changePage(_ sender: AnyObject) {
        View.animate(
            withDuration: 0.3,
            animations: {
                let whichPage = self.pageControl.currentPage
                self.scrollView.contentOffset = Point(x: Double(Int(S_Width) * whichPage), y: 0)
            })
    }
}

@MainActor
@Suite struct Seed003PagedScrollViewTests {
    // S_Width is read once, as the seed's globals are: every test here uses one screen size.
    static let screen = Size(width: 320, height: 480)

    private func show() -> (HeadlessWindow, FlatViewController) {
        let host = HeadlessWindow(size: Self.screen)
        let controller = FlatViewController()
        host.rootViewController = controller
        host.settle()
        return (host, controller)
    }

    @Test func theFirstPictureFillsTheScreenWithThreeDots() {
        let (host, controller) = show()
        #expect(S_Width == 320)
        #expect(controller.scrollView.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.imageView_01.image != nil)
        #expect(controller.pageControl.numberOfPages == 3)
        #expect(SeedScreen.matches(SeedScreen.color(at: Point(x: 160, y: 200), in: host), .red))
    }

    @Test func swipingPagesTheScrollViewAndMovesTheDot() {
        let (host, controller) = show()
        host.drag(from: Point(x: 280, y: 200), to: Point(x: 60, y: 200), duration: 0.2)
        host.settle()
        #expect(controller.scrollView.contentOffset == Point(x: 320, y: 0))
        #expect(controller.pageControl.currentPage == 1)
        #expect(
            SeedScreen.matches(
                SeedScreen.color(at: Point(x: 160, y: 200), in: host), Color(red: 1, green: 215 / 255, blue: 0)))
    }

    @Test func thePageControlScrollsToItsPage() {
        let (host, controller) = show()
        controller.pageControl.currentPage = 2
        controller.pageControl.sendActions(for: .valueChanged)
        host.settle()
        #expect(controller.scrollView.contentOffset == Point(x: 640, y: 0))
        #expect(SeedScreen.matches(SeedScreen.color(at: Point(x: 160, y: 200), in: host), .blue))
    }
}

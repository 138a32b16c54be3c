import FolioCore
import FolioRender
import FolioTesting
import FolioUI
import Testing

@testable import FolioPaging

// A single-sided book written as an iOS developer writes one: a page view controller with the
// page curl, `isDoubleSided` false, and pages that are plain view controllers with a
// background colour and a label. UIKit: "the content on the front of the page will partially
// show through to the back". Every page, light, dark or saturated, must show its front
// mirrored through the back of a sheet of paper; a red page's back is pink, never solid red.

@MainActor
private final class ColorPageViewController: ViewController {
    let color: Color
    let ink: Color
    let number: Int
    let label = Label()

    init(color: Color, ink: Color, number: Int) {
        self.color = color
        self.ink = ink
        self.number = number
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        label.text = "R\(number)"
        label.textColor = ink
        label.font = .boldSystemFont(ofSize: 96)
        label.frame = Rect(x: 100, y: 40, width: 200, height: 120)
        label.textAlignment = .right
        view.addSubview(label)
    }
}

@MainActor
private final class ColorBook: PageViewControllerDataSource {
    let pages: [ViewController]

    init(pages: [ViewController]) { self.pages = pages }

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
}

@MainActor
@Suite struct PageCurlSingleSidedBackTests {
    struct Page: Sendable, CustomTestStringConvertible {
        var name: String
        var color: Color
        var ink: Color
        var testDescription: String { name }
    }

    nonisolated static let light = Page(name: "lightPage", color: .white, ink: .black)
    nonisolated static let darkBlue = Page(
        name: "darkBluePage", color: Color(red: 0.04, green: 0.08, blue: 0.36), ink: .white)
    nonisolated static let red = Page(name: "redPage", color: .red, ink: .white)
    nonisolated static let black = Page(name: "blackPage", color: .black, ink: .white)

    static let size = Size(width: 320, height: 240)

    /// The book on its first page, in a headless window, with a finger dragging its corner
    /// towards the spine and stopping `stops` of the way (a picture at each stop).
    fileprivate static func dragMidCurl(_ page: Page, stops: [Double]) -> (
        frames: [Bitmap], curl: PageCurl?, book: ColorBook
    ) {
        let host = HeadlessWindow(size: size)
        let book = ColorBook(pages: [
            ColorPageViewController(color: page.color, ink: page.ink, number: 1),
            ColorPageViewController(color: Color(white: 0.93), ink: .darkGray, number: 2),
        ])
        let pageViewController = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
        pageViewController.isDoubleSided = false
        pageViewController.dataSource = book
        try? pageViewController.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        host.rootViewController = pageViewController

        let start = Point(x: 304, y: 196)
        let end = Point(x: 16, y: 150)
        host.touchDown(at: start)
        var frames: [Bitmap] = []
        var reached = 0.0
        let perFrame = 600 * host.frameDuration / start.distance(to: end)
        for stop in stops {
            while reached < stop {
                reached = min(reached + perFrame, stop)
                host.advance(frames: 1)
                host.touchMove(to: start + (end - start) * reached)
            }
            frames.append(host.render(scale: 1, background: Color(white: 0.3)))
        }
        var curl: PageCurl?
        if case .pageCurl(let c) = book.pages[0].view.layerDeformation { curl = c }
        return (frames, curl, book)
    }

    @Test(arguments: [light, darkBlue, red, black])
    func theBackShowsTheFrontThroughPaper(_ page: Page) throws {
        let (frames, curl, book) = Self.dragMidCurl(page, stops: [0.5, 0.8])
        assertSnapshot(of: CurlSnapshotTests.strip(frames), named: page.name, tolerance: .text)
        let sheet = try #require(book.pages.first?.view)
        let frame = try #require(frames.last)
        let pageCurl = try #require(curl, "the sheet is curled while the finger is down")
        let back = try #require(Self.turnedOver(frame, curl: pageCurl) { sheet.convert($0, from: nil) })
        #expect(back.count > 2000, "enough of the back is in view: \(back.count) pixels")
        let front = Self.channels(page.color)
        let mean = back.reduce(SIMD3<Double>.zero, +) / Double(back.count)
        // Paper: light, on every page.
        #expect(Self.lightness(mean) > 0.5, "the back reads as paper: \(mean)")
        if Self.lightness(front) < 0.5 {
            // A dark or saturated page's back is not a card of its colour, and each of its
            // pixels is lighter than the page.
            #expect(Self.distance(mean, front) > 60, "the back \(mean) is the page's colour \(front)")
            let darkest = back.map(Self.lightness).min() ?? 0
            #expect(darkest > Self.lightness(front) + 0.2, "darkest back pixel \(darkest)")
        }
        if page.name == Self.red.name {
            // Pink: paper with the red showing through.
            #expect(mean.x > mean.y + 60 && mean.x > mean.z + 60 && mean.y > 100, "\(mean)")
        }
        // The label shows through mirrored: the back is not one flat colour.
        let spread = back.map { Self.distance($0, mean) }.max() ?? 0
        #expect(spread > 40, "the front's text shows through: spread \(spread)")
    }

    /// The colours of `frame` where the flat, turned-over part of the sheet is seen, away
    /// from its edges and the cylinder.
    static func turnedOver(_ frame: Bitmap, curl: PageCurl, toLayer: (Point) -> Point) -> [SIMD3<Double>]? {
        let inner = curl.pageRect.insetBy(dx: 2, dy: 2)
        var result: [SIMD3<Double>] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = toLayer(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard (p - curl.axisPoint).dot(curl.normal) < -2, let hit = curl.unproject(p), hit.face == .back,
                    hit.angle == Double.pi, inner.contains(hit.pagePoint)
                else { continue }
                let v = frame[x, y]
                result.append(SIMD3(Double((v >> 16) & 0xFF), Double((v >> 8) & 0xFF), Double(v & 0xFF)))
            }
        }
        return result.isEmpty ? nil : result
    }

    static func channels(_ c: Color) -> SIMD3<Double> { SIMD3(c.red, c.green, c.blue) * 255 }

    static func lightness(_ c: SIMD3<Double>) -> Double { (0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z) / 255 }

    static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return (abs(d.x) + abs(d.y) + abs(d.z)) / 3
    }
}

import FolioCore
import FolioRender
import FolioTesting
import FolioUI

@testable import FolioPaging

/// A curl page view controller over ``PrintedPage``s 1…count in a headless window, rendered
/// with Folio's compositor: the whole path a user's book takes, from touches to pixels.
@MainActor
final class PrintedBook {
    let host: HeadlessWindow
    let recorder: LifecycleRecorder
    let delegate = DelegateRecorder()
    let pages: [PrintedPage]
    let source: ListBook
    let controller: PageViewController

    /// - Parameters:
    ///   - showing: The page numbers on screen at the start (two for a spread).
    init(
        spine: PageViewController.SpineLocation = .min,
        orientation: PageViewController.NavigationOrientation = .horizontal,
        doubleSided: Bool = false, count: Int = 9, showing: [Int] = [2], size: Size = Size(width: 240, height: 180)
    ) {
        host = HeadlessWindow(size: size)
        let recorder = LifecycleRecorder()
        self.recorder = recorder
        let pages = (1...max(count, 1)).map { PrintedPage($0, recorder: recorder) }
        self.pages = pages
        source = ListBook(pages)
        controller = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: orientation, options: .init(spineLocation: spine))
        controller.delegate = delegate
        controller.dataSource = source
        if doubleSided { try? controller.setDoubleSided(true) }
        let shown = showing.compactMap { number in pages.first { $0.number == number } }
        try? controller.setViewControllers(shown, direction: .forward, animated: false)
        host.rootViewController = controller
    }

    subscript(_ number: Int) -> PrintedPage {
        pages[min(max(number - 1, 0), pages.count - 1)]
    }

    /// The page numbers on screen at rest.
    var current: [Int] { controller.viewControllers?.compactMap { ($0 as? PrintedPage)?.number } ?? [] }

    /// The window as the compositor draws it, on a dark table.
    func render() -> Bitmap { host.render(scale: 1, background: Color(white: 0.3)) }

    /// Puts a finger down at `start` and moves it towards `end` at 600 pt/s, one move per frame,
    /// rendering a frame each time it reaches one of `stops` (fractions of the way). The finger
    /// stays down at the last stop.
    func drag(from start: Point, to end: Point, stops: [Double]) -> [Bitmap] {
        host.touchDown(at: start)
        var frames: [Bitmap] = []
        var reached = 0.0
        let length = max(start.distance(to: end), 1)
        let perFrame = 600 * host.frameDuration / length
        for stop in stops.sorted() {
            while reached < stop {
                reached = min(reached + perFrame, stop)
                host.advance(frames: 1)
                host.touchMove(to: start + (end - start) * reached)
            }
            frames.append(render())
        }
        return frames
    }

    /// Lets the finger go and renders `count` frames of what follows, `every` frames apart.
    func release(renderingEvery every: Int, count: Int) -> [Bitmap] {
        host.touchUp()
        var frames: [Bitmap] = []
        for _ in 0..<count {
            host.advance(frames: every)
            frames.append(render())
        }
        host.settle()
        return frames
    }

    /// The turning sheet's deformation now, if any page has one.
    var curl: (view: View, curl: PageCurl)? {
        for page in pages where page.isViewLoaded {
            if case .pageCurl(let curl) = page.view.layerDeformation { return (page.view, curl) }
        }
        return nil
    }

    /// A page as it looks flat on its own, at `size`: the reference its curled pictures are
    /// checked against.
    static func flatPage(_ number: Int, size: Size) -> Bitmap {
        let window = HeadlessWindow(size: size)
        window.rootViewController = PrintedPage(number, recorder: LifecycleRecorder())
        return window.render(scale: 1, background: .white)
    }
}

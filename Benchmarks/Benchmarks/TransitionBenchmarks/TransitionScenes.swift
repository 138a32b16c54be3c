import Folio
import FolioHeadless

/// The layer trees of the transition benchmarks: a real `PageViewController` in a headless
/// 1920 × 1080-point window, its pages opaque drawn views (as a book's pages are), stopped
/// halfway through a drag, so each tree is what the window composites mid-turn.
@MainActor
enum TransitionScenes {
    nonisolated static let width4K = 3840
    nonisolated static let height4K = 2160
    static let size = Size(width: 1920, height: 1080)

    /// The transitions measured, by the names the benchmarks print.
    enum Kind: String, CaseIterable, Sendable {
        case curl = "Curl"
        /// A leaf of a two-page spread (spine in the middle, double-sided) turned by the
        /// curl, as the reader shows a book in a wide window.
        case curlSpread = "Curl spread"
        case cube = "Cube"
        case flip = "Flip"
        case coverFlow = "Cover flow"
        /// The cube and cover flow with each page in a ``ZoomingScrollView`` that has the
        /// paper's background colour, as the reader holds a PDF's pages (which zoom): a
        /// clipping view seen in perspective around each page.
        case cubeZoomable = "Cube, zoomable pages"
        case coverFlowZoomable = "Cover flow, zoomable pages"

        /// Whether each page sits in a zooming scroll view.
        var zooms: Bool { self == .cubeZoomable || self == .coverFlowZoomable }
    }

    /// The window's layer tree with a turn of `kind` dragged halfway across the page.
    static func midTurn(_ kind: Kind) -> LayerNode {
        let book: PageViewController
        switch kind {
        case .curl:
            book = PageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: .init(spineLocation: .min))
        case .curlSpread:
            book = PageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: .init(spineLocation: .mid))
            book.isDoubleSided = true
        case .cube, .flip, .coverFlow, .cubeZoomable, .coverFlowZoomable:
            book = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            book.transition =
                switch kind {
                case .cube, .cubeZoomable: CubePageTransition.cube
                case .flip: FlipPageTransition.flip
                default: CoverFlowPageTransition.coverFlow
                }
        }
        try? book.setPages((0..<6).map { BenchmarkBookPage(number: $0, zooms: kind.zooms) })
        let host = HeadlessWindow(size: size, framesPerSecond: 120)
        host.rootViewController = book
        host.settle(maxSeconds: 1)
        // From near the right edge to the middle, slowly enough that no flick is read: the
        // turn stays where the finger holds it.
        host.touchDown(at: Point(x: 1800, y: 700))
        for step in 1...30 {
            host.advance(frames: 1)
            host.touchMove(to: Point(x: 1800 - Double(step) * 28, y: 700 - Double(step) * 2))
        }
        host.advance(frames: 1)
        return host.layerTree()
    }
}

/// A book page: an opaque paper view that draws lines of "text" and a picture, so the page's
/// backing store has content to resample, as a reader's page does.
private final class BenchmarkBookPage: ViewController {
    let number: Int
    let zooms: Bool

    init(number: Int, zooms: Bool) {
        self.number = number
        self.zooms = zooms
        super.init()
    }

    override func loadView() {
        let paper = BenchmarkPaperView(number: number)
        guard zooms else {
            view = paper
            return
        }
        let zooming = ZoomingScrollView(contentView: paper)
        zooming.backgroundColor = paper.backgroundColor
        view = zooming
    }
}

private final class BenchmarkPaperView: View {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(frame: .zero)
        backgroundColor = Color(rgb: 0xFBF8F0)
    }

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        let tint = Double(number % 4) / 4
        context.setFillColor(Color(red: 0.2, green: 0.2, blue: 0.25 + tint / 2))
        for line in 0..<40 {
            let y = 60 + Double(line) * 24
            let length = 900 + Double((line * 37 + number * 11) % 700)
            context.fill(Rect(x: 120, y: y, width: length, height: 10))
        }
        context.setFillColor(Color(red: 0.3 + tint / 2, green: 0.5, blue: 0.7))
        context.fill(Rect(x: 1200, y: 620, width: 560, height: 360))
    }
}

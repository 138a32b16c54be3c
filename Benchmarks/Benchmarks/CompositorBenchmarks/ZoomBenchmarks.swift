import Benchmark
import BenchmarkSupport
import Folio

/// A text page of the stage's size drawn through `GraphicsContext` (what a PDF or text page
/// is to the compositor): 40 lines of 14-point text.
@MainActor
final class ZoomBenchmarkPage: LayerContentDrawing {
    func drawContent(in context: any GraphicsContext, bounds: Rect) {
        context.setFillColor(.white)
        context.fill(bounds)
        let style = TextStyle(font: Font(family: "Serif", size: 14), color: .black)
        for line in 0..<40 {
            context.draw(
                "\(line + 1). The quick brown fox jumps over the lazy dog; sphinx of black quartz, judge my vow.",
                in: Rect(x: 60, y: 40 + Double(line) * 25, width: bounds.width - 120, height: 22), style: style)
        }
    }
}

/// The page zoomed `zoom`× about the stage's centre, rasterised at `contentsScale`.
@MainActor
func zoomedPageTree(zoom: Double, contentsScale: Double, version: Int, page: ZoomBenchmarkPage) -> LayerNode {
    var layer = LayerNode(
        id: 2, bounds: Rect(origin: .zero, size: Scenes.size),
        position: Point(x: Scenes.size.width / 2, y: Scenes.size.height / 2),
        transform: Transform3D(AffineTransform2D(scaleX: zoom, y: zoom)), content: .drawing(page, version: version))
    layer.contentsScale = contentsScale
    return LayerNode(id: 1, bounds: Rect(origin: .zero, size: Scenes.size), clipsToBounds: true, sublayers: [layer])
}

/// Zooming (docs/Benchmarks.md §2): a frame during a pinch magnifies the page's backing
/// store (drawn once, then resampled each frame), and the frame after a zoom settles at 4×
/// redraws the visible tiles of the page at 4× (about twenty 512-pixel tiles).
func registerZoomBenchmarks() {
    Benchmark("Zoom: full-screen page during a pinch (2.37×, magnified store)") { @MainActor benchmark async in
        let page = ZoomBenchmarkPage()
        let tree = zoomedPageTree(zoom: 2.37, contentsScale: 1, version: 0, page: page)
        let compositor = Compositor()
        var frame = Bitmap(width: Scenes.width, height: Scenes.height)
        compositor.render(tree, into: &frame)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            compositor.render(tree, into: &frame)
            blackHole(frame.pixels[0])
        }
        benchmark.stopMeasurement()
    }
    Benchmark("Zoom: settled re-render at 4× (visible tiles redrawn)") { @MainActor benchmark async in
        let page = ZoomBenchmarkPage()
        let compositor = Compositor()
        var frame = Bitmap(width: Scenes.width, height: Scenes.height)
        compositor.render(zoomedPageTree(zoom: 4, contentsScale: 4, version: 0, page: page), into: &frame)
        var version = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            version += 1
            compositor.render(zoomedPageTree(zoom: 4, contentsScale: 4, version: version, page: page), into: &frame)
            blackHole(frame.pixels[0])
        }
        benchmark.stopMeasurement()
    }
}

public import Benchmark
public import Folio

/// Registers a benchmark that renders `scene` into one reused `width × height` frame per
/// iteration, with a compositor drawing on `threads` threads, at `scale` pixels per point (2
/// for a HiDPI window's 4K frame). One frame is drawn
/// before measuring, so caches (backing stores, curl tables, image opacity) are warm, as they
/// are in a running app.
public func registerFrameBenchmark(
    _ name: String, width: Int, height: Int, threads: Int = 1, scale: Double = 1,
    scene: @escaping @MainActor @Sendable () -> LayerNode
) {
    Benchmark(name) { @MainActor benchmark async in
        let tree = scene()
        let compositor = Compositor(threads: threads)
        var frame = Bitmap(width: width, height: height)
        compositor.render(tree, into: &frame, scale: scale)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            compositor.render(tree, into: &frame, scale: scale)
            blackHole(frame.pixels[0])
        }
        benchmark.stopMeasurement()
    }
}

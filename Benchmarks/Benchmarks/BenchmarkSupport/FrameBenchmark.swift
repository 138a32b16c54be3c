public import Benchmark
public import Folio

/// Registers a benchmark that renders `scene` into one reused `width × height` frame per
/// iteration, with a compositor drawing on `threads` threads, at `scale` pixels per point (2
/// for a HiDPI window's 4K frame). Frames are drawn before measuring, so caches (backing
/// stores, curl tables, image opacity) are warm, as they are in a running app: more than one,
/// because a curl's first frame snapshots its pages before their backing stores exist, and
/// the second drops those snapshots (and allocates as its caches grow to hold what they drop).
public func registerFrameBenchmark(
    _ name: String, width: Int, height: Int, threads: Int = 1, scale: Double = 1,
    scene: @escaping @MainActor @Sendable () -> LayerNode
) {
    Benchmark(name) { @MainActor benchmark async in
        let tree = scene()
        let compositor = Compositor(threads: threads)
        var frame = Bitmap(width: width, height: height)
        for _ in 0..<warmFrames { compositor.render(tree, into: &frame, scale: scale) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            compositor.render(tree, into: &frame, scale: scale)
            blackHole(frame.pixels[0])
        }
        benchmark.stopMeasurement()
    }
}

/// How many frames ``registerFrameBenchmark(_:width:height:threads:scale:scene:)`` draws before
/// measuring.
private let warmFrames = 4

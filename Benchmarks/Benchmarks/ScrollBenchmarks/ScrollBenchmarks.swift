import Benchmark
import BenchmarkSupport
import Folio

/// The reader's continuous PDF column scrolled by the wheel, at 1920 × 1080 points, scale 1
/// and 2: each iteration moves the column one wheel notch (40 points) and draws the frame, so
/// the run includes the frames where a row of tiles comes on screen and is drawn from the
/// page's pixels, as in the app. Compare each against the floor of its frame size measured in
/// the same run (Benchmarks/README.md, "Continuous scrolling").
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxDuration: .seconds(4), maxIterations: 300)

    registerCopyFloor(width: ScrollColumn.width, height: ScrollColumn.height)
    registerCopyFloor(width: ScrollColumn.width * 2, height: ScrollColumn.height * 2, label: "4K")
    for scale in [1, 2] {
        Benchmark("Continuous scroll: one wheel notch, 1920 × 1080 at scale \(scale) (2T)") {
            @MainActor benchmark async in
            // Built once for every run of this closure: the pages' pixels, the compositor and
            // its tiles, as in a reader that has been scrolling.
            let column = scale == 1 ? ScrollColumn.atScale1 : ScrollColumn.atScale2
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                column.drawNextFrame()
                blackHole(column.frame.pixels[0])
            }
            benchmark.stopMeasurement()
        }
    }
}

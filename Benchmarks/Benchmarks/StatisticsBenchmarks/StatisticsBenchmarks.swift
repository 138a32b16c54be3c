import Benchmark
import BenchmarkSupport
import Folio
@_spi(Benchmarks) import FolioSDL

/// What `--stats` and `--stats-log` cost one presented frame (the aim: under 1 % of a frame,
/// and no allocation): the host's own `FrameInstruments` copying the overlay into a frame,
/// recording the frame and writing its CSV line (to /dev/null, so formatting and stdio are
/// measured, not the disk). The overlay's numbers are summarised and redrawn every 15th frame,
/// as the host does four times a second at 60 Hz, or every frame for the worst case.
///
/// Read against a 60 Hz period (16,667 µs: 1 % is 167 µs) and against the full-frame copy
/// floor of the same run. `Malloc (total)` must be 0.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxDuration: .seconds(3), maxIterations: 5000)

    registerCopyFloor(width: 1920, height: 1080)
    for (label, width, height, scale) in [("1080p", 1920, 1080, 1.0), ("4K", 3840, 2160, 2.0)] {
        for (summary, every) in [("summary every 15th frame", 15), ("summary every frame", 1)] {
            Benchmark("Statistics \(label): one frame, \(summary)") { @MainActor benchmark async in
                var workload = FrameStatisticsWorkload(period: 1.0 / 60, logPath: "/dev/null", scale: scale)
                var frame = Bitmap(width: width, height: height)
                // Draws the overlay's glyph strip and fills the rings' first slots.
                for _ in 0..<30 { workload.presentFrame(into: &frame, summaryEvery: every) }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    workload.presentFrame(into: &frame, summaryEvery: every)
                    blackHole(frame.pixels[0])
                }
                benchmark.stopMeasurement()
            }
        }
    }
}

import Benchmark
import BenchmarkSupport
import Folio

/// The reader's continuous PDF column scrolled by the wheel, at 1920 × 1080 points, scale 1
/// and 2: each iteration moves the column one wheel notch (40 points) and draws the frame.
/// The column's pages are their layers' images, copied where the scroll uncovers them, as in
/// the reader; the "tiles" scenes draw each page into 512-pixel tiles instead (as a page with
/// a search match on it is, and as every page was before), so the run includes the frames
/// where a row of tiles comes on screen. Compare each against the floor of its frame size
/// measured in the same run (Benchmarks/README.md, "Continuous scrolling").
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxDuration: .seconds(4), maxIterations: 300)

    registerCopyFloor(width: ScrollColumn.width, height: ScrollColumn.height)
    registerCopyFloor(width: ScrollColumn.width * 2, height: ScrollColumn.height * 2, label: "4K")
    for (scale, asImages) in [(1, true), (2, true), (1, false), (2, false)] {
        let pages = asImages ? "pages as images" : "pages in tiles"
        Benchmark("Continuous scroll: one wheel notch, 1920 × 1080 at scale \(scale), \(pages) (2T)") {
            @MainActor benchmark async in
            // Built once for every run of this closure: the pages' pixels, the compositor and
            // its tiles, as in a reader that has been scrolling.
            let column: ScrollColumn =
                switch (scale, asImages) {
                case (1, true): .imagesAtScale1
                case (_, true): .imagesAtScale2
                case (1, false): .tilesAtScale1
                default: .tilesAtScale2
                }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                column.drawNextFrame()
                blackHole(column.frame.pixels[0])
            }
            benchmark.stopMeasurement()
        }
    }
}

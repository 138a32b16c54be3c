import Benchmark
import BenchmarkSupport
import Folio

/// One 4K frame (3840 × 2160: the 1920 × 1080-point window at scale 2, a HiDPI display) of
/// each transition halfway through a dragged turn — the curl (of one page, and of a leaf of a
/// two-page spread, as the reader shows a book in a wide window), the cube, the flip and cover
/// flow, and the cube and cover flow again with each page in a zooming scroll view (as the
/// reader holds a PDF's pages) — composited on two threads from backing stores drawn before measuring, as a frame of
/// a turn is once the pages were drawn ahead. Read each against the 4K copy floors measured
/// in the same run (docs/Benchmarks.md §1); a 120 Hz frame has 8.3 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxDuration: .seconds(2), maxIterations: 100)

    registerCopyFloor(width: TransitionScenes.width4K, height: TransitionScenes.height4K, label: "4K")
    for kind in TransitionScenes.Kind.allCases {
        registerFrameBenchmark(
            "4K \(kind.rawValue) 2T: mid-turn", width: TransitionScenes.width4K, height: TransitionScenes.height4K,
            threads: 2, scale: 2
        ) { TransitionScenes.midTurn(kind) }
    }
}

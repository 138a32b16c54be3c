import Benchmark
import BenchmarkSupport
import Folio

/// Page-curl frames at 1920 × 1080 through the compositor: the page underneath, the curling
/// page rendered flat offscreen, then the curl rasteriser. Frames are sampled along three
/// turns whose folds run straight, slightly diagonal and steeply diagonal, from 5 % to 95 %
/// turned, on one thread and on two. Compare each against the floor — one full-frame copy
/// measured in the same run (docs/Benchmarks.md §1) — and read the median and worst frame over a turn.
/// The same thirty frames are drawn at 3840 × 2160 (scale 2, a HiDPI window) on two threads,
/// read against a 4K copy floor.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxDuration: .seconds(1), maxIterations: 60)

    registerCopyFloor(width: CurlScenes.width, height: CurlScenes.height)
    registerPixmanReference(width: CurlScenes.width, height: CurlScenes.height)

    for threads in [1, 2] {
        for (name, turn) in [
            ("straight", CurlFolds.straight), ("diagonal", CurlFolds.diagonal), ("steep", CurlFolds.steep),
        ] {
            for fold in turn {
                curlBenchmark(
                    "Curl \(threads)T \(name) \(Int((fold.progress * 100).rounded()))%", fold, threads: threads)
            }
        }
    }
    curlBenchmark("Curl 1T diagonal 45% double-sided", CurlFolds.diagonal[4], threads: 1, doubleSided: true)

    registerCopyFloor(width: CurlScenes.width4K, height: CurlScenes.height4K, label: "4K")
    for (name, turn) in [
        ("straight", CurlFolds.straight), ("diagonal", CurlFolds.diagonal), ("steep", CurlFolds.steep),
    ] {
        for fold in turn {
            registerFrameBenchmark(
                "4K Curl 2T \(name) \(Int((fold.progress * 100).rounded()))%", width: CurlScenes.width4K,
                height: CurlScenes.height4K, threads: 2, scale: 2
            ) { CurlScenes.stage(fold, doubleSided: false, is4K: true) }
        }
    }
}

/// Renders one curl frame repeatedly into a reused frame (see `registerFrameBenchmark`).
private func curlBenchmark(_ name: String, _ fold: CurlFolds.Fold, threads: Int, doubleSided: Bool = false) {
    registerFrameBenchmark(name, width: CurlScenes.width, height: CurlScenes.height, threads: threads) {
        CurlScenes.stage(fold, doubleSided: doubleSided)
    }
}

import Benchmark
import BenchmarkSupport
import Folio

/// Compositor frames at 1920 × 1080 on one thread and on two, and the 3D transitions at
/// 3840 × 2160 (a HiDPI window, scale 2). Compare each against the floor of its frame size —
/// one full-frame copy measured in the same run (docs/Benchmarks.md §1).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxDuration: .seconds(4), maxIterations: 300)

    registerCopyFloor(width: Scenes.width, height: Scenes.height)
    registerPixmanReference(width: Scenes.width, height: Scenes.height)

    frameBenchmark("Slide: two pages, whole-pixel offsets", Scenes.slide)
    for threads in [1, 2] {
        // One thread keeps its historical names, so baselines still compare.
        let t = threads == 1 ? "" : " (2T)"
        frameBenchmark("Bilinear quad: full screen, rotated 2°, scaled 1.05\(t)", Scenes.bilinearQuad, threads: threads)
        frameBenchmark(
            "Bilinear quad: full screen, rotated −2°, scaled 1.05\(t)", Scenes.bilinearQuadOtherWay, threads: threads)
        frameBenchmark("Perspective: page turned 30° about y\(t)", Scenes.perspectivePage1x, threads: threads)
        frameBenchmark("Mesh: 4,000 shaded triangles\(t)", Scenes.meshPage1x, threads: threads)
    }

    registerZoomBenchmarks()

    registerCopyFloor(width: Scenes.width4K, height: Scenes.height4K, label: "4K")
    for threads in [1, 2] {
        frameBenchmark4K("4K Perspective: page turned 30° about y (\(threads)T)", Scenes.perspectivePage2x, threads)
        frameBenchmark4K("4K Mesh: 4,000 shaded triangles (\(threads)T)", Scenes.meshPage2x, threads)
    }
}

/// Renders `scene` repeatedly into one reused 1920 × 1080 frame (see `registerFrameBenchmark`).
private func frameBenchmark(
    _ name: String, _ scene: @autoclosure @escaping @MainActor @Sendable () -> LayerNode, threads: Int = 1
) {
    registerFrameBenchmark(name, width: Scenes.width, height: Scenes.height, threads: threads, scene: scene)
}

/// Renders `scene` repeatedly into one reused 3840 × 2160 frame at scale 2.
private func frameBenchmark4K(
    _ name: String, _ scene: @autoclosure @escaping @MainActor @Sendable () -> LayerNode, _ threads: Int
) {
    registerFrameBenchmark(
        name, width: Scenes.width4K, height: Scenes.height4K, threads: threads, scale: 2, scene: scene)
}

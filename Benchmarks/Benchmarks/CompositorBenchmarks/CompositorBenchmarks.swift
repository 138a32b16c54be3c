import Benchmark
import BenchmarkSupport
import Folio

/// Compositor frames at 1920 × 1080, single-threaded. Compare each against the floor — one
/// full-frame copy measured in the same run (docs/Benchmarks.md §1).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxDuration: .seconds(4), maxIterations: 300)

    registerCopyFloor(width: Scenes.width, height: Scenes.height)
    registerPixmanReference(width: Scenes.width, height: Scenes.height)

    frameBenchmark("Slide: two pages, whole-pixel offsets", Scenes.slide)
    frameBenchmark("Bilinear quad: full screen, rotated 2°, scaled 1.05", Scenes.bilinearQuad)
    frameBenchmark("Bilinear quad: full screen, rotated −2°, scaled 1.05", Scenes.bilinearQuadOtherWay)
    frameBenchmark("Perspective: page turned 30° about y", Scenes.perspectivePage)
    frameBenchmark("Mesh: 4,000 shaded triangles", Scenes.meshPage)
}

/// Renders `scene` repeatedly into one reused frame (see `registerFrameBenchmark`).
private func frameBenchmark(_ name: String, _ scene: @autoclosure @escaping @MainActor @Sendable () -> LayerNode) {
    registerFrameBenchmark(name, width: Scenes.width, height: Scenes.height, scene: scene)
}

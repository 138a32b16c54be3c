public import Benchmark

/// The configuration both suites run with: wall time and mallocs per frame, whole
/// microseconds, a few warm-up frames, and a threshold that fails `benchmark baseline check`
/// when a steady frame allocates more than the baseline did — none (wall time is too noisy on
/// shared machines to check).
///
/// Instructions are not asked for: these machines expose no hardware counters, and asking
/// made the harness itself allocate 16 times per iteration, which hid Folio's own count.
public func frameBenchmarkConfiguration(maxDuration: Duration, maxIterations: Int) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: maxDuration,
        maxIterations: maxIterations,
        thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0])]
    )
}

import Benchmark
import Folio
import Foundation

/// Search: matches per second through a 900-page PDF (poppler's text search on a document
/// of the search's own, as the reader's background search runs it) and through 10 MB of
/// text (``TextMatcher``, case- and diacritic-insensitive). Read the text scene against the
/// floor of the same run: counting one byte value through the same 10 MB, the least any
/// search must do.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20),
        maxIterations: 5)
    let matchesPerSecond = BenchmarkMetric.custom("Matches per second", polarity: .prefersLarger)
    let withRate = Benchmark.Configuration(
        metrics: [.wallClock, matchesPerSecond], timeUnits: .milliseconds, warmupIterations: 1,
        maxDuration: .seconds(60), maxIterations: 3)
    let text = SearchFiles.text(bytes: 10_000_000)

    Benchmark("Floor: count one byte through 10 MB") { benchmark in
        var count = 0
        for byte in text.utf8 where byte == UInt8(ascii: "n") { count += 1 }
        blackHole(count)
    }
    Benchmark("Search: 10 MB text, TextMatcher", configuration: withRate) { benchmark in
        let matcher = TextMatcher("NEEDLE")
        let start = ContinuousClock.now
        let found = matcher.utf8Ranges(in: text).count
        report(found, since: start, as: matchesPerSecond, in: benchmark)
    }
    Benchmark("Search: 10 MB text, TextMatcher, paragraph by paragraph", configuration: withRate) { benchmark in
        let paragraphs = text.split(separator: "\n\n").map(String.init)
        let matcher = TextMatcher("needle")
        benchmark.startMeasurement()
        let start = ContinuousClock.now
        var found = 0
        for paragraph in paragraphs { found += matcher.utf8Ranges(in: paragraph).count }
        report(found, since: start, as: matchesPerSecond, in: benchmark)
        benchmark.stopMeasurement()
    }
    let pdf = SearchFiles.pdf(pages: 900)
    Benchmark("Search: 900-page PDF, background DocumentSearch", configuration: withRate) { benchmark in
        let start = ContinuousClock.now
        let found = await MainActor.run {
            DocumentSearch(startPage: 450, pageCount: nil) { try PDFPageSearcher(path: pdf, query: "needle") }
        }
        await found.finish()
        let count = await MainActor.run { found.hits.count }
        report(count, since: start, as: matchesPerSecond, in: benchmark)
    }
}

/// Records `count` matches found since `start` as a rate.
private func report(
    _ count: Int, since start: ContinuousClock.Instant, as metric: BenchmarkMetric, in benchmark: Benchmark
) {
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    blackHole(count)
    if seconds > 0 { benchmark.measurement(metric, Int((Double(count) / seconds).rounded())) }
}

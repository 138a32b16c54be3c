import Benchmark
import Foundation

/// Pagination of text books by the release `folio`, end to end: 2 MB of prose paginated to
/// its last page (pages per second), the worst case found for the paginator — 10 MB on one
/// line, with words and without a single space — and the time to the first page of a 122 MB
/// text and of a 150-chapter EPUB. Read each against the floor measured in the same run:
/// `folio` exporting the one page of a short text (starting the process, loading fonts,
/// drawing one frame), and for the EPUB the one-chapter EPUB's export.
///
/// The paginator is internal to the app (`FolioApp` is no library product, and `package`
/// access does not reach another package), so the scenes run the app itself, as
/// `scripts/measure-pagination.sh` does: build it first with `swift build -c release
/// --product folio` in the main package (or name another binary in `FOLIO`).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(20),
        maxIterations: 3)
    guard let folio = PaginationRun.binary() else {
        FileHandle.standardError.write(
            Data(
                ("PaginationBenchmarks: no folio binary; run `swift build -c release --product folio` "
                    + "in the main package, or set FOLIO\n").utf8))
        return
    }
    let files = PaginationFiles()
    let pagesPerSecond = BenchmarkMetric.custom("Pages per second", polarity: .prefersLarger)

    Benchmark("Floor: folio export of a one-page text") { benchmark in
        let path = files.make("short.txt") { PaginationFiles.prose(bytes: 1_000, separator: "\n\n") }
        benchmark.startMeasurement()
        blackHole(PaginationRun.export(folio, path, page: 1))
        benchmark.stopMeasurement()
    }
    Benchmark(
        "Pagination: 2 MB prose, every page",
        configuration: .init(metrics: [.wallClock, pagesPerSecond], timeUnits: .milliseconds)
    ) { benchmark in
        let path = files.make("prose.txt") { PaginationFiles.prose(bytes: 2_000_000, separator: "\n\n") }
        benchmark.startMeasurement()
        let start = ContinuousClock.now
        let pages = PaginationRun.export(folio, path, page: 1_000_000)
        let elapsed = ContinuousClock.now - start
        benchmark.stopMeasurement()
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        if seconds > 0 { benchmark.measurement(pagesPerSecond, Int((Double(pages) / seconds).rounded())) }
    }
    Benchmark("Pagination: 10 MB one line of words, every page") { benchmark in
        let path = files.make("oneline.txt") { PaginationFiles.prose(bytes: 10_000_000, separator: " ") }
        benchmark.startMeasurement()
        blackHole(PaginationRun.export(folio, path, page: 1_000_000))
        benchmark.stopMeasurement()
    }
    Benchmark("Pagination: 10 MB one line without spaces, every page") { benchmark in
        let path = files.make("nospace.txt") { String(repeating: "abcdefghij", count: 1_000_000) }
        benchmark.startMeasurement()
        blackHole(PaginationRun.export(folio, path, page: 1_000_000))
        benchmark.stopMeasurement()
    }
    // Opening a long EPUB converts its first chapter only; the floor is the same export of a
    // one-chapter EPUB of the first chapter's size, so their ratio stays near 1 whatever the
    // machine, and grows with the book's length if every chapter is converted again.
    Benchmark("Floor: folio export of a one-chapter EPUB") { benchmark in
        let path = files.makeEPUB("short.epub", proseBytes: 9_000, chapters: 1)
        benchmark.startMeasurement()
        blackHole(PaginationRun.export(folio, path, page: 1))
        benchmark.stopMeasurement()
    }
    Benchmark("First page: EPUB of 150 chapters, 1.3 MB (about 1,000 pages)") { benchmark in
        let path = files.makeEPUB("long.epub", proseBytes: 1_300_000, chapters: 150)
        benchmark.startMeasurement()
        blackHole(PaginationRun.export(folio, path, page: 1))
        benchmark.stopMeasurement()
    }
    Benchmark("First page: 122 MB text") { benchmark in
        let path = files.make("huge.txt") { PaginationFiles.prose(bytes: 128_000_000, separator: "\n\n") }
        benchmark.startMeasurement()
        blackHole(PaginationRun.export(folio, path, page: 1))
        benchmark.stopMeasurement()
    }
}

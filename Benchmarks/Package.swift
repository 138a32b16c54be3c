// swift-tools-version: 6.1
import PackageDescription

// Folio's benchmarks, separate from the main package so that `swift build` / `swift test`
// never fetch or build the benchmark tooling. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
let package = Package(
    name: "FolioBenchmarks",
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // Named explicitly: a path dependency's identity is its folder's name, which differs
        // between checkouts (a worktree, a CI clone); the name keeps `package: "Folio"` stable.
        .package(name: "Folio", path: ".."),
    ],
    targets: [
        // Cairo called directly, for the pixman reference figures the speed targets cite
        // (docs/Benchmarks.md §1.3).
        .systemLibrary(
            name: "CCairoReference", path: "Benchmarks/CCairoReference", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // What every suite shares: the floors and references its figures are quoted against.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Folio", package: "Folio"),
                "CCairoReference",
            ],
            path: "Benchmarks/BenchmarkSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)

// One executable per folder under Benchmarks/; each gets the same dependencies and plugin,
// so adding a suite is adding its name here.
// StatisticsBenchmarks also measures the SDL host's frame statistics (no window is opened).
for name in [
    "CompositorBenchmarks", "CurlBenchmarks", "StatisticsBenchmarks", "PaginationBenchmarks", "SearchBenchmarks",
    "ScrollBenchmarks", "TransitionBenchmarks",
] {
    package.targets.append(
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Folio", package: "Folio"),
                "BenchmarkSupport",
            ] + (name == "StatisticsBenchmarks" ? [.product(name: "FolioSDL", package: "Folio")] : [])
                // The search scenes write their PDF with Cairo's PDF surface.
                + (name == "SearchBenchmarks" ? ["CCairoReference"] : [])
                // The transition scenes are a real page view controller in a headless window.
                + (name == "TransitionBenchmarks" ? [.product(name: "FolioHeadless", package: "Folio")] : []),
            path: "Benchmarks/\(name)",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ))
}

// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Folio",
    products: [
        .library(name: "Folio", targets: ["Folio"]),
        .library(name: "FolioHeadless", targets: ["FolioHeadless"]),
        .library(name: "FolioTesting", targets: ["FolioTesting"]),
        .library(name: "FolioSDL", targets: ["FolioSDL"]),
        .executable(name: "folio", targets: ["folio"]),
        .executable(name: "folio-example", targets: ["FolioExample"]),
        .executable(name: "folio-fuzz", targets: ["FolioFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // EPUB containers are zip files.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // C libraries, each bound once and imported by exactly one Swift module.
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(
            name: "CPoppler", path: "Sources/CPoppler", pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),
        .systemLibrary(
            name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // zlib, for the test fixtures' PNG writer (libpng depends on it, so it is always there).
        .systemLibrary(
            name: "CFolioZlib", path: "Sources/CFolioZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(
            name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(
            name: "CCmarkGFM", path: "Sources/CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
        // GLib's D-Bus (GDBus), for the AT-SPI2 accessibility bridge.
        .systemLibrary(
            name: "CGio", path: "Sources/CGio", pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"]), .brew(["glib"])]),
        // libhyphen ships no pkg-config file; its header and library are in the default paths.
        .systemLibrary(name: "CHyphen", path: "Sources/CHyphen", providers: [.apt(["libhyphen-dev"])]),

        // Layers, bottom to top (docs/Architecture.md §1). Every target lists each module it
        // imports, and make test builds with --explicit-target-dependency-import-check error, so an
        // import from outside a target's dependencies (a higher layer) fails the build.
        .target(name: "FolioCore"),
        .target(name: "FolioUI", dependencies: ["FolioCore"]),
        // Compiler builtins Swift does not expose (a prefetch hint), inline in one header.
        .target(name: "CFolioKernels"),
        // libpng's row-at-a-time reading, with its setjmp error handling kept in C.
        .target(name: "CFolioPNG", dependencies: ["CPNG"]),
        // prctl and a glibc spawn action, which Swift cannot call: the PDF renderer's hygiene.
        .target(name: "CFolioProcess"),
        .target(
            name: "FolioRender",
            dependencies: ["FolioCore", "CCairo", "CPango", "CPoppler", "CTurboJPEG", "CFolioKernels", "CFolioPNG"]),
        .target(name: "FolioPaging", dependencies: ["FolioCore", "FolioUI"]),
        .target(name: "Folio", dependencies: ["FolioCore", "FolioUI", "FolioPaging", "FolioRender"]),
        // The headless window: offline rendering for the app, deterministic hosting for tests.
        .target(name: "FolioHeadless", dependencies: ["FolioCore", "FolioUI", "FolioRender"]),
        // Test support (assertions, recorders, snapshots): links the Testing framework, so
        // only test targets depend on it.
        .target(
            name: "FolioTesting",
            dependencies: [
                "FolioCore", "FolioUI", "FolioPaging", "FolioRender", "FolioHeadless", "CFolioZlib", "CCairo",
            ]),

        // Hosts and the app.
        .target(name: "FolioSDL", dependencies: ["FolioCore", "FolioUI", "FolioRender", "CSDL2"]),
        // The AT-SPI2 bridge that shows a window to Linux screen readers; a host starts it.
        .target(name: "FolioAccessibility", dependencies: ["FolioCore", "FolioUI", "CGio"]),
        .target(
            name: "FolioApp",
            dependencies: [
                "FolioCore", "FolioUI", "FolioPaging", "FolioRender", "FolioSDL", "FolioHeadless", "FolioAccessibility",
                "CCmarkGFM", "CHyphen", "CLibXML2", "CFolioProcess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        .executableTarget(name: "folio", dependencies: ["FolioApp"]),
        .executableTarget(name: "FolioExample", dependencies: ["Folio", "FolioHeadless"]),
        // Fuzz targets: a libFuzzer binary with -D FUZZING (make fuzz), a corpus replayer
        // otherwise (make test). The harness is here, not in the app: it reaches the app's
        // parsers through FolioApp's package AppInputs, so `folio` ships none of it.
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .executableTarget(
            name: "FolioFuzz", dependencies: ["FolioApp", "FolioRender", "CLibFuzzer"], path: "Fuzz/FolioFuzz"),

        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore", "FolioTesting"]),
        .testTarget(name: "FolioUITests", dependencies: ["FolioCore", "FolioUI", "FolioTesting"]),
        .testTarget(
            name: "FolioRenderTests", dependencies: ["FolioCore", "FolioRender", "FolioUI", "FolioTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "FolioPagingTests",
            dependencies: ["FolioCore", "FolioUI", "FolioPaging", "FolioRender", "FolioHeadless", "FolioTesting"],
            exclude: ["__Snapshots__"],
            // The seeds' ported examples load these with Image(named:), as an app loads its own.
            resources: [.process("Seeds/Images")]),
        .testTarget(
            name: "FolioAccessibilityTests", dependencies: ["FolioAccessibility", "FolioCore", "FolioUI", "CGio"]),
        .testTarget(name: "FolioSDLTests", dependencies: ["FolioCore", "FolioRender", "FolioSDL", "FolioUI"]),
        .testTarget(
            name: "FolioAppTests",
            dependencies: [
                "FolioApp", "FolioCore", "FolioUI", "FolioPaging", "FolioRender", "FolioHeadless", "FolioTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)

// Strict settings for every Swift target, in one place (CONTRIBUTING.md, House rules).
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .swiftLanguageMode(.v6),
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .treatAllWarnings(as: .error),
        ]
}

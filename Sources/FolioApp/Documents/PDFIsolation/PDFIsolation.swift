import Foundation

/// How the app draws the pages of a PDF it did not write: in a helper process with limits.
///
/// A PDF's cost only shows when a page is drawn: poppler decodes an image at its full size
/// whatever the scale (a 30,000² image in an 875 KB file is 3.6 GB of pixels), a JBIG2 page
/// allocates what its header claims, and a compressed content stream can inflate to minutes
/// of drawing operators. None of that can be known without doing the work, so the app lets a
/// child process do it: the `folio` executable run again with a hidden subcommand
/// (``PDFRendererCommand``), which limits its own memory and CPU, opens the document once
/// and renders pages on request (``PDFRendererChild``). The app gives each page a wall-clock
/// budget and kills and restarts the child when a page overruns it or the child dies
/// (``IsolatedPDFRenderer``); the page then shows why it is missing, and the others still draw.
struct PDFIsolation: Hashable, Sendable {
    /// The executable started as the renderer: the running `folio` itself in the app,
    /// `.build/debug/folio` in tests (whose own executable is the test runner).
    var executable: String
    /// The most memory the renderer may use by default: 448 MB, so that the reader and its
    /// renderer together stay under half a gigabyte. A page of a scanned book (a 600 dpi
    /// photograph of a page decodes to about 140 MB) fits; a page claiming a 65,535² image
    /// does not.
    static let defaultMemoryLimit = 448 << 20
    /// The most memory the renderer may use (its data segment: heap and private mappings).
    var memoryLimit = PDFIsolation.defaultMemoryLimit
    /// The longest one page may take, from request to its last pixel.
    var timeBudget = Duration.seconds(10)
    /// The most CPU time one page may take, enforced by the kernel in the renderer itself
    /// (`RLIMIT_CPU`), in case the app stops watching.
    var cpuSecondsPerPage = 30
    /// A page drawn within this time in the renderer is drawn again as vectors in the app
    /// when zoomed; a slower one is shown zoomed from its rendered image (see
    /// ``IsolatedPDFRenderer/drawsVectors(ofPage:)``).
    var vectorBudget = Duration.milliseconds(1500)

    /// The isolation the app's documents use; nil draws PDF pages in the process, as the
    /// library's ``PDFDocument`` does for an app that trusts its files (and as tests and the
    /// fuzzer do, unless they ask for isolation).
    @MainActor static var current: PDFIsolation?

    /// The environment variable that turns isolation off (`FOLIO_PDF_ISOLATION=off`), to
    /// compare speed and memory with and without it.
    static let switchVariable = "FOLIO_PDF_ISOLATION"

    /// Isolation for the running `folio` executable, unless the environment turns it off.
    static func forRunningApp(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> PDFIsolation?
    {
        if environment[switchVariable] == "off" { return nil }
        return PDFIsolation(executable: "/proc/self/exe")
    }
}

import FolioCore

/// A renderer of one document's pages in another process, as the app's supervisor
/// (``IsolatedPDFRenderer``) sees it: the real helper process (``PDFRendererProcess``), or
/// a scripted one in tests of the watchdog.
protocol PDFRenderChannel: AnyObject {
    /// Renders page `page` at `scale` pixels per point, giving up after `budget`; returns
    /// what happened and how long it took.
    func render(page: Int, scale: Double, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration)
    /// Whether the renderer is still there to take a request: one that died between pages
    /// (killed from outside) is started again without blaming the next page.
    var isRunning: Bool { get }
    /// Ends the renderer (a killed one is reaped, so no zombie is left).
    func stop()
}

/// What the renderer did with one page.
enum PDFRenderOutcome {
    /// The page's pixels.
    case rendered(Image)
    /// Poppler could not render the page, and said why; the renderer goes on.
    case refused(String)
    /// The page needed more memory than the renderer may use; the renderer goes on.
    case outOfMemory
    /// The page took longer than its budget; the renderer must be stopped.
    case timedOut
    /// The renderer ended while rendering: killed by a signal (its memory limit makes
    /// allocations fail, and poppler aborts; `SIGXCPU` is its CPU limit), or exited.
    case ended(PDFRendererExit)
}

/// How a renderer process ended.
enum PDFRendererExit: Hashable, Sendable {
    case signal(Int32)
    case status(Int32)

    /// Decodes a `waitpid` status (the `WIFSIGNALED` macros do not import into Swift).
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        self = signal != 0 && signal != 0x7F ? .signal(signal) : .status((waitStatus >> 8) & 0xFF)
    }
}

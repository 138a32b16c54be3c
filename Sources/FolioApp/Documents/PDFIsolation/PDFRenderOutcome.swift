import FolioCore

/// What the renderer did with one page.
enum PDFRenderOutcome {
    /// The page's pixels.
    case rendered(Image)
    /// The page's text, as poppler extracts it.
    case text(String)
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

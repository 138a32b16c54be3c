import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a PDF page is shown as a placeholder instead of its pixels.
enum PDFPageFailure: Error, Hashable, Sendable {
    /// Drawing the page needed more memory than the renderer may use.
    case tooLarge(limit: Int)
    /// Drawing the page took longer than its budget.
    case tooSlow(budget: Duration)
    /// The renderer stopped while drawing the page, for another reason.
    case rendererStopped(PDFRendererExit)
    /// Poppler could not draw the page, and said why.
    case damaged(String)
    /// The renderer could not be started, or could not open the document.
    case rendererUnavailable(String)
    /// The document was closed before the page was drawn (never shown: nobody is looking).
    case closed

    /// What a reader sees on the page: one or two short sentences.
    var message: String {
        switch self {
        case .tooLarge(let limit):
            "This page is too large to draw: it needs more than \(Self.amount(limit)) of memory."
        case .tooSlow(let budget):
            "This page took too long to draw (over \(budget.components.seconds) seconds), so Folio stopped."
        case .rendererStopped(.signal(let signal)):
            "This page could not be drawn: the PDF renderer stopped on it (signal \(signal))."
        case .rendererStopped(.status(let status)):
            "This page could not be drawn: the PDF renderer stopped on it (status \(status))."
        case .damaged(let reason):
            "This page could not be drawn: \(reason)"
        case .rendererUnavailable(let reason):
            "This page could not be drawn: the PDF renderer is not available (\(reason))."
        case .closed:
            "This page was not drawn: the document was closed."
        }
    }

    /// What a screen reader reads for a page whose text could not be extracted.
    var textMessage: String {
        switch self {
        case .tooLarge(let limit):
            "This page's text could not be read: it needs more than \(Self.amount(limit)) of memory."
        case .tooSlow(let budget):
            "This page's text could not be read: it took too long (over \(budget.components.seconds) seconds)."
        case .rendererStopped, .damaged, .rendererUnavailable, .closed:
            message.replacing("This page could not be drawn", with: "This page's text could not be read")
        }
    }

    /// `bytes` as a reader would say it: 1 GB, 512 MB.
    private static func amount(_ bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GB" : "\(bytes / 1_048_576) MB"
    }

    /// The failure a renderer's end means: where an allocation at the memory limit is not
    /// survived, poppler aborts (`SIGABRT`) and the Swift runtime traps; `SIGXCPU` is the
    /// CPU limit. Anything else (a crash) is said as it is.
    static func from(_ exit: PDFRendererExit, isolation: PDFIsolation) -> PDFPageFailure {
        switch exit {
        case .signal(SIGABRT), .signal(SIGTRAP), .signal(SIGILL):
            .tooLarge(limit: isolation.memoryLimit)
        case .signal(SIGXCPU):
            .tooSlow(budget: isolation.timeBudget)
        default:
            .rendererStopped(exit)
        }
    }
}

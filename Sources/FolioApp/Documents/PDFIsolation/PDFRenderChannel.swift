import FolioCore

/// A renderer of one document's pages in another process, as the app's supervisor
/// (``IsolatedPDFRenderer``) sees it: the real helper process (``PDFRendererProcess``), or
/// a scripted one in tests of the watchdog.
protocol PDFRenderChannel: AnyObject {
    /// Renders page `page` at `scale` pixels per point, giving up after `budget`; returns
    /// what happened and how long it took.
    func render(page: Int, scale: Double, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration)
    /// Extracts page `page`'s text, giving up after `budget`; returns what happened
    /// (``PDFRenderOutcome/text(_:)`` when it worked) and how long it took.
    func text(page: Int, budget: Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration)
    /// Whether the renderer is still there to take a request: one that died between pages
    /// (killed from outside) is started again without blaming the next page.
    var isRunning: Bool { get }
    /// Ends the renderer (a killed one is reaped, so no zombie is left).
    func stop()
    /// Kills the renderer from any thread while another waits in ``render(page:scale:budget:)``,
    /// which then returns (and reaps it): the reader is closing and its page is not wanted.
    func interrupt()
}

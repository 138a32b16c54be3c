/// Where the reader's requests to the PDF renderer (a page, a page's text) run, and how
/// their results come back to the main actor.
///
/// A request blocks until the renderer answers, for up to the page's time budget, so the
/// reader must not make it on the main thread: the window would take no input and show no
/// frame meanwhile. The app runs requests on a thread of their own
/// (``BackgroundPDFRenderQueue``); tests use a queue they run by hand, so that when a page
/// arrives is a step of the test, not a matter of timing.
protocol PDFRenderQueue: AnyObject, Sendable {
    /// Runs `work` away from the main actor, then `deliver` with its result on the main
    /// actor. Jobs run one at a time, in the order they were submitted, so pages and texts
    /// share the one thread (and the one renderer) and are answered in the order asked.
    func submit<Value: Sendable>(
        _ work: @escaping @Sendable () -> Value, then deliver: @escaping @MainActor @Sendable (Value) -> Void)
}

import Synchronization

/// Where the reader's page requests to the PDF renderer run, and how their results come back
/// to the main actor.
///
/// A request blocks until the renderer answers, for up to the page's time budget, so the
/// reader must not make it on the main thread: the window would take no input and show no
/// frame meanwhile. The app runs requests on a thread of their own
/// (``BackgroundPDFRenderQueue``); tests use a queue they run by hand, so that when a page
/// arrives is a step of the test, not a matter of timing.
protocol PDFRenderQueue: AnyObject, Sendable {
    /// Runs `work` away from the main actor, then `deliver` with its result on the main
    /// actor. Jobs run one at a time, in the order they were submitted.
    func submit(
        _ work: @escaping @Sendable () -> PDFRenderSupervisor.Attempt,
        then deliver: @escaping @MainActor @Sendable (PDFRenderSupervisor.Attempt) -> Void)
}

extension PDFRenderQueue {
    /// Runs `work` (a page's text, asked of the renderer) in the queue's order with its page
    /// requests, then `deliver` with its result on the main actor.
    ///
    /// The queue carries page attempts; a text rides beside one, so that text and pages share
    /// the one thread (and the one renderer) and are answered in the order they were asked.
    func submitText(
        _ work: @escaping @Sendable () -> Result<String, PDFPageFailure>,
        then deliver: @escaping @MainActor @Sendable (Result<String, PDFPageFailure>) -> Void
    ) {
        let answer = Mutex<Result<String, PDFPageFailure>>(.failure(.closed))
        submit(
            {
                let text = work()
                answer.withLock { $0 = text }
                return PDFRenderSupervisor.Attempt(result: .failure(.closed), isQuick: false)
            },
            then: { _ in deliver(answer.withLock { $0 }) })
    }
}

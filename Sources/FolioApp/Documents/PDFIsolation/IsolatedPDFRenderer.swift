import FolioCore

/// Renders one document's pages in a helper process and watches it: a page that takes
/// longer than its budget gets the process killed, a process that dies is started again for
/// the next page, and a page that failed is not tried again (each try would cost the reader
/// the whole budget).
///
/// The process is started on the first page asked for and kept for the document's life, so
/// turning a page costs one request and one copy of its pixels, not a start and an open.
///
/// With a ``queue`` (the reader's), pages are asked for with ``request(page:scale:whenDone:)``
/// and arrive later on the main actor, so a slow page never holds the window; without one
/// (export, which must wait for each page), ``render(page:scale:)`` waits for the page.
@MainActor
final class IsolatedPDFRenderer {
    /// A page at a scale, as asked for.
    private struct Request: Hashable {
        var page: Int
        var scale: Double
    }

    let isolation: PDFIsolation
    private let supervisor: PDFRenderSupervisor
    /// Where requests run when pages are drawn asynchronously; nil: the caller waits.
    var queue: (any PDFRenderQueue)?
    /// Pages that could not be drawn, and why.
    private(set) var failures: [Int: PDFPageFailure] = [:]
    /// Pages the renderer drew within ``PDFIsolation/vectorBudget``.
    private var quickPages: Set<Int> = []
    /// Page requests submitted and not yet delivered, with everyone waiting for each.
    private let waiting = PendingRequests<Request, PDFRenderSupervisor.Attempt>()
    /// The text of pages read lately, within ``textBudget`` bytes, and of pages whose text
    /// could not be read, why.
    private var texts = ByteBoundedCache<Int, Result<String, PDFPageFailure>>(byteLimit: textBudget)
    /// Text requests submitted and not yet delivered, with everyone waiting for each.
    private let waitingForText = PendingRequests<Int, Result<String, PDFPageFailure>>()
    /// The most bytes of page text kept: a few dozen pages of a dense book.
    static let textBudget = 4 << 20

    /// A supervisor of renderers made by `launch` (a ``PDFRendererProcess`` in the app, a
    /// scripted channel in tests).
    init(isolation: PDFIsolation, launch: @escaping () throws(PDFPageFailure) -> any PDFRenderChannel) {
        self.isolation = isolation
        self.supervisor = PDFRenderSupervisor(isolation: isolation, launch: launch)
    }

    /// A supervisor of ``PDFRendererProcess``es for the document at `path`.
    convenience init(isolation: PDFIsolation, path: String, password: String?) {
        self.init(isolation: isolation) { () throws(PDFPageFailure) in
            try PDFRendererProcess(isolation: isolation, path: path, password: password)
        }
    }

    // A page still drawing is not wanted any more: its renderer is killed at once rather
    // than left to finish for nobody (the supervisor outlives this object until the job ends).
    deinit { supervisor.interrupt() }

    /// How many times a renderer was started, for tests of the restarts.
    var launchCount: Int { supervisor.launchCount }

    /// Whether a request is on its way.
    var isDrawing: Bool { !waiting.isEmpty }

    /// Page `page` at `scale` pixels per point, or why it cannot be drawn; waits for it.
    func render(page: Int, scale: Double) -> Result<Image, PDFPageFailure> {
        if let failure = failures[page] { return .failure(failure) }
        let attempt = supervisor.attempt(page: page, scale: scale)
        record(attempt, page: page)
        return attempt.result
    }

    /// Asks for page `page` at `scale` and returns at once; `whenDone` gets the page or why
    /// it cannot be drawn, on the main actor: at once for a page known to have failed,
    /// otherwise once the renderer has answered. Without a ``queue``, the page is drawn
    /// before this returns.
    func request(page: Int, scale: Double, whenDone: @escaping @MainActor (Result<Image, PDFPageFailure>) -> Void) {
        if let failure = failures[page] { return whenDone(.failure(failure)) }
        guard let queue else { return whenDone(render(page: page, scale: scale)) }
        let supervisor = self.supervisor
        waiting.ask(
            Request(page: page, scale: scale), on: queue, work: { supervisor.attempt(page: page, scale: scale) },
            whenDone: { whenDone($0.result) },
            arrived: { [weak self] in self?.record($0, page: page) })
    }

    /// Page `page`'s text as poppler extracts it, read in the renderer under its limits and
    /// watchdog, or why it could not be read; known at once when the page's text was read
    /// lately, nil otherwise (then ask with ``requestText(page:whenDone:)``).
    func cachedText(page: Int) -> Result<String, PDFPageFailure>? {
        if let failure = failures[page], case .tooSlow = failure { return .failure(failure) }
        return texts[page]
    }

    /// Asks for page `page`'s text and returns at once; `whenDone` gets it, or why it could
    /// not be read, on the main actor: at once when it is known, otherwise once the renderer
    /// has answered. Without a ``queue``, the text is read before this returns.
    ///
    /// A page that took too long to draw is not read: reading it runs the same operators.
    func requestText(page: Int, whenDone: @escaping @MainActor (Result<String, PDFPageFailure>) -> Void) {
        if let known = cachedText(page: page) { return whenDone(known) }
        let supervisor = self.supervisor
        guard let queue else {
            let text = supervisor.text(page: page)
            remember(text, page: page)
            return whenDone(text)
        }
        waitingForText.ask(
            page, on: queue, work: { supervisor.text(page: page) }, whenDone: whenDone,
            arrived: { [weak self] in self?.remember($0, page: page) })
    }

    private func remember(_ text: Result<String, PDFPageFailure>, page: Int) {
        switch text {
        case .failure(.closed): break
        // Never more than the renderer sends; a text larger than the budget is not kept,
        // rather than pushing out every other page's.
        case .success(let string) where string.utf8.count > Self.textBudget: break
        case .success(let string): texts.insert(text, for: page, cost: string.utf8.count)
        case .failure: texts.insert(text, for: page, cost: 64)
        }
    }

    /// Whether page `page` may be drawn in the app's own process as vectors (zoomed): only
    /// once the renderer has drawn it, quickly. Poppler decodes a page's images at full size
    /// at any scale, so a page that fitted the renderer's memory at one scale fits at all;
    /// and a zoomed page is drawn once per tile, each running all of its operators again, so
    /// only a page that drew well within its budget is drawn that way.
    func drawsVectors(ofPage page: Int) -> Bool { quickPages.contains(page) }

    private func record(_ attempt: PDFRenderSupervisor.Attempt, page: Int) {
        switch attempt.result {
        case .success:
            if attempt.isQuick { quickPages.insert(page) }
        case .failure(.closed):
            break
        case .failure(let failure):
            failures[page] = failure
        }
    }
}

/// Requests on their way to the renderer, each with everyone waiting for its answer: a page
/// or a text asked for again before it arrives is asked of the renderer once.
@MainActor
private final class PendingRequests<Key: Hashable & Sendable, Value: Sendable> {
    private var waiters: [Key: [@MainActor (Value) -> Void]] = [:]

    var isEmpty: Bool { waiters.isEmpty }

    /// Runs `work` on `queue` for `key` unless it is on its way already; when it is done,
    /// `arrived` gets its answer, then `whenDone` and every other waiter for `key`. Nothing
    /// is delivered once this object is gone (its renderer was closed).
    func ask(
        _ key: Key, on queue: any PDFRenderQueue, work: @escaping @Sendable () -> Value,
        whenDone: @escaping @MainActor (Value) -> Void, arrived: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        if waiters[key] != nil {
            waiters[key]?.append(whenDone)
            return
        }
        waiters[key] = [whenDone]
        queue.submit(work) { [weak self] value in
            guard let self else { return }
            arrived(value)
            for waiter in waiters.removeValue(forKey: key) ?? [] { waiter(value) }
        }
    }
}

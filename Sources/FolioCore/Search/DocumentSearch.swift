/// A search through a document's pages that never holds up the main actor: pages are
/// visited in order from the page the reader is on, wrapping around at the end, and the
/// matches come in as they are found, so "3 of 41+" can show while the rest is counted.
///
/// ```swift
/// let search = DocumentSearch(startPage: current, pageCount: document.pageCount) {
///     try PDFPageSearcher(path: path, matcher: TextMatcher(query))   // its own document
/// }
/// search.onUpdate = { search in
///     label.text = "\(search.hits.count)" + (search.isFinished ? "" : "+")
/// }
/// search.start(on: window.displayLink)
/// ```
///
/// A search runs one of two ways:
/// - **In the background** (``init(startPage:pageCount:searcher:)``): a detached task makes
///   a ``PageSearching`` value and asks it page after page. What it finds waits in an inbox
///   until the main actor collects it with ``collect()``, which ``start(on:)`` does on every
///   frame of a display link, so delivery follows the window's frames (and its clock).
/// - **In steps on the main actor** (``init(startPage:pageCount:pagesPerStep:searchPage:)``),
///   for pages that only the main actor can read (a book typeset as it is read): each
///   ``collect()`` searches a few pages, as a paginator lays out a few pages per frame.
///
/// Hits are numbered in the order they were found, so the first match from where the search
/// started is hit 0, and numbers never change while the search goes on.
///
/// - Note: Tests and tools that want the whole answer call ``finish()``, which returns once
///   every page has been searched, with no display link and no waiting on a clock.
@MainActor
public final class DocumentSearch<Match: Sendable> {
    /// A match and the page it is on.
    public struct Hit: Sendable {
        /// The page, from 0.
        public let page: Int
        /// The match, as the page's searcher described it.
        public let match: Match
    }

    /// Every match found so far, in the order found (from the start page on, wrapping).
    public private(set) var hits: [Hit] = []
    /// Whether every page has been searched (or the search was cancelled or failed).
    public private(set) var isFinished = false
    /// Whether ``cancel()`` stopped the search.
    public private(set) var isCancelled = false
    /// What stopped the search early, if anything did.
    public private(set) var error: (any Error)?
    /// Called on the main actor when hits arrive and when the search finishes.
    public var onUpdate: (@MainActor (DocumentSearch<Match>) -> Void)?
    /// The page the search started on.
    public let startPage: Int

    private var hitsByPage: [Int: Range<Int>] = [:]
    private var engine: Engine
    private var task: Task<Void, Never>?
    private var token: DisplayLink.Token?
    private weak var displayLink: DisplayLink?

    private enum Engine {
        case background(inbox: SearchInbox<Match>, open: @Sendable () throws -> any PageSearching<Match>)
        case stepped(order: PageVisitOrder, perStep: Int, searchPage: @MainActor (Int) -> [Match]?)
    }

    /// A search whose pages are read in the background by a searcher made for it.
    ///
    /// - Parameters:
    ///   - startPage: The page searched first (the reader's page).
    ///   - pageCount: The number of pages, or nil to search until the searcher answers nil.
    ///   - searcher: Makes the searcher, on the search's task: open the document again here
    ///     rather than share the one the main actor draws.
    public init(
        startPage: Int, pageCount: Int?, searcher: @escaping @Sendable () throws -> any PageSearching<Match>
    ) {
        self.startPage = max(startPage, 0)
        engine = .background(
            inbox: SearchInbox(order: PageVisitOrder(startPage: startPage, pageCount: pageCount)),
            open: searcher)
    }

    /// A search whose pages are read on the main actor, `pagesPerStep` pages per ``collect()``.
    ///
    /// - Parameters:
    ///   - startPage: The page searched first.
    ///   - pageCount: The number of pages, or nil to search until `searchPage` answers nil.
    ///   - pagesPerStep: Pages searched per frame; at least 1.
    ///   - searchPage: The matches on a page, or nil past the end.
    public init(
        startPage: Int, pageCount: Int?, pagesPerStep: Int = 2, searchPage: @escaping @MainActor (Int) -> [Match]?
    ) {
        self.startPage = max(startPage, 0)
        engine = .stepped(
            order: PageVisitOrder(startPage: startPage, pageCount: pageCount), perStep: max(pagesPerStep, 1),
            searchPage: searchPage)
    }

    isolated deinit {
        task?.cancel()
        if let token { displayLink?.remove(token) }
    }

    /// Starts searching; with a display link, results are collected on each of its frames
    /// until the search finishes (without one, call ``collect()`` or ``finish()``).
    public func start(on displayLink: DisplayLink? = nil) {
        guard !isFinished, task == nil, token == nil else { return }
        if case .background(let inbox, let open) = engine {
            task = Task.detached(priority: .userInitiated) { Self.run(open: open, into: inbox) }
        }
        guard let displayLink else { return }
        self.displayLink = displayLink
        token = displayLink.add { [weak self] _ in self?.collect() }
    }

    /// Stops the search; what was found stays in ``hits``. ``onUpdate`` is not called again.
    public func cancel() {
        guard !isFinished else { return }
        isCancelled = true
        task?.cancel()
        finishNow()
    }

    /// Takes in what the background task found since the last call, or searches the next
    /// few pages of a stepped search; calls ``onUpdate`` when anything changed.
    public func collect() {
        guard !isFinished else { return }
        switch engine {
        case .background(let inbox, _):
            let (found, done, error) = inbox.take()
            for (page, matches) in found { append(matches, page: page) }
            self.error = self.error ?? error
            if done { finishNow() }
            if !found.isEmpty || done { onUpdate?(self) }
        case .stepped(var order, let perStep, let searchPage):
            var searched = 0
            while searched < perStep, let page = order.next() {
                if let matches = searchPage(page) {
                    append(matches, page: page)
                    searched += 1
                } else {
                    order.endReached()
                }
            }
            engine = .stepped(order: order, perStep: perStep, searchPage: searchPage)
            if order.isDone { finishNow() }
            onUpdate?(self)
        }
    }

    /// Searches to the end and collects everything, then returns.
    public func finish() async {
        if case .background = engine {
            if task == nil, !isFinished { start() }
            await task?.value
        }
        while !isFinished { collect() }
    }

    /// The matches on `page`, in reading order.
    public func matches(onPage page: Int) -> [Match] {
        hitsByPage[page].map { hits[$0].map(\.match) } ?? []
    }

    /// The positions in ``hits`` of the matches on `page`, if it has any.
    public func hitIndices(onPage page: Int) -> Range<Int>? { hitsByPage[page] }

    private func append(_ matches: [Match], page: Int) {
        guard !matches.isEmpty else { return }
        let first = hits.count
        hits += matches.map { Hit(page: page, match: $0) }
        hitsByPage[page] = first..<hits.count
    }

    private func finishNow() {
        isFinished = true
        task = nil
        if let token { displayLink?.remove(token) }
        token = nil
    }

    /// The background task: searches page after page until done or cancelled.
    private nonisolated static func run(
        open: @Sendable () throws -> any PageSearching<Match>, into inbox: SearchInbox<Match>
    ) {
        var order = inbox.order
        do {
            let searcher = try open()
            while !Task.isCancelled, let page = order.next() {
                if let matches = try searcher.matches(onPage: page) {
                    inbox.put(page: page, matches: matches)
                } else {
                    order.endReached()
                }
            }
            inbox.close(error: nil)
        } catch {
            inbox.close(error: error)
        }
    }
}

import FolioCore
import FolioRender

/// The reader's search, without views: the query, the search running for it, the match the
/// reader is on, and what the search field says. The reader's search bar is a thin adapter
/// over it; tests drive it directly.
///
/// Each query is searched from the page the field was opened on (``originPage``). Typing
/// goes to the first match from there as soon as it is found; ``next()`` and ``previous()``
/// move through the matches in the order found, wrapping around. A move past the matches
/// found so far waits for the search to find the next one (or to finish, for a move back
/// from the first). A query that matches nothing, or an emptied field, goes back to the
/// page the search started on.
@MainActor
final class ReaderSearchSession {
    let book: Book
    /// The page the reader was on when the search field opened.
    let originPage: Int
    /// Turns the reader to a page.
    var goToPage: (Int) -> Void
    /// Called whenever the status or the highlights change.
    var onChange: () -> Void = {}
    /// The window's display link, which collects the search's results each frame (nil in
    /// tests that call ``finish()``).
    weak var displayLink: DisplayLink?

    private(set) var query = ""
    private(set) var search: DocumentSearch<[Rect]>?
    /// The position in the search's hits of the match the reader is on.
    private(set) var currentHit: Int?
    /// A move asked for before the search found where it goes.
    private var pendingMove: PendingMove?
    private lazy var reopensPDF: Bool = {
        guard let path = book.singlePDFPath else { return false }
        // A PDF unlocked with a password (which the book does not keep) does not open again.
        return (try? PDFDocument(path: path)) != nil
    }()

    private enum PendingMove { case next, last }

    init(book: Book, originPage: Int, goToPage: @escaping (Int) -> Void) {
        self.book = book
        self.originPage = originPage
        self.goToPage = goToPage
    }

    /// Searches for `query`, dropping the search for the previous one.
    func setQuery(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        search?.cancel()
        search = nil
        currentHit = nil
        pendingMove = nil
        if !TextMatcher(query).isEmpty {
            let search = book.makeSearch(for: query, from: originPage, reopensPDF: reopensPDF)
            search.onUpdate = { [weak self] _ in self?.searchDidUpdate() }
            self.search = search
            search.start(on: displayLink)
        } else {
            // An emptied field: back where the search started.
            goToPage(originPage)
        }
        updateHighlights()
    }

    /// Goes to the next match (Return), the first again after the last.
    func next() {
        guard let search, !search.hits.isEmpty else { return }
        let following = (currentHit ?? -1) + 1
        if following < search.hits.count {
            go(to: following)
        } else if search.isFinished {
            go(to: 0)
        } else {
            pendingMove = .next
        }
    }

    /// Goes to the previous match (Shift-Return), the last after the first.
    func previous() {
        guard let search, !search.hits.isEmpty else { return }
        let current = currentHit ?? 0
        if current > 0 {
            go(to: current - 1)
        } else if search.isFinished {
            go(to: search.hits.count - 1)
        } else {
            pendingMove = .last
        }
    }

    /// Stops searching and takes the highlights off the pages.
    func end() {
        search?.cancel()
        search = nil
        book.searchHighlights = .none
        onChange()
    }

    /// Runs the search to its end (tests, and tools without a display link).
    func finish() async {
        await search?.finish()
    }

    /// What the search field says: "3 of 41", "3 of 41+" while counting, "No matches".
    var status: String {
        guard let search else { return "" }
        if search.hits.isEmpty { return search.isFinished ? "No matches" : "Searching…" }
        let position = (currentHit ?? 0) + 1
        return "\(position) of \(search.hits.count)\(search.isFinished ? "" : "+")"
    }

    /// The page of the match the reader is on.
    var currentPage: Int? { currentHit.flatMap { search?.hits[$0].page } }

    private func searchDidUpdate() {
        guard let search else { return }
        if currentHit == nil, !search.hits.isEmpty {
            go(to: 0)
        } else if search.isFinished, search.hits.isEmpty {
            // A shorter query may have moved the page; one that matches nothing leaves the
            // reader where the search started.
            goToPage(originPage)
        } else if let pending = pendingMove {
            let current = currentHit ?? 0
            switch pending {
            case .next where current + 1 < search.hits.count: go(to: current + 1)
            case .next where search.isFinished: go(to: 0)
            case .last where search.isFinished: go(to: search.hits.count - 1)
            default: break
            }
        }
        updateHighlights()
    }

    private func go(to hit: Int) {
        guard let search, search.hits.indices.contains(hit) else { return }
        pendingMove = nil
        currentHit = hit
        goToPage(search.hits[hit].page)
        updateHighlights()
    }

    private func updateHighlights() {
        var highlights = SearchHighlights()
        if let search {
            for hit in search.hits { highlights.matchesByPage[hit.page, default: []].append(hit.match) }
            if let currentHit, let range = search.hitIndices(onPage: search.hits[currentHit].page) {
                highlights.current = (search.hits[currentHit].page, currentHit - range.lowerBound)
            }
        }
        book.searchHighlights = highlights
        onChange()
    }
}

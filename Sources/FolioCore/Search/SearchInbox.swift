import Synchronization

/// Where a background ``DocumentSearch`` task leaves what it finds until the main actor
/// collects it: a lock around a list, so the task never waits for the main actor.
final class SearchInbox<Match: Sendable>: Sendable {
    private struct State {
        var found: [(page: Int, matches: [Match])] = []
        var isClosed = false
        var error: (any Error)?
    }

    /// The order the task visits pages in.
    let order: PageVisitOrder
    private let state = Mutex(State())

    init(order: PageVisitOrder) {
        self.order = order
    }

    /// Adds the matches of one page (pages without matches too, so progress is visible).
    func put(page: Int, matches: [Match]) {
        state.withLock { $0.found.append((page, matches)) }
    }

    /// Marks the end of the search.
    func close(error: (any Error)?) {
        state.withLock {
            $0.isClosed = true
            $0.error = error
        }
    }

    /// Everything found since the last call, whether the search has ended, and its error.
    func take() -> (found: [(page: Int, matches: [Match])], done: Bool, error: (any Error)?) {
        state.withLock { state in
            let found = state.found
            state.found = []
            return (found, state.isClosed, state.error)
        }
    }
}

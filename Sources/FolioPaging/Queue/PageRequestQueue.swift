/// Requests that arrived while a turn was running or from inside a brain callback.
///
/// Coalescing rules: an absolute request (`set`) supersedes every navigation queued before
/// it, since its destination is the one the caller wants in the end; relative steps queue
/// in order; a reload replaces an earlier queued reload, and a preload distance an earlier one.
struct PageRequestQueue<Page: AnyObject> {
    private(set) var requests: [PageRequest<Page>] = []

    var isEmpty: Bool { requests.isEmpty }

    /// Queues `request` and returns the requests it superseded, whose completions must be
    /// told `false`.
    mutating func enqueue(_ request: PageRequest<Page>) -> [PageRequest<Page>] {
        var superseded: [PageRequest<Page>] = []
        switch request.kind {
        case .set:
            superseded = requests.filter(\.isNavigation)
            requests.removeAll(where: \.isNavigation)
        case .reload:
            requests.removeAll { if case .reload = $0.kind { true } else { false } }
        case .preload:
            requests.removeAll { if case .preload = $0.kind { true } else { false } }
        case .step, .reconfigure:
            break
        }
        requests.append(request)
        return superseded
    }

    /// Takes the oldest request.
    mutating func popFirst() -> PageRequest<Page>? {
        requests.isEmpty ? nil : requests.removeFirst()
    }
}

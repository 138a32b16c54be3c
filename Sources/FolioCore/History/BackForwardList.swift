/// The places a reader jumped away from, to go back and forward through them as a browser
/// does: following a link, choosing a chapter or a search result records where you were, and
/// Back returns there.
///
/// ```swift
/// var history = BackForwardList<Int>()
/// history.leave(12)                          // a link on page 12 goes to page 80
/// if let page = history.goBack(from: 81) {   // the reader read on to page 81
///     show(page)                             // 12; Forward now returns to 81
/// }
/// ```
///
/// The list holds places only; the app says where the reader is each time it moves through
/// the list (`from:`), so pages turned between jumps are kept: going back from page 81 and
/// then forward returns to 81, not to 80.
///
/// - Note: `WKBackForwardList` also keeps a current item, since a web view always shows one
///   URL. A reader's place changes with every page turned, so here the current place is
///   given when it matters instead of stored. Leaving a place after going back drops the
///   forward list, as visiting a new page after going back does in WebKit.
public struct BackForwardList<Place: Equatable & Sendable>: Sendable {
    /// The places Back returns to, the oldest first (the last is the one Back goes to).
    public private(set) var backList: [Place] = []
    /// The places Forward returns to, the nearest first.
    public private(set) var forwardList: [Place] = []
    /// The most places kept back; leaving more drops the oldest.
    public let capacity: Int

    /// An empty list.
    ///
    /// - Parameter capacity: The most places kept back (at least 1); 100 by default.
    public init(capacity: Int = 100) {
        self.capacity = max(capacity, 1)
    }

    /// Whether ``goBack(from:)`` has a place to return to.
    public var canGoBack: Bool { !backList.isEmpty }
    /// Whether ``goForward(from:)`` has a place to return to.
    public var canGoForward: Bool { !forwardList.isEmpty }
    /// The place Back goes to, if any.
    public var backItem: Place? { backList.last }
    /// The place Forward goes to, if any.
    public var forwardItem: Place? { forwardList.first }

    /// Records `place` as left for a jump somewhere else, and drops the forward list.
    ///
    /// Leaving the place that is already the last one back (two jumps in a row from the
    /// same page) records it once.
    public mutating func leave(_ place: Place) {
        forwardList.removeAll()
        guard backList.last != place else { return }
        backList.append(place)
        if backList.count > capacity { backList.removeFirst(backList.count - capacity) }
    }

    /// Goes back one place.
    ///
    /// - Parameter current: Where the reader is now; Forward returns to it.
    /// - Returns: The place to show, or `nil` when there is none (nothing changes then).
    public mutating func goBack(from current: Place) -> Place? {
        guard let place = backList.popLast() else { return nil }
        forwardList.insert(current, at: 0)
        if forwardList.count > capacity { forwardList.removeLast(forwardList.count - capacity) }
        return place
    }

    /// Goes forward one place.
    ///
    /// - Parameter current: Where the reader is now; Back returns to it.
    /// - Returns: The place to show, or `nil` when there is none (nothing changes then).
    public mutating func goForward(from current: Place) -> Place? {
        guard !forwardList.isEmpty else { return nil }
        let place = forwardList.removeFirst()
        backList.append(current)
        if backList.count > capacity { backList.removeFirst(backList.count - capacity) }
        return place
    }

    /// Forgets every place.
    public mutating func removeAll() {
        backList.removeAll()
        forwardList.removeAll()
    }
}

/// The order a ``DocumentSearch`` visits pages in: from the start page to the end, then
/// from the first page back to the start page, as a reader's "find next" wraps around.
///
/// ```swift
/// var order = PageVisitOrder(startPage: 3, pageCount: 5)
/// while let page = order.next() { … }    // 3, 4, 0, 1, 2
/// ```
///
/// When the page count is not known (a book still being paginated), the end is found by
/// asking: a page that turns out not to exist is reported with ``endReached()``.
public struct PageVisitOrder: Hashable, Sendable {
    /// The page visited first.
    public let startPage: Int
    /// The number of pages, when known.
    public let pageCount: Int?
    private var page: Int
    private var wrapped = false
    /// Whether every page has been visited.
    public private(set) var isDone = false

    /// Creates the order for a document of `pageCount` pages (nil: not known yet).
    ///
    /// - Parameters:
    ///   - startPage: The first page visited; a negative one counts as 0.
    ///   - pageCount: The number of pages, or nil when the end is found by ``endReached()``.
    public init(startPage: Int, pageCount: Int?) {
        self.startPage = max(startPage, 0)
        self.pageCount = pageCount.map { max($0, 0) }
        page = self.startPage
    }

    /// The next page to visit, or nil once every page has been.
    public mutating func next() -> Int? {
        while !isDone {
            if wrapped, page >= startPage {
                isDone = true
            } else if let pageCount, page >= pageCount {
                wrapAround()
            } else {
                let current = page
                page += 1
                return current
            }
        }
        return nil
    }

    /// Reports that the page last returned by ``next()`` does not exist: the end of the
    /// document, from where the order goes on at the first page.
    public mutating func endReached() {
        wrapAround()
    }

    private mutating func wrapAround() {
        if wrapped || startPage == 0 {
            isDone = true
        } else {
            wrapped = true
            page = 0
        }
    }
}

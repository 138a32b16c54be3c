/// Finds matches on one page at a time, for a ``DocumentSearch`` that runs in the background.
///
/// A searcher is created on the search's own task and used only there, so it may hold what
/// must not be shared between threads: a second handle on the document, opened for the
/// search (a PDF library's document is seldom thread-safe).
///
/// ```swift
/// struct LinesSearcher: PageSearching {
///     let pages: [String]
///     let matcher: TextMatcher
///     func matches(onPage page: Int) throws -> [Range<Int>]? {
///         page < pages.count ? matcher.utf8Ranges(in: pages[page]) : nil
///     }
/// }
/// ```
public protocol PageSearching<Match> {
    /// What one match is: rectangles on the page, a range of its text, …
    associatedtype Match: Sendable

    /// The matches on page `page`, in reading order.
    ///
    /// - Parameter page: The page, from 0.
    /// - Returns: The page's matches (empty when none), or nil when `page` is past the end.
    /// - Throws: Whatever stops the search; the search ends and keeps what it found.
    func matches(onPage page: Int) throws -> [Match]?
}

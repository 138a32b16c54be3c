/// An entry of a book's table of contents: a chapter title and the page it starts on.
struct BookContentsEntry: Hashable, Sendable {
    var title: String
    /// The page index (from 0) the chapter starts on.
    var pageIndex: Int
    /// Nesting depth, 0 for top-level chapters; sections are indented under them.
    var depth: Int
}

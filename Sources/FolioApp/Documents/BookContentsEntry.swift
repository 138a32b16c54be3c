/// An entry of a book's table of contents: a chapter title and the page it starts on.
struct BookContentsEntry: Hashable, Sendable {
    var title: String
    /// The page index (from 0) the chapter starts on, for books whose pages do not move.
    var pageIndex: Int
    /// Where the chapter starts in a typeset text; ``Book/pageIndex(of:)`` turns it into the
    /// page it is on for the current pagination.
    var position: RichPosition?
    /// Where the chapter is in an EPUB's spine (`chapter.xhtml#id`), for a chapter that may
    /// not be converted yet: ``Book/pageIndex(of:)`` converts up to it to find its place.
    var href: String?
    /// Nesting depth, 0 for top-level chapters; sections are indented under them.
    var depth: Int

    init(title: String, pageIndex: Int = 0, position: RichPosition? = nil, href: String? = nil, depth: Int) {
        self.title = title
        self.pageIndex = pageIndex
        self.position = position
        self.href = href
        self.depth = depth
    }
}

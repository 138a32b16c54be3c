/// A place in a book the reader can return to: a page, and for a typeset page the position
/// of its first character, so that going back after a resize lands on the same words.
struct ReaderPlace: Equatable, Sendable {
    /// The page index when the place was left.
    var page: Int
    /// The first character of that page, for a typeset text page.
    var position: RichPosition?
}

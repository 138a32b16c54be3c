/// Where a link on a page of a ``Book`` goes, once resolved.
enum BookLink: Equatable, Sendable {
    /// A page of the book (a PDF's internal link or named destination).
    case page(Int)
    /// A place in the typeset text (an EPUB cross-reference, a Markdown `#heading` link),
    /// turned into a page for the current pagination when followed.
    case position(RichPosition)
    /// An address outside the book, opened only when the reader confirms.
    case external(String)
}

/// Text selected on one page of a book: from where the press was (the anchor) to where the
/// pointer is (the focus), either way round.
///
/// Carets are in the page's own terms, not the view's, so a selection survives zooming, a
/// resized window and any layout that shows the page: on a typeset page a placement and a
/// UTF-8 offset into the text it lays out, on a PDF page a character of poppler's text
/// (placement 0).
struct TextSelection: Hashable, Sendable {
    /// A place between two characters of a page.
    struct Caret: Hashable, Sendable, Comparable {
        /// The placement on a typeset page (0 on a PDF page).
        var block: Int
        /// The UTF-8 offset in the placement's text, or the character index on a PDF page.
        var offset: Int

        static func < (lhs: Caret, rhs: Caret) -> Bool {
            (lhs.block, lhs.offset) < (rhs.block, rhs.offset)
        }
    }

    /// The page, from 0.
    var page: Int
    /// Where the selection started.
    var anchor: Caret
    /// Where it was dragged to.
    var focus: Caret

    /// The first caret in reading order.
    var start: Caret { min(anchor, focus) }
    /// The last caret in reading order.
    var end: Caret { max(anchor, focus) }
    /// Whether nothing is selected yet (a press before it moved).
    var isEmpty: Bool { anchor == focus }
}

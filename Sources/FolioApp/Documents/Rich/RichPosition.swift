/// A place in a typeset ``RichDocument``: the reading position a page starts at.
///
/// Pages change when the window is resized or the text size changes, but positions do
/// not: the reader remembers the position of the first character on screen and, after
/// re-paginating, shows the page that contains it. Because the position is a character
/// offset and not a page number or a fraction, flipping the size back and forth never
/// drifts.
///
/// `item` counts the typesetter's flattened items (each paragraph, list item, code block,
/// table row group, rule or picture is one, in reading order); `offset` is a UTF-8 offset
/// into that item's text (0 for items without text).
struct RichPosition: Hashable, Comparable, Sendable {
    var item: Int
    var offset: Int

    init(item: Int, offset: Int = 0) {
        self.item = item
        self.offset = offset
    }

    /// The start of the document.
    static let start = RichPosition(item: 0, offset: 0)

    static func < (lhs: RichPosition, rhs: RichPosition) -> Bool {
        (lhs.item, lhs.offset) < (rhs.item, rhs.offset)
    }
}

/// A list: bulleted or numbered, tight or loose, of items that hold blocks.
struct RichList: Hashable, Sendable {
    /// How items are marked.
    enum Marker: Hashable, Sendable {
        /// A bullet; nesting picks the glyph (•, ◦, ▪).
        case bullet
        /// Numbers counting up from `start` (which may be 0 or large, as the source says),
        /// written as `numbering` says and followed by `delimiter` ("." or ")").
        case ordered(start: Int, delimiter: Character, numbering: ListNumbering = .decimal)
        /// No marker (CSS's `list-style-type: none`, and an EPUB's navigation lists).
        case none
    }

    var marker: Marker
    /// Whether items are set without space between them (CommonMark's tight lists).
    var isTight: Bool
    var items: [RichListItem]

    init(marker: Marker, isTight: Bool = true, items: [RichListItem]) {
        self.marker = marker
        self.isTight = isTight
        self.items = items
    }
}

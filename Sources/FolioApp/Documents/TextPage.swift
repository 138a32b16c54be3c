import FolioCore

/// One page of paginated text: blocks with their frames in page coordinates.
struct TextPage: Hashable, Sendable {
    /// A block (or the part of a block) placed on the page.
    struct Placement: Hashable, Sendable {
        var role: TextBlock.Role
        var text: String
        /// Where the text is drawn, in page coordinates; its height is the measured height.
        var frame: Rect
    }

    var placements: [Placement]

    /// The page's text, block by block (for tests and the app's state reports).
    var text: String { placements.map(\.text).joined(separator: "\n") }
}

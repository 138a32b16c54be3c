/// A unit of running text in a paginated document: a heading, a paragraph, a list item, a
/// quotation or a code block, with inline Markdown already resolved to plain text.
struct TextBlock: Hashable, Sendable {
    /// What the block is, which decides its style.
    enum Role: Hashable, Sendable {
        /// A heading, level 1 (largest) to 6.
        case heading(level: Int)
        case paragraph
        /// A bullet or numbered item; the marker is part of the text.
        case listItem
        case quote
        /// Preformatted text in a monospaced font; line breaks are kept.
        case code
    }

    var role: Role
    var text: String

    init(_ role: Role, _ text: String) {
        self.role = role
        self.text = text
    }

    /// Whether the role is a heading (which is never split and stays with what follows).
    var isHeading: Bool {
        if case .heading = role { return true }
        return false
    }
}

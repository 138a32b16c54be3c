/// How the lines of a block (or the cells of a table column) are aligned.
enum RichAlignment: Hashable, Sendable {
    /// Start of the line in the text's direction (left in English, right in Arabic).
    case natural
    case left
    case center
    case right
    /// Both edges (CSS `text-align: justify`).
    case justified
}

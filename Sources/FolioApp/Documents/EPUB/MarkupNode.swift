/// A node of a ``MarkupElement``'s content: an element or a run of text.
enum MarkupNode: Hashable, Sendable {
    case element(MarkupElement)
    case text(String)
}

/// The elements enclosing the one being styled, innermost first, as a shared chain: each
/// element adds one link to its parent's chain, so walking a chapter costs one link per
/// element however deep it nests (an array copied for every element would cost its depth).
final class CSSAncestors: Sendable {
    let element: CSSElement
    let parent: CSSAncestors?

    init(_ element: CSSElement, parent: CSSAncestors?) {
        self.element = element
        self.parent = parent
    }

    /// The chain of `elements`, given root first.
    static func chain(_ elements: [CSSElement]) -> CSSAncestors? {
        elements.reduce(nil) { CSSAncestors($1, parent: $0) }
    }
}

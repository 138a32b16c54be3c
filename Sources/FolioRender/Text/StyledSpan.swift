import FolioCore

/// A styled range of a ``StyledParagraph``.
package struct StyledSpan: Hashable, Sendable {
    /// UTF-8 byte offsets into the paragraph's text.
    package var range: Range<Int>
    package var attributes: StyledAttributes

    package init(range: Range<Int>, attributes: StyledAttributes) {
        self.range = range
        self.attributes = attributes
    }
}

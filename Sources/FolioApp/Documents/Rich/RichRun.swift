/// A run of text with one set of inline styles, and the link it belongs to.
struct RichRun: Hashable, Sendable {
    var text: String
    var style: RichInlineStyle
    /// The link's destination (a URL or a `#fragment`), when the run is inside a link.
    var link: String?

    init(_ text: String, style: RichInlineStyle = [], link: String? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }
}

extension XHTMLConverter {
    /// The state inherited from enclosing elements: HTML's (emphasis, links, `<pre>`) and
    /// the computed values of the inherited CSS properties.
    struct Context {
        var style: RichInlineStyle = []
        var link: String?
        var alignment: RichAlignment = .natural
        var preformatted = false
        /// `hidden` or `display: none`: nothing inside is shown (pandoc's landmarks list).
        var isHidden = false
        /// Inside a `<nav>`: EPUB 3 has its lists unmarked unless a style sheet says otherwise.
        var inNav = false
        /// The `list-style-type` a style sheet set here or on an ancestor (CSS inherits it).
        var listStyle: ListStyle?
        /// The enclosing elements, innermost first, for descendant and child selectors.
        var ancestors: CSSAncestors?
        /// The computed font size as a multiple of the reader's text size.
        var fontScale = 1.0
        /// Whether a style sheet's `font-size` applies here (else the reader's sizes do).
        var hasFontSize = false
        /// The book's pixel size that the reader's text size stands for: its body's
        /// absolute `font-size` (16 px, CSS's medium, when it sets none).
        var basePixels = 16.0
        /// The left indent the boxes around here add up to, in reader ems.
        var indent = 0.0
        /// CSS `text-indent` (inherited), in reader ems.
        var textIndent = 0.0
        /// What this element's own rules set (margins and breaks, which are not inherited).
        var own = EPUBStyleSheet.Declarations()
    }
}

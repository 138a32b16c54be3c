/// The inline HTML tags met so far in a paragraph (`<b>`, `<em>`, `<code>`, `<a href>`, …)
/// and what they do to the text that follows: Markdown passes each tag through on its own,
/// so their effect has to be remembered between them.
struct InlineHTMLState {
    private var counts: [String: Int] = [:]
    private var links: [String] = []

    /// The styles the open tags give.
    var style: RichInlineStyle {
        var style: RichInlineStyle = []
        for (name, count) in counts where count > 0 {
            if let tagStyle = Self.styles[name] { style.insert(tagStyle) }
        }
        return style
    }

    /// The innermost open link.
    var link: String? { links.last }

    private static let styles: [String: RichInlineStyle] = [
        "b": .strong, "strong": .strong, "i": .emphasis, "em": .emphasis, "cite": .emphasis, "code": .code,
        "kbd": .code, "tt": .code, "samp": .code, "del": .strikethrough, "s": .strikethrough,
        "strike": .strikethrough, "sup": .superscript, "sub": .subscript, "u": .underline, "ins": .underline,
    ]

    /// Takes the source of one inline HTML node; returns text to insert (a line break for
    /// `<br>`), or nil when the tag only changes state or is dropped.
    mutating func consume(_ source: String) -> String? {
        guard let tag = HTMLTag(source[...]) else { return nil }
        return consume(tag)
    }

    mutating func consume(_ tag: HTMLTag) -> String? {
        if tag.name == "br" { return "\n" }
        if tag.name == "a" {
            if tag.isClosing {
                if !links.isEmpty { links.removeLast() }
            } else if let href = tag.attributes["href"] {
                links.append(href)
            }
            return nil
        }
        guard Self.styles[tag.name] != nil else { return nil }
        counts[tag.name] = max((counts[tag.name] ?? 0) + (tag.isClosing ? -1 : 1), 0)
        return nil
    }
}

/// Inline text: a sequence of runs, each with its own style and link.
///
/// Parsers append runs as they walk inline nodes; adjacent runs with equal attributes may
/// stay separate (the typesetter does not care). A hard line break is a `"\n"` in a run's
/// text; a soft line break is a space.
struct RichText: Hashable, Sendable, ExpressibleByStringLiteral {
    var runs: [RichRun]

    init(_ runs: [RichRun] = []) { self.runs = runs }

    /// Plain text in one unstyled run.
    init(_ string: String) { self.runs = string.isEmpty ? [] : [RichRun(string)] }

    init(stringLiteral value: String) { self.init(value) }

    /// The text without styles (for tests, titles and alt text).
    var plainText: String { runs.map(\.text).joined() }

    /// Whether there is nothing but white space.
    var isBlank: Bool { runs.allSatisfy { $0.text.allSatisfy(\.isWhitespace) } }

    /// Appends a run, merging it into the last one when their attributes are equal.
    mutating func append(_ run: RichRun) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.style == run.style, last.link == run.link {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// Appends every run of `other`.
    mutating func append(contentsOf other: RichText) {
        for run in other.runs { append(run) }
    }
}

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

/// The inline styles a run can carry; they combine (`[.strong, .emphasis]`).
struct RichInlineStyle: OptionSet, Hashable, Sendable {
    let rawValue: UInt16
    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Italic (Markdown `*x*`, HTML `<em>`, `<i>`, CSS `font-style: italic`).
    static let emphasis = RichInlineStyle(rawValue: 1 << 0)
    /// Bold (Markdown `**x**`, HTML `<strong>`, `<b>`, CSS `font-weight: bold`).
    static let strong = RichInlineStyle(rawValue: 1 << 1)
    /// A code span: monospaced on a tint, never hyphenated.
    static let code = RichInlineStyle(rawValue: 1 << 2)
    /// Struck through (GFM `~~x~~`, HTML `<del>`, `<s>`).
    static let strikethrough = RichInlineStyle(rawValue: 1 << 3)
    /// Raised and smaller (HTML `<sup>`, footnote references).
    static let superscript = RichInlineStyle(rawValue: 1 << 4)
    /// Lowered and smaller (HTML `<sub>`).
    static let `subscript` = RichInlineStyle(rawValue: 1 << 5)
    /// Small capitals (CSS `font-variant: small-caps`).
    static let smallCaps = RichInlineStyle(rawValue: 1 << 6)
    /// Underlined (HTML `<u>`, `<ins>`).
    static let underline = RichInlineStyle(rawValue: 1 << 7)
}

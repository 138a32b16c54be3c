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

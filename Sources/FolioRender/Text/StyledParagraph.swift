package import FolioCore

/// Text with styled spans, ready for Pango: the unit the app's rich-text typesetter hands
/// to ``ParagraphLayout``. Spans are UTF-8 byte ranges, as Pango's attributes are.
///
/// ```swift
/// var paragraph = StyledParagraph(text: "Use grep here", font: Font(family: "Serif", size: 18))
/// paragraph.spans.append(StyledSpan(range: 4..<8, attributes: .init(traits: [.monospace, .noHyphens])))
/// ```
package struct StyledParagraph: Hashable, Sendable {
    /// How lines are broken.
    package enum Wrapping: Hashable, Sendable {
        /// At word boundaries (UAX #14), and inside a word only when it is wider than a line.
        case words
        /// At any character: preformatted code, where the break must not depend on words.
        case characters
    }

    package var text: String
    package var spans: [StyledSpan]
    package var font: Font
    package var color: Color
    package var lineSpacing: Double
    package var alignment: TextAlignment
    package var wrapping: Wrapping
    /// A BCP 47 tag for Pango's language-specific shaping and breaking, nil for the default.
    package var language: String?

    package init(
        text: String, spans: [StyledSpan] = [], font: Font, color: Color = Color(white: 0), lineSpacing: Double = 0,
        alignment: TextAlignment = .natural, wrapping: Wrapping = .words, language: String? = nil
    ) {
        self.text = text
        self.spans = spans
        self.font = font
        self.color = color
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.wrapping = wrapping
        self.language = language
    }
}

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

/// What a span changes: font traits, colours and decorations.
package struct StyledAttributes: Hashable, Sendable {
    package struct Traits: OptionSet, Hashable, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }
        package static let bold = Traits(rawValue: 1 << 0)
        package static let italic = Traits(rawValue: 1 << 1)
        package static let monospace = Traits(rawValue: 1 << 2)
        package static let strikethrough = Traits(rawValue: 1 << 3)
        package static let underline = Traits(rawValue: 1 << 4)
        package static let superscript = Traits(rawValue: 1 << 5)
        package static let `subscript` = Traits(rawValue: 1 << 6)
        package static let smallCaps = Traits(rawValue: 1 << 7)
        /// Pango must not add a hyphen when it breaks inside this span (code).
        package static let noHyphens = Traits(rawValue: 1 << 8)
    }

    package var traits: Traits
    package var foreground: Color?
    package var background: Color?
    /// A font size in points replacing the paragraph's.
    package var size: Double?

    package init(traits: Traits = [], foreground: Color? = nil, background: Color? = nil, size: Double? = nil) {
        self.traits = traits
        self.foreground = foreground
        self.background = background
        self.size = size
    }
}

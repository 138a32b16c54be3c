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
        /// Preformatted code: at spaces and at the seams of names (see ``CodeBreaks``), inside
        /// a name only when it is wider than a line, and never right after a line's
        /// indentation, which would be left alone on a line of its own.
        case code
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

/// How a ``TextMatcher`` compares a query with text, the counterpart of the
/// `NSString.CompareOptions` that `String.range(of:options:)` and PDFKit's
/// `findString(_:withOptions:)` take.
///
/// ```swift
/// let anyCase = TextMatcher("Straße")                         // case- and diacritic-insensitive
/// let exact = TextMatcher("Straße", options: [])              // as typed
/// let accents = TextMatcher("café", options: .caseInsensitive) // "Café" yes, "cafe" no
/// ```
public struct TextSearchOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// "Word", "WORD" and "word" match, and so do "Straße" and "STRASSE" (full case folding,
    /// as Foundation's `.caseInsensitive` does).
    public static let caseInsensitive = TextSearchOptions(rawValue: 1 << 0)
    /// "é" matches "e", "Å" matches "A": combining marks are ignored once letters are
    /// decomposed.
    public static let diacriticInsensitive = TextSearchOptions(rawValue: 1 << 1)

    /// What a reader's search field does: case- and diacritic-insensitive.
    public static let readerDefault: TextSearchOptions = [.caseInsensitive, .diacriticInsensitive]
}

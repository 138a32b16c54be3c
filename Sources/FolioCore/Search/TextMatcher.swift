/// Finds a query in text the way a reader's search field does, returning ranges of the
/// original text: `String.range(of:options:)` for every match at once, without Foundation.
///
/// ```swift
/// let matcher = TextMatcher("resume")                   // case- and diacritic-insensitive
/// let text = "Her Résumé, his RESUME."
/// for range in matcher.ranges(in: text) {
///     print(text[range])                                // "Résumé", then "RESUME"
/// }
/// ```
///
/// Text and query are compared letter by letter after *folding*: each Unicode scalar is
/// decomposed (compatibility decomposition when an insensitive option is set, so the
/// ligature "ﬁ" matches "fi"; canonical otherwise, so a precomposed "é" always matches "e"
/// followed by a combining acute), then case-folded (`.caseInsensitive`, full folding:
/// "ß" matches "ss"), then stripped of combining marks (`.diacriticInsensitive`). Soft
/// hyphens and zero-width spaces and joiners are always ignored: a typesetter inserts
/// them where a word may break, and a reader searching a word never types them.
///
/// A match always covers whole characters of the text: one that ends inside a letter
/// folded to several ("s" in "ß") covers the whole letter, and accents that follow a
/// matched letter belong to the match. With `.diacriticInsensitive` off, a match may not
/// stop before an accent of its last letter ("e" does not match the "e" of "é").
///
/// - Note: Matches do not overlap and come in the order of the text, as
///   `PDFDocument.findString(_:withOptions:)` returns them in PDFKit.
public struct TextMatcher: Hashable, Sendable {
    /// The query as typed.
    public let query: String
    /// How the query is compared.
    public let options: TextSearchOptions
    /// The folded query, one Unicode scalar value per element.
    let folded: [UInt32]

    /// Creates a matcher for `query`.
    ///
    /// - Parameters:
    ///   - query: What to find. A query that folds to nothing (empty, or only accents when
    ///     accents are ignored) finds nothing.
    ///   - options: How to compare; case- and diacritic-insensitive by default.
    public init(_ query: String, options: TextSearchOptions = .readerDefault) {
        self.query = query
        self.options = options
        var folder = ScalarFolder(options: options)
        var units: [UInt32] = []
        for scalar in query.unicodeScalars { units += folder.fold(scalar.value) }
        folded = units
    }

    /// Whether the query folds to nothing, so that it finds nothing.
    public var isEmpty: Bool { folded.isEmpty }

    /// The ranges of `text` that match, in order, not overlapping.
    ///
    /// - Parameter text: Where to look.
    /// - Returns: Ranges of `text`'s own indices; empty when nothing matches.
    public func ranges(in text: String) -> [Range<String.Index>] {
        let utf8 = text.utf8
        return utf8Ranges(in: text).map { range in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return start..<utf8.index(start, offsetBy: range.count)
        }
    }

    /// The matches in `text` as UTF-8 byte offsets, what layout engines such as Pango and a
    /// paginator's positions count in.
    ///
    /// - Parameters:
    ///   - text: Where to look.
    ///   - limit: The most matches returned; the search stops there.
    /// - Returns: Byte ranges of `text`, in order, not overlapping.
    public func utf8Ranges(in text: String, limit: Int = .max) -> [Range<Int>] {
        guard !folded.isEmpty, limit > 0 else { return [] }
        if let found = text.utf8.withContiguousStorageIfAvailable({ matches(in: $0, limit: limit) }) {
            return found
        }
        return Array(text.utf8).withUnsafeBufferPointer { matches(in: $0, limit: limit) }
    }

    /// The number of matches in `text`, without building their ranges.
    public func numberOfMatches(in text: String) -> Int { utf8Ranges(in: text).count }

    private func matches(in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [Range<Int>] {
        var scanner = MatchScanner(bytes: bytes, query: folded, folder: ScalarFolder(options: options))
        var found: [Range<Int>] = []
        var start = 0
        while start < bytes.count, found.count < limit {
            if let end = scanner.match(at: start) {
                found.append(start..<end)
                start = end
            } else {
                start = scanner.nextScalar(after: start)
            }
        }
        return found
    }
}

/// Where a line (and so a page) may break inside running text: after a run of spaces, and
/// between Chinese, Japanese or Korean characters, which are written without spaces.
enum BreakOpportunities {
    /// Every break position in `text`, in order, ending with `text.endIndex`. A word with no
    /// break inside it stays whole, except that a single "word" longer than 200 characters
    /// (a URL, a base64 blob) may break between any two characters.
    static func all(in text: Substring) -> [Substring.Index] {
        prefix(in: text, count: .max)
    }

    /// The first `count` break positions in `text`, stopping early at the first break after
    /// `characters` characters; see ``prefix(in:count:)``. Breaks every 200 characters of a
    /// text without spaces would otherwise make 64 breaks several pages long.
    static func prefix(in text: Substring, count: Int, withinCharacters characters: Int) -> [Substring.Index] {
        prefix(in: text, count: count, characterLimit: characters)
    }

    /// The first `count` break positions in `text` (fewer when the text has fewer); the last
    /// is `text.endIndex` exactly when the scan reached the end. Stops scanning there, so
    /// asking for a page's worth of breaks costs a page, not the rest of the paragraph.
    static func prefix(in text: Substring, count: Int) -> [Substring.Index] {
        prefix(in: text, count: count, characterLimit: .max)
    }

    private static func prefix(in text: Substring, count: Int, characterLimit: Int) -> [Substring.Index] {
        guard count > 0 else { return [] }
        var scanned = 0
        var result: [Substring.Index] = []
        var previous: Character?
        var sinceLastBreak = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let previous, index != text.startIndex {
                let afterSpace = previous.isWhitespace && !character.isWhitespace
                let ideographic =
                    (isIdeographic(previous) || isIdeographic(character)) && !character.isWhitespace
                    && !isClosingPunctuation(character)
                if afterSpace || ideographic || sinceLastBreak >= 200 {
                    result.append(index)
                    sinceLastBreak = 0
                    if result.count == count || scanned >= characterLimit { return result }
                }
            }
            previous = character
            sinceLastBreak += 1
            scanned += 1
            index = text.index(after: index)
        }
        result.append(text.endIndex)
        return result
    }

    /// The first break position after the start (the end of the first word).
    static func first(in text: Substring) -> Substring.Index {
        prefix(in: text, count: 1).first ?? text.endIndex
    }

    /// Whether `character` is from a script written without spaces between words.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x2E80...0x9FFF,  // CJK radicals, punctuation, kana, unified ideographs
            0xAC00...0xD7AF,  // Hangul syllables
            0xF900...0xFAFF,  // compatibility ideographs
            0xFF00...0xFFEF,  // full-width forms
            0x20000...0x3FFFF:  // extension ideographs
            return true
        default:
            return false
        }
    }

    /// Punctuation that must not start a line (CJK "kinsoku" rule, the common cases).
    private static func isClosingPunctuation(_ character: Character) -> Bool {
        "，。、；：？！）」』】》〉”’…,.;:?!)".contains(character)
    }
}

/// Reads a plain-text file into paragraphs: blank lines separate paragraphs, and the hard
/// line breaks of text wrapped at 72 or 80 columns are joined. A paragraph longer than
/// `PlainTextStream.maximumPieceBytes` is cut into pieces of that size (at a space when
/// there is one near), laid out as paragraphs, as the stream cuts one.
enum PlainTextParser {
    static func document(from source: String) -> RichDocument {
        var blocks: [RichBlock] = []
        var lines: [Substring] = []
        func flush() {
            guard !lines.isEmpty else { return }
            for piece in pieces(of: joinLines(lines)) { blocks.append(RichBlock(.paragraph(RichText(piece)))) }
            lines = []
        }
        for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = line.trimmingScalars(in: invisibleEdges)
            if line.isEmpty { flush() } else { lines.append(line) }
        }
        flush()
        return RichDocument(blocks: blocks)
    }

    /// What a line loses at both ends: spaces, tabs, and the characters that have no width
    /// (zero-width space, non-joiner and joiner, word joiner, byte-order mark). At a line's
    /// edge they join or part nothing; and a line of nothing else is blank, so a file of them
    /// is a page, not thousands of pages of paragraphs that show nothing. Scalars, not
    /// characters: a joiner is part of the character before it.
    static let invisibleEdges: Set<Unicode.Scalar> = [
        " ", "\t", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}",
    ]

    /// `paragraph` in pieces of at most `bytes` UTF-8 bytes, each cut at the last space in
    /// its last 256 bytes (the space goes), else between two characters.
    static func pieces(of paragraph: String, bytes: Int = PlainTextStream.maximumPieceBytes) -> [String] {
        guard paragraph.utf8.count > bytes else { return [paragraph] }
        var result: [String] = []
        var piece = ""
        var pieceBytes = 0
        for character in paragraph {
            let size = character.utf8.count
            if pieceBytes + size > bytes, !piece.isEmpty {
                let tailStart = piece.utf8.index(piece.endIndex, offsetBy: -min(256, piece.utf8.count))
                if let space = piece[tailStart...].lastIndex(of: " ") {
                    result.append(String(piece[..<space]))
                    piece = String(piece[piece.index(after: space)...])
                } else {
                    result.append(piece)
                    piece = ""
                }
                pieceBytes = piece.utf8.count
            }
            piece.append(character)
            pieceBytes += size
        }
        if !piece.isEmpty { result.append(piece) }
        return result
    }

    /// Joins wrapped lines with a space, except between two CJK characters (which are
    /// written without spaces).
    static func joinLines(_ lines: [Substring]) -> String {
        var result = ""
        for line in lines {
            if let last = result.last, let first = line.first, !(isIdeographic(last) && isIdeographic(first)) {
                result += " "
            }
            result += line
        }
        return result
    }

    /// Whether `character` is written without spaces around it (Chinese, Japanese, Korean
    /// syllables and full-width forms), so a line break between two of them is no space.
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
}

extension Substring {
    /// The substring without leading and trailing scalars from `set`.
    fileprivate func trimmingScalars(in set: Set<Unicode.Scalar>) -> Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }),
            let last = scalars.lastIndex(where: { !set.contains($0) })
        else { return self[endIndex...] }
        return Substring(scalars[first...last])
    }
}

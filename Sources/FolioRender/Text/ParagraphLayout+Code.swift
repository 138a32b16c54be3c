extension ParagraphLayout {
    /// The places in `paragraph`'s code where Pango must not break, though UAX #14 would:
    /// see ``indentations(of:)`` and ``joinedSigns(of:in:)``. In UTF-8 offsets.
    static func unbreakableCode(of paragraph: StyledParagraph) -> [Range<Int>] {
        let length = paragraph.text.utf8.count
        let code = paragraph.wrapping == .code ? [0..<length] : codeRanges(of: paragraph)
        guard !code.isEmpty else { return [] }
        let signs = joinedSigns(of: paragraph.text, in: code)
        return paragraph.wrapping == .code ? indentations(of: paragraph.text) + signs : signs
    }

    /// Each line's indentation with the character after it, in UTF-8 offsets: no break
    /// there, so a long indented line of code wraps after its first word, not before it.
    static func indentations(of text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var offset = 0
        var indented = true
        for byte in text.utf8 {
            if byte == 0x0A {
                (lineStart, indented) = (offset + 1, true)
            } else if indented, byte != 0x20, byte != 0x09 {
                // The lead byte of the line's first character: the range ends after it.
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                if offset > lineStart { ranges.append(lineStart..<(offset + length)) }
                indented = false
            }
            offset += 1
        }
        return ranges
    }

    /// The shell's and templates' `$(`, `${` and `$[` in `ranges` of `text`: UAX #14 breaks
    /// between the two signs, which left `$` at a line's end and `{report` on the next.
    static func joinedSigns(of text: String, in ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        let bytes = text.utf8
        for range in ranges {
            var previous: UInt8 = 0
            var offset = range.lowerBound
            for byte in bytes.dropFirst(range.lowerBound).prefix(range.count) {
                if previous == 0x24, byte == 0x28 || byte == 0x7B || byte == 0x5B {
                    result.append((offset - 1)..<(offset + 1))
                }
                previous = byte
                offset += 1
            }
        }
        return result
    }
}

/// A page's text as AT-SPI's Text interface counts it: in Unicode scalars (characters to
/// AT-SPI), with the ranges of characters, words, sentences, lines and paragraphs around an
/// offset. Lines are the text's own (a PDF page's text has one per printed line).
struct AccessibleText: Sendable {
    let scalars: [Unicode.Scalar]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var count: Int { scalars.count }

    /// What `GetTextAtOffset` and `GetStringAtOffset` split by.
    enum Unit: Sendable {
        case character, word, sentence, line, paragraph

        /// From AT-SPI's boundary type (`AtspiTextBoundaryType`: char, word start/end,
        /// sentence start/end, line start/end).
        init(boundary: UInt32) {
            switch boundary {
            case 1, 2: self = .word
            case 3, 4: self = .sentence
            case 5, 6: self = .line
            default: self = .character
            }
        }

        /// From AT-SPI's granularity (`AtspiTextGranularity`: char, word, sentence, line, paragraph).
        init(granularity: UInt32) {
            switch granularity {
            case 1: self = .word
            case 2: self = .sentence
            case 3: self = .line
            case 4: self = .paragraph
            default: self = .character
            }
        }
    }

    /// The characters from `start` up to `end` (`-1` or past the end: to the end), clamped.
    func substring(from start: Int, to end: Int) -> String {
        let lower = min(max(start, 0), count)
        let upper = end < 0 ? count : min(max(end, lower), count)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[lower..<upper])
        return String(text)
    }

    /// The unit around `offset`: its start and end (end exclusive). Past the end, the empty
    /// range at the end.
    func range(of unit: Unit, at offset: Int) -> Range<Int> {
        guard offset >= 0, offset < count else { return count..<count }
        switch unit {
        case .character: return offset..<(offset + 1)
        case .word: return word(at: offset)
        case .line: return run(at: offset, endsAfter: { scalars[$0] == "\n" })
        case .paragraph: return paragraph(at: offset)
        case .sentence: return run(at: offset, endsAfter: isSentenceEnd)
        }
    }

    /// Whether the scalar at `index` ends a sentence: a line break, or a full stop, question
    /// or exclamation mark before a space or the end, not one inside a name
    /// ("process.features.tls_alpn", "3.19.0").
    private func isSentenceEnd(_ index: Int) -> Bool {
        let scalar = scalars[index]
        if scalar == "\n" { return true }
        guard [".", "!", "?"].contains(scalar) else { return false }
        return index + 1 >= count || scalars[index + 1].properties.isWhitespace
    }

    /// A word: the run of non-space characters at `offset` with the spaces after it
    /// (AT-SPI's word-start boundary), or the spaces alone between words.
    private func word(at offset: Int) -> Range<Int> {
        let isPart = { (scalar: Unicode.Scalar) in !scalar.properties.isWhitespace }
        var start = offset
        var end = offset
        if isPart(scalars[offset]) {
            while start > 0, isPart(scalars[start - 1]) { start -= 1 }
            while end < count, isPart(scalars[end]) { end += 1 }
        }
        while end < count, !isPart(scalars[end]) { end += 1 }
        return start..<max(end, offset + 1)
    }

    /// A line or sentence: from just after the previous terminator up to and including the
    /// next one (and the spaces after a sentence's).
    private func run(at offset: Int, endsAfter isTerminator: (Int) -> Bool) -> Range<Int> {
        var start = offset
        while start > 0, !isTerminator(start - 1) { start -= 1 }
        // The spaces after a terminator belong to the run before.
        while start < offset, scalars[start] == " " { start += 1 }
        var end = offset
        while end < count, !isTerminator(end) { end += 1 }
        if end < count { end += 1 }
        while end < count, scalars[end] == " " { end += 1 }
        return start..<end
    }

    /// A paragraph: lines up to a blank line, or a single line when the text has no blank lines.
    private func paragraph(at offset: Int) -> Range<Int> {
        var start = offset
        while start > 1, !(scalars[start - 1] == "\n" && scalars[start - 2] == "\n") { start -= 1 }
        if start == 1, scalars[0] != "\n" { start = 0 }
        var end = offset
        while end + 1 < count, !(scalars[end] == "\n" && scalars[end + 1] == "\n") { end += 1 }
        return start..<min(end + 2, count)
    }
}

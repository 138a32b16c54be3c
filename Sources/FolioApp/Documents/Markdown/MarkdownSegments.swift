/// Splits a long Markdown text into parts that cmark-gfm parses one at a time, so that its
/// tree is never built for the whole text at once.
///
/// cmark-gfm keeps about 560 bytes of tree per link until the whole text is parsed: a
/// million links (7 MB) took 800 MB. A text longer than ``segmentBytes`` is cut into parts
/// of about that size, each parsed, read and freed before the next:
/// - at a blank line followed by a line that starts in the first column (a new top-level
///   block), outside fenced code;
/// - where a part would pass twice that size with no such line (one paragraph of
///   megabytes), at the last line break before the size, else at the last space: the text
///   continues as a new paragraph there.
///
/// Link reference definitions (`[name]: address`) apply to the whole text: the lines that
/// start like one are given to every part, up to ``maximumDefinitionBytes``. Texts under
/// ``segmentBytes``, nearly every real document, are parsed whole.
enum MarkdownSegments {
    /// The size of a part.
    static let segmentBytes = 1_048_576
    /// The most bytes of link reference definitions repeated before each part.
    static let maximumDefinitionBytes = 65_536

    /// The ranges of `bytes` to parse one after another (one range for a short text).
    static func split(_ bytes: [UInt8], segmentBytes: Int = segmentBytes) -> [Range<Int>] {
        guard bytes.count > segmentBytes else { return [0..<bytes.count] }
        let lines = MarkdownLine.split(bytes)
        var parts: [Range<Int>] = []
        var start = 0
        var fence: UInt8?
        var lastLineEnd = 0
        for (index, line) in lines.enumerated() {
            fence = fenceState(after: line, in: bytes, fence: fence)
            if fence == nil, index > 0, lines[index - 1].isBlank(in: bytes), line.start - start >= segmentBytes,
                let first = line.start < line.end ? bytes[line.start] : nil, first != 0x20, first != 0x09
            {
                parts.append(start..<line.start)
                start = line.start
            }
            // A part with no place to cut: cut at a line break, else inside the line.
            while line.next - start > 2 * segmentBytes {
                let cut =
                    lastLineEnd > start ? lastLineEnd : spaceCut(in: bytes, from: start, limit: start + segmentBytes)
                parts.append(start..<cut)
                start = cut
            }
            lastLineEnd = line.next
        }
        if start < bytes.count { parts.append(start..<bytes.count) }
        return parts
    }

    /// The lines that may be link reference definitions (`[name]: …` behind up to three
    /// spaces), joined, up to ``maximumDefinitionBytes``; empty for a short text.
    static func definitions(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for line in MarkdownLine.split(bytes) {
            var index = line.start
            while index < line.end, index - line.start < 3, bytes[index] == 0x20 { index += 1 }
            guard index < line.end, bytes[index] == UInt8(ascii: "[") else { continue }
            guard let close = bytes[index..<line.end].firstIndex(of: UInt8(ascii: "]")), close + 1 < line.end,
                bytes[close + 1] == UInt8(ascii: ":")
            else { continue }
            guard result.count + (line.end - line.start) + 2 <= maximumDefinitionBytes else { break }
            result += bytes[line.start..<line.end]
            result += [0x0A, 0x0A]
        }
        return result
    }

    /// Whether a fenced code block is open after `line`: the fence's character, else nil.
    private static func fenceState(after line: MarkdownLine, in bytes: [UInt8], fence: UInt8?) -> UInt8? {
        var index = line.start
        while index < line.end, index - line.start < 3, bytes[index] == 0x20 { index += 1 }
        guard index + 2 < line.end else { return fence }
        let mark = bytes[index]
        guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~"), bytes[index + 1] == mark,
            bytes[index + 2] == mark
        else { return fence }
        if let fence { return fence == mark ? nil : fence }
        return mark
    }

    /// The offset after the last space before `limit` (past `from`), else `limit` moved back
    /// to the start of a UTF-8 character.
    private static func spaceCut(in bytes: [UInt8], from: Int, limit: Int) -> Int {
        var index = limit
        while index > from + 1 {
            if bytes[index - 1] == 0x20 { return index }
            index -= 1
        }
        index = limit
        while index > from + 1, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }
}

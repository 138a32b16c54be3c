/// One line of a Markdown text as cmark-gfm splits it: at LF, CR LF or a lone CR.
///
/// The budgets that rewrite a text before cmark-gfm sees it (``MarkdownTableBudget``,
/// ``MarkdownBracketBudget``) must see the lines cmark sees: a text whose lines end in CR
/// alone is as many lines to cmark as one that ends them in LF.
struct MarkdownLine: Equatable {
    /// The offset of the line's first byte.
    var start: Int
    /// The offset just past its content (before its line ending).
    var end: Int
    /// The offset of the next line's first byte (past the line ending).
    var next: Int

    /// The lines of `bytes`; a text ending in a line break has no empty line after it.
    static func split(_ bytes: [UInt8]) -> [MarkdownLine] {
        var lines: [MarkdownLine] = []
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                let crlf = byte == UInt8(ascii: "\r") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "\n")
                let next = index + (crlf ? 2 : 1)
                lines.append(MarkdownLine(start: start, end: index, next: next))
                start = next
                index = next
            } else {
                index += 1
            }
        }
        if start < count { lines.append(MarkdownLine(start: start, end: count, next: count)) }
        return lines
    }

    /// Whether the line holds only spaces and tabs: what cmark counts as blank (a vertical
    /// tab or form feed is not blank to it).
    func isBlank(in bytes: [UInt8]) -> Bool {
        var index = start
        while index < end {
            if bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") { return false }
            index += 1
        }
        return true
    }

    /// The line ending cmark saw after this line (LF where there was none).
    func ending(in bytes: [UInt8]) -> [UInt8] {
        next > end ? Array(bytes[end..<next]) : [UInt8(ascii: "\n")]
    }
}

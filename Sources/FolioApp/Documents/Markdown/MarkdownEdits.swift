/// Bytes to insert into a Markdown text at given offsets, applied in one pass: how the
/// budgets (``MarkdownTableBudget``, ``MarkdownBracketBudget``) end a table with a blank
/// line or turn a bracket or a pipe into text with a backslash.
struct MarkdownEdits {
    private var insertions: [(offset: Int, bytes: [UInt8])] = []

    var isEmpty: Bool { insertions.isEmpty }

    /// Inserts `bytes` before the byte at `offset` (after earlier insertions at the same offset).
    mutating func insert(_ bytes: [UInt8], at offset: Int) {
        insertions.append((offset, bytes))
    }

    /// A backslash before the byte at `offset`, which makes an ASCII punctuation mark text.
    mutating func escape(at offset: Int) {
        insert([UInt8(ascii: "\\")], at: offset)
    }

    /// `bytes` with the insertions made.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        // A stable sort: insertions at one offset keep the order they were made in.
        let ordered = insertions.enumerated().sorted {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.element.bytes.count })
        var copied = 0
        for (_, insertion) in ordered {
            let offset = min(max(insertion.offset, copied), bytes.count)
            result += bytes[copied..<offset]
            result += insertion.bytes
            copied = offset
        }
        result += bytes[copied...]
        return result
    }
}

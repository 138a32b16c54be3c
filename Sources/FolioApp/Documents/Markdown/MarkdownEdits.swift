/// Edits to a Markdown text at given offsets, applied in one pass: how the budgets
/// (``MarkdownTableBudget``, ``MarkdownBracketBudget``) end a table with a blank line, turn a
/// bracket or a pipe into text with a backslash, or drop the cells of a row that cmark-gfm
/// would ignore.
struct MarkdownEdits {
    private var insertions: [(offset: Int, bytes: [UInt8])] = []
    /// Ranges of the text left out, in order and not overlapping.
    private var deletions: [Range<Int>] = []

    var isEmpty: Bool { insertions.isEmpty && deletions.isEmpty }

    /// Inserts `bytes` before the byte at `offset` (after earlier insertions at the same offset).
    mutating func insert(_ bytes: [UInt8], at offset: Int) {
        insertions.append((offset, bytes))
    }

    /// A backslash before the byte at `offset`, which makes an ASCII punctuation mark text.
    mutating func escape(at offset: Int) {
        insert([UInt8(ascii: "\\")], at: offset)
    }

    /// Leaves the bytes of `range` out. Ranges must be given in order, without overlap; an
    /// insertion inside a range left out is left out too.
    mutating func delete(_ range: Range<Int>) {
        guard !range.isEmpty, range.lowerBound >= (deletions.last?.upperBound ?? 0) else { return }
        deletions.append(range)
    }

    /// `bytes` with the insertions made and the deletions left out.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        // A stable sort: insertions at one offset keep the order they were made in.
        let ordered = insertions.enumerated().sorted {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.element.bytes.count })
        var copied = 0
        var nextDeletion = 0
        /// Copies the original bytes up to `offset`, skipping the deleted ranges on the way.
        func copy(upTo offset: Int) {
            while copied < offset {
                if nextDeletion < deletions.count, deletions[nextDeletion].lowerBound < offset {
                    let deletion = deletions[nextDeletion]
                    if copied < deletion.lowerBound { result += bytes[copied..<deletion.lowerBound] }
                    copied = max(copied, min(deletion.upperBound, bytes.count))
                    nextDeletion += 1
                } else {
                    result += bytes[copied..<offset]
                    copied = offset
                }
            }
        }
        // The first deletion that ends after the insertion looked at (both are in order).
        var probe = 0
        for (_, insertion) in ordered {
            let offset = min(max(insertion.offset, 0), bytes.count)
            while probe < deletions.count, deletions[probe].upperBound <= offset { probe += 1 }
            if probe < deletions.count, deletions[probe].lowerBound < offset { continue }
            copy(upTo: offset)
            result += insertion.bytes
        }
        copy(upTo: bytes.count)
        return result
    }
}

/// Keeps the GFM tables of a Markdown text within what cmark-gfm parses in bounded time and
/// memory, before it sees the text.
///
/// cmark-gfm (Debian's 0.29.0.gfm.6) costs more than the size of its input in three ways,
/// each bounded here:
/// - It gives every row of a table as many cells as the table has columns, whatever the
///   row holds: 120 KB whose header has 20,000 columns asks for 400 million cells (23 GB).
///   A table that would pass ``maximumCells`` ends (a blank line is inserted) after the last
///   row that fits; the rest reads as paragraphs.
/// - It collects a row's cells in a list it walks to the end for each cell: a line of
///   40,000 pipes takes seconds, a 10 MB one never ends. GitHub's tables ignore the cells
///   of a row past the header's count, and no header is wider than ``maximumRowCells`` + 2
///   cells (a delimiter row that wide starts no table: it reads as text), so a table's line
///   is cut after its ``keptRowPipes``th pipe: what is left out would not be shown.
/// - Each possible delimiter row makes it parse the whole paragraph above it again as a
///   header: 48 KB of `a|b` and `|-|-|-|` lines take 10 s. Past ``maximumHeaderRescanBytes``
///   of such reading, further delimiter rows are escaped and start no table.
///
/// The counts are upper bounds, taken without parsing: a possible delimiter row (`|:--|--:|`,
/// with the spaces, tabs, vertical tabs and form feeds cmark accepts between the marks,
/// perhaps behind `>` or a list marker) after a non-blank line starts a table of as many
/// columns as it has pipes plus one, and every line up to the next blank one is a row.
/// Ordinary documents stay far below every budget and are passed through unchanged.
enum MarkdownTableBudget {
    /// The most table cells one Markdown document may have: a table of 10,000 rows of
    /// 20 columns. Each costs cmark-gfm about 230 bytes, then a paragraph to typeset.
    static let maximumCells = 200_000
    /// The most cells a table's row may be split into: as many as the typesetter keeps
    /// columns (``TypesetDocument/maximumTableColumns``).
    static let maximumRowCells = 1_000
    /// The pipes a table's line keeps: enough for more cells than any header has (a header
    /// of ``maximumRowCells`` + 1 pipes without an outer pipe has ``maximumRowCells`` + 2
    /// cells), so every cell shown is kept whole.
    static let keptRowPipes = maximumRowCells + 3
    /// How much paragraph text cmark-gfm may read again as possible table headers, in all.
    static let maximumHeaderRescanBytes = 4 * 1_048_576

    /// `markdown` with blank lines inserted where its tables would pass `budget` cells, and
    /// the pipes escaped that would make cmark-gfm's work grow faster than the text.
    static func limiting(
        _ markdown: String, budget: Int = maximumCells, rescanBudget: Int = maximumHeaderRescanBytes
    ) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "|")) else { return markdown }
        let bytes = Array(markdown.utf8)
        let lines = MarkdownLine.split(bytes)
        var scan = Scan(bytes: bytes, lines: lines, remaining: budget, rescanBudget: rescanBudget)
        scan.run()
        guard !scan.edits.isEmpty else { return markdown }
        return String(decoding: scan.edits.applied(to: bytes), as: UTF8.self)
    }

    /// One pass over the lines, collecting the edits.
    private struct Scan {
        let bytes: [UInt8]
        let lines: [MarkdownLine]
        var remaining: Int
        let rescanBudget: Int
        var edits = MarkdownEdits()
        var rescanned = 0
        /// Lines before this one have had their pipes capped (never twice: a second
        /// backslash would escape the first).
        var cappedThrough = 0

        mutating func run() {
            // The index of the first blank line at or after each line: a table's rows end there.
            var nextBlank = [Int](repeating: lines.count, count: lines.count + 1)
            for index in lines.indices.reversed() {
                nextBlank[index] = lines[index].isBlank(in: bytes) ? index : nextBlank[index + 1]
            }
            var paragraphStart = 0
            var tableRowsEnd = 0
            var index = 1
            while index < lines.count {
                if lines[index - 1].isBlank(in: bytes) { paragraphStart = index }
                guard index > paragraphStart, let pipes = delimiterPipes(lines[index]) else {
                    index += 1
                    continue
                }
                rescanned += lines[index].start - lines[paragraphStart].start
                guard pipes.count <= maximumRowCells + 1, rescanned <= rescanBudget else {
                    // No table: a delimiter row with an escaped pipe is text.
                    if let first = pipes.first { edits.escape(at: first) }
                    index += 1
                    continue
                }
                // A row of a table already counted: cmark reads it as a row, or (when the
                // table did not open) as a header again, which the line above accounts for.
                guard index >= tableRowsEnd else {
                    index += 1
                    continue
                }
                for header in max(paragraphStart, cappedThrough)..<index { _ = cappedPipes(lines[header]) }
                cappedThrough = max(cappedThrough, index)
                let rowsEnd = nextBlank[index + 1]
                let end = index + 1 + table(columns: pipes.count + 1, rows: (index + 1)..<rowsEnd)
                if end < rowsEnd {
                    // The rows past the budget start a paragraph after an inserted blank line.
                    edits.insert(lines[end - 1].ending(in: bytes), at: lines[end].start)
                    paragraphStart = end
                    tableRowsEnd = end
                    index = end
                } else {
                    tableRowsEnd = rowsEnd
                    index += 1
                }
            }
        }

        /// Counts the rows of a table of `columns` that fit the budget (the header
        /// included), escaping wide rows' extra pipes; the number of body rows kept.
        mutating func table(columns: Int, rows: Range<Int>) -> Int {
            guard columns <= remaining else { return -1 }
            remaining -= columns
            var kept = 0
            for row in rows {
                let pipes = row < cappedThrough ? 0 : cappedPipes(lines[row])
                cappedThrough = max(cappedThrough, row + 1)
                let cells = max(columns, pipes + 1)
                guard cells <= remaining else { break }
                remaining -= cells
                kept += 1
            }
            return kept
        }

        /// Cuts `line` after its first ``keptRowPipes`` unescaped pipes (cmark-gfm would
        /// ignore the cells past them); how many pipes are left.
        mutating func cappedPipes(_ line: MarkdownLine) -> Int {
            var count = 0
            var index = line.start
            while index < line.end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), index + 1 < line.end, Self.isPunctuation(bytes[index + 1]) {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "|") {
                    count += 1
                    if count == keptRowPipes {
                        edits.delete((index + 1)..<line.end)
                        return count
                    }
                }
                index += 1
            }
            return count
        }

        /// What may stand before a delimiter row: quotation marks and list markers (not
        /// `-`, which the row is made of).
        static let containerPrefix = Set(" \t>*+0123456789.)".utf8)
        /// What cmark-gfm accepts in a delimiter row: its marks and the white space
        /// (`[ \t\v\f]`) around them.
        static let delimiterBytes = Set(" \t\u{0B}\u{0C}|:-".utf8)

        /// The offsets of the pipes of `line` when it can be a delimiter row, else nil.
        func delimiterPipes(_ line: MarkdownLine) -> [Int]? {
            var index = line.start
            while index < line.end, Self.containerPrefix.contains(bytes[index]) { index += 1 }
            var pipes: [Int] = []
            var dashes = false
            while index < line.end {
                let byte = bytes[index]
                guard Self.delimiterBytes.contains(byte) else { return nil }
                if byte == UInt8(ascii: "|") { pipes.append(index) }
                if byte == UInt8(ascii: "-") { dashes = true }
                index += 1
            }
            return dashes && !pipes.isEmpty ? pipes : nil
        }

        /// ASCII punctuation, which a backslash escapes (so `\|` is no cell boundary).
        static func isPunctuation(_ byte: UInt8) -> Bool {
            (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
                || (0x7B...0x7E).contains(byte)
        }
    }
}

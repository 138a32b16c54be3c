/// Keeps the GFM tables of a Markdown text within a budget of cells before cmark-gfm sees it.
///
/// cmark-gfm (Debian's 0.29.0.gfm.6) gives every row of a table as many cells as the table
/// has columns, whatever the row holds. A 120 KB file whose header has 20,000 columns,
/// followed by 20,000 one-letter lines, asks it for 400 million cells: more than 23 GB,
/// and the process is killed. Later cmark-gfm versions cap the cells they fill in; this is
/// the same cap, applied to the text: a table that would pass the budget ends (a blank
/// line is inserted) after the last row that fits, and the rest reads as paragraphs.
///
/// The count is an upper bound, taken without parsing: a possible delimiter row (`|:--|--:|`,
/// perhaps behind `>` or a list marker) after a non-blank line starts a table of as many
/// columns as it has pipes plus one, and every line up to the next blank one is a row.
/// Ordinary documents stay far below the budget and are passed through unchanged.
enum MarkdownTableBudget {
    /// The most table cells one Markdown document may have: a table of 10,000 rows of
    /// 20 columns. Each costs cmark-gfm about 230 bytes, then a paragraph to typeset.
    static let maximumCells = 200_000

    /// `markdown` with blank lines inserted where its tables would pass `budget` cells.
    static func limiting(_ markdown: String, budget: Int = maximumCells) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "|")) else { return markdown }
        let lines = markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The index of the first blank line at or after each line: a table's rows end there.
        var nextBlank = [Int](repeating: lines.count, count: lines.count + 1)
        for index in lines.indices.reversed() {
            nextBlank[index] = isBlank(lines[index]) ? index : nextBlank[index + 1]
        }
        var remaining = budget
        var breaks: [Int] = []  // Line indices before which a blank line goes.
        var index = 1
        while index < lines.count {
            guard !isBlank(lines[index - 1]), let columns = delimiterColumns(lines[index]) else {
                index += 1
                continue
            }
            let rows = nextBlank[index + 1] - (index + 1)
            // The header row and each body row hold `columns` cells.
            let (wanted, overflow) = columns.multipliedReportingOverflow(by: rows + 1)
            if !overflow, wanted <= remaining {
                remaining -= wanted
                index += 1 + rows
                continue
            }
            let fitting = remaining / columns - 1
            if fitting < 0 {
                // Not even the header fits: no table at all.
                breaks.append(index)
                index += 1
            } else {
                remaining -= columns * (fitting + 1)
                breaks.append(index + 1 + fitting)
                index += 1 + fitting
            }
        }
        guard !breaks.isEmpty else { return markdown }
        var result: [UInt8] = []
        result.reserveCapacity(markdown.utf8.count + breaks.count)
        var nextBreak = 0
        for (number, line) in lines.enumerated() {
            if number > 0 { result.append(UInt8(ascii: "\n")) }
            while nextBreak < breaks.count, breaks[nextBreak] == number {
                result.append(UInt8(ascii: "\n"))
                nextBreak += 1
            }
            result += line
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A line of white space only. (A `>` alone, blank inside a quotation, counts as a row:
    /// the bound only grows.)
    private static func isBlank(_ line: Substring.UTF8View.SubSequence) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// What may stand before a delimiter row: quotation marks and list markers (not `-`,
    /// which the row is made of).
    private static let containerPrefix = Set(" \t>*+0123456789.)".utf8)
    private static let delimiterBytes = Set(" \t\r|:-".utf8)

    /// The most columns a table whose delimiter row is `line` can have, or nil when `line`
    /// cannot be a delimiter row.
    private static func delimiterColumns(_ line: Substring.UTF8View.SubSequence) -> Int? {
        let row = line.drop { containerPrefix.contains($0) }
        guard row.contains(UInt8(ascii: "-")), row.allSatisfy(delimiterBytes.contains) else { return nil }
        let pipes = line.reduce(0) { $0 + ($1 == UInt8(ascii: "|") ? 1 : 0) }
        return pipes == 0 ? nil : pipes + 1
    }
}

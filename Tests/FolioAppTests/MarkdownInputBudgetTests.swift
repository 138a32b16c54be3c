import FolioCore
import Foundation
import Testing

@testable import FolioApp

/// What cmark-gfm would spend more than linear time or memory on is bounded before it sees
/// the text: every byte it accepts in a delimiter row, its line endings, wide rows, headers
/// read again, open brackets, and long texts (parsed a part at a time). Each input is a
/// scaled-down shape of a file that took gigabytes or minutes.
@MainActor
@Suite struct MarkdownInputBudgetTests {
    static func tableBomb(columns: Int, rows: Int, mark: String = "-", newline: String = "\n") -> String {
        "|" + String(repeating: "a|", count: columns) + newline + "|" + String(repeating: mark + "|", count: columns)
            + newline + String(repeating: "x" + newline, count: rows)
    }

    static func cellCount(_ document: RichDocument) -> Int {
        HostileMarkupTests.cellCount(document)
    }

    @Test(arguments: ["-\u{0B}", "\u{0C}-", " -\t", ":-:\u{0B}"])
    func whiteSpaceCmarkAcceptsInADelimiterRowIsCounted(mark: String) {
        let markdown = Self.tableBomb(columns: 1_000, rows: 1_000, mark: mark)
        let document = CommonMarkReader().document(from: markdown)
        #expect(Self.cellCount(document) > 0)
        #expect(Self.cellCount(document) <= MarkdownTableBudget.maximumCells)
    }

    @Test(arguments: ["\r", "\r\n"])
    func linesEndedByCarriageReturnsAreCountedAsCmarkSplitsThem(newline: String) {
        let markdown = Self.tableBomb(columns: 1_000, rows: 1_000, newline: newline)
        let limited = MarkdownTableBudget.limiting(markdown)
        #expect(limited != markdown)
        let document = CommonMarkReader().document(from: markdown)
        #expect(Self.cellCount(document) > 0)
        #expect(Self.cellCount(document) <= MarkdownTableBudget.maximumCells)
    }

    @Test func aWideRowIsCutPastTheCellsATableShows() {
        let markdown = "|a|b|\n|-|-|\n" + String(repeating: "|x", count: 3_000) + "|\n"
        let limited = MarkdownTableBudget.limiting(markdown)
        let rows = limited.split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[2] == String(repeating: "|x", count: MarkdownTableBudget.keptRowPipes - 1) + "|")
        let document = CommonMarkReader().document(from: markdown)
        guard case .table(let table)? = document.blocks.first?.kind else {
            Issue.record("no table")
            return
        }
        #expect(table.rows.map(\.count) == [2, 2])
    }

    @Test func theWidestTableKeepsEveryCellOfItsRowsWhole() {
        // A header of as many cells as a table may have; rows three times as wide.
        let columns = MarkdownTableBudget.maximumRowCells + 2
        let header = (1...columns).map { "h\($0)" }.joined(separator: "|")
        let delimiter = Array(repeating: "-", count: columns).joined(separator: "|")
        let row = (1...(3 * columns)).map { "c\($0)" }.joined(separator: "|")
        let markdown = [header, delimiter, row, row].joined(separator: "\n") + "\n"
        #expect(MarkdownTableBudget.limiting(markdown) != markdown)
        let document = CommonMarkReader().document(from: markdown)
        guard case .table(let table)? = document.blocks.first?.kind else {
            Issue.record("no table")
            return
        }
        #expect(table.rows.map(\.count) == [columns, columns, columns])
        #expect(table.rows.last?.last?.plainText == "c\(columns)")
    }

    @Test func aTenMegabyteRowReachesCmarkAsAFewKilobytes() {
        let markdown = "| x | y |\n|---|---|\n" + String(repeating: "|a", count: 5_000_000) + "|\n"
        #expect(MarkdownTableBudget.limiting(markdown).utf8.count < 4 * MarkdownTableBudget.keptRowPipes)
    }

    @Test func aDelimiterRowWiderThanTheCellLimitStartsNoTable() {
        let columns = MarkdownTableBudget.maximumRowCells + 5
        let markdown = Self.tableBomb(columns: columns, rows: 2)
        let document = CommonMarkReader().document(from: markdown)
        #expect(Self.cellCount(document) == 0)
        // A 1,000-column table is still one.
        #expect(Self.cellCount(CommonMarkReader().document(from: Self.tableBomb(columns: 1_000, rows: 2))) == 3_000)
    }

    @Test func delimiterRowsPastTheRescanBudgetAreEscaped() {
        // Each possible delimiter row makes cmark read the paragraph above it again.
        let markdown = String(repeating: "a|b\n|-|-|-|\n", count: 200)
        let limited = MarkdownTableBudget.limiting(markdown, rescanBudget: 10_000)
        let lines = limited.split(separator: "\n")
        #expect(lines[1] == "|-|-|-|")
        #expect(lines.last == "\\|-|-|-|")
        // Rows read again: 12 bytes more each time; 40 rows fit 10,000 bytes.
        #expect(lines.filter { $0.hasPrefix("\\|") }.count == 200 - 40)
        #expect(MarkdownTableBudget.limiting(markdown) == markdown)
    }

    @Test func bracketsOpenPastTheBudgetAreEscaped() {
        let markdown = String(repeating: "![[]()", count: 1_000)
        let limited = MarkdownBracketBudget.limiting(markdown, budget: 16)
        // Each repetition leaves one bracket open: from the 16th on, the inner bracket is
        // escaped (and the `]` closes the image's, which stays within the budget).
        #expect(limited.components(separatedBy: "\\[").count - 1 == 1_000 - 15)
        // A blank line starts a new paragraph, with a new budget.
        let two = markdown + "\n\n" + markdown
        let limitedTwo = MarkdownBracketBudget.limiting(two, budget: 16)
        #expect(limitedTwo.components(separatedBy: "\\[").count - 1 == 2 * (1_000 - 15))
    }

    @Test func linksAndEscapedBracketsAreLeftAsWritten() {
        let markdown = String(repeating: "[a](b) \\[c] [[d]](e) ", count: 2_000) + "\n"
        #expect(MarkdownBracketBudget.limiting(markdown, budget: 4) == markdown)
        let document = CommonMarkReader().document(from: String(repeating: "[a](b) ", count: 500))
        guard case .paragraph(let text)? = document.blocks.first?.kind else {
            Issue.record("no paragraph")
            return
        }
        #expect(text.runs.filter { $0.link != nil }.count == 500)
    }

    @Test func aLongTextIsSplitIntoPartsThatJoinToIt() {
        let paragraph = String(repeating: "[a](b) ", count: 100) + "\n\n"
        let bytes = Array(String(repeating: paragraph, count: 100).utf8)
        let parts = MarkdownSegments.split(bytes, segmentBytes: 2_000)
        #expect(parts.count > 10)
        #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == bytes.count)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(parts.allSatisfy { $0.count <= 2 * 2_000 + paragraph.utf8.count })
        // One line of links, no blank line: cut at a space, about every 2,000 bytes.
        let line = Array(String(repeating: "[a](b) ", count: 3_000).utf8)
        let lineParts = MarkdownSegments.split(line, segmentBytes: 2_000)
        #expect(lineParts.count >= 10)
        #expect(lineParts.dropLast().allSatisfy { line[$0.upperBound - 1] == UInt8(ascii: " ") })
    }

    @Test func fencedCodeIsNotCutAtItsBlankLines() {
        let code = "```\n" + String(repeating: "code\n\nmore\n", count: 500) + "```\n"
        let bytes = Array((code + "\nafter\n").utf8)
        let parts = MarkdownSegments.split(bytes, segmentBytes: 4_000)
        #expect(parts.count == 2)
        #expect(parts.first?.upperBound == code.utf8.count + 1)
    }

    @Test func referenceDefinitionsReachEveryPart() {
        let markdown = "[x]: https://example.com\n\n" + String(repeating: "A [link][x] here.\n\n", count: 60_000)
        #expect(markdown.utf8.count > MarkdownSegments.segmentBytes)
        let document = CommonMarkReader().document(from: markdown)
        #expect(document.blocks.count == 60_000)
        guard case .paragraph(let last)? = document.blocks.last?.kind else {
            Issue.record("no paragraph")
            return
        }
        #expect(last.runs.contains { $0.link == "https://example.com" })
    }
}

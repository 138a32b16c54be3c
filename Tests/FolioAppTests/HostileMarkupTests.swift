import FolioCore
import Foundation
import Testing

@testable import FolioApp

/// Markdown and XHTML made to exhaust memory or time: each input here took gigabytes or
/// minutes before its fix, and is generated small enough to fail by an assertion (or a
/// hang) rather than by taking the machine down.
@MainActor
@Suite struct HostileMarkupTests {
    /// A GFM table whose header has `columns` columns, followed by `rows` one-letter lines,
    /// each of which cmark-gfm fills out to the header's width.
    static func tableBomb(columns: Int, rows: Int) -> String {
        "|" + String(repeating: "a|", count: columns) + "\n|" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: "x\n", count: rows)
    }

    static func cellCount(_ document: RichDocument) -> Int {
        document.blocks.reduce(0) { total, block in
            guard case .table(let table) = block.kind else { return total }
            return total + table.rows.reduce(0) { $0 + $1.count }
        }
    }

    @Test func aMarkdownTableThatCmarkWouldFillOutStopsAtTheCellBudget() {
        // 4 KB asking for a million cells (a 120 KB file asked for 400 million: 23 GB).
        let markdown = Self.tableBomb(columns: 1_000, rows: 1_000)
        let document = CommonMarkReader().document(from: markdown)
        #expect(Self.cellCount(document) > 0)
        #expect(Self.cellCount(document) <= MarkdownTableBudget.maximumCells)
        // The rows past the budget are kept, as text.
        #expect(document.blocks.count > 1)
    }

    @Test func cellBudgetIsSharedByEveryTableOfADocument() {
        let table = Self.tableBomb(columns: 100, rows: 999)  // 100,000 cells each
        let markdown = Array(repeating: table, count: 5).joined(separator: "\n")
        let document = CommonMarkReader().document(from: markdown)
        #expect(Self.cellCount(document) <= MarkdownTableBudget.maximumCells)
    }

    @Test func tablesWithinTheBudgetAreLeftAsWritten() {
        let markdown = "> | a | b |\n> |:--|--:|\n> | 1 | 2 |\n\n- | c |\n  |---|\n  | 3 |\n"
        #expect(MarkdownTableBudget.limiting(markdown) == markdown)
        // Bounds of 4 × 2 and 3 × 2 cells (pipes plus one columns, the header and one row).
        #expect(MarkdownTableBudget.limiting(markdown, budget: 14) == markdown)
        // One cell short: the second table ends before its row.
        #expect(
            MarkdownTableBudget.limiting(markdown, budget: 13)
                == markdown.replacingOccurrences(of: "|---|\n", with: "|---|\n\n"))
    }

    @Test func aLongRowFollowedByEmptyRowsIsNotFilledOut() {
        // XHTML's `<tr><td>…` × 1,000 then `<tr/>` × 1,000: padding made a million cells.
        let wide = Array(repeating: RichText("a"), count: 1_000)
        let table = RichTable(alignments: [], rows: [wide] + Array(repeating: [], count: 1_000))
        let document = TypesetDocument(RichDocument(blocks: [RichBlock(.table(table))]), layout: TextPageLayout())
        guard case .table(let typeset)? = document.items.first?.content else {
            Issue.record("no table")
            return
        }
        #expect(typeset.rows.reduce(0) { $0 + $1.count } == 1_000)
        #expect(typeset.columnCount == 1_000)
    }

    @Test func tableCellsPastTheDocumentBudgetAreDropped() {
        let row = Array(repeating: RichText("a"), count: 1_000)
        let table = RichTable(alignments: [], rows: Array(repeating: row, count: 300))
        let document = TypesetDocument(RichDocument(blocks: [RichBlock(.table(table))]), layout: TextPageLayout())
        guard case .table(let typeset)? = document.items.first?.content else {
            Issue.record("no table")
            return
        }
        #expect(typeset.rows.count == TypesetDocument.maximumTableCells / 1_000)
    }

    @Test func aRowWiderThanTheColumnLimitIsCut() {
        let row = Array(repeating: RichText("a"), count: 5_000)
        let table = RichTable(alignments: [], rows: [row, row])
        let document = TypesetDocument(RichDocument(blocks: [RichBlock(.table(table))]), layout: TextPageLayout())
        guard case .table(let typeset)? = document.items.first?.content else {
            Issue.record("no table")
            return
        }
        #expect(typeset.rows.map(\.count) == [1_000, 1_000])
        #expect(typeset.columnCount == TypesetDocument.maximumTableColumns)
    }

    @Test func anHTMLBlockOfUnclosedTagsIsReadInLinearTime() {
        // Each "<" searched the rest of the block for ">": 1 MB of "<a" ran for minutes.
        let html = String(repeating: "<a", count: 300_000)
        let text = HTMLTag.tokens(in: html).map { token -> String in
            if case .text(let text) = token { return text }
            return ""
        }.joined()
        #expect(text == html)
    }

    @Test func unclosedCommentsAreReadInLinearTime() {
        let html = String(repeating: "<!--", count: 200_000)
        let text = HTMLTag.tokens(in: html).map { token -> String in
            if case .text(let text) = token { return text }
            return ""
        }.joined()
        #expect(text == html)
    }

    @Test func tagsBetweenStrayAngleBracketsAreStillTags() throws {
        let tokens = HTMLTag.tokens(in: "a < b <<i>c</i> <!-- x --> d")
        #expect(tokens.contains(.tag(try #require(HTMLTag("<i>"[...])))))
        #expect(tokens.contains(.tag(try #require(HTMLTag("</i>"[...])))))
        #expect(tokens.first == .text("a "))
        #expect(tokens.last == .text(" d"))
    }

    @Test func anHTMLBlockOfManyLinesCollapsesInLinearTime() {
        // Every line break counted its whole run again: quadratic in the lines of a block.
        let lines = String(repeating: "word\n", count: 200_000)
        let blocks = HTMLFragment("<div>\n" + lines + "</div>", baseDirectory: nil).blocks()
        #expect(blocks.count == 1)
        #expect(blocks.first.map { RichBlock.plainText(of: $0).count } == 200_000 * 5 - 1)
    }

    @Test func manyLineBreaksAreTrimmedInLinearTime() {
        // Removed one at a time from the front of the run: quadratic in the breaks.
        let breaks = String(repeating: "\n", count: 200_000)
        let text = RichText([RichRun(breaks + "middle" + breaks)])
        #expect(text.trimmingLineBreaks() == RichText("middle"))
        #expect(RichText([RichRun(breaks)]).trimmingLineBreaks().runs.isEmpty)
    }

    @Test func aClassUsedThroughAChapterIsLookedUpOnce() throws {
        var sheet = EPUBStyleSheet()
        sheet.add((0..<1_000).map { ".c0.x\($0) { font-weight: bold }\n" }.joined() + ".c0 { font-style: italic }")
        let body = String(repeating: "<span class=\"c0\">w</span>", count: 10_000)
        let converter = XHTMLConverter(loadImage: { _ in nil }, styleSheet: sheet, chapterPath: "c.xhtml")
        let blocks = converter.blocks(
            of: try MarkupParser.parseXML(Data("<body><p>\(body)</p></body>".utf8), name: "c"))
        #expect(converter.lookups.examined <= 1_001)
        guard case .paragraph(let text)? = blocks.first?.kind else {
            Issue.record("no paragraph")
            return
        }
        #expect(text.runs.allSatisfy { $0.style == .emphasis })
    }

    @Test func aSheetOfManyRulesStopsBeingConsultedAtItsBudget() throws {
        var sheet = EPUBStyleSheet()
        sheet.add((0..<2_000).map { ".c0.x\($0) { font-weight: bold }\n" }.joined())
        // Distinct class lists, so nothing is memoized: 2,000 rules × 10,000 elements.
        let body = (0..<10_000).map { "<span class=\"c0 d\($0)\">w</span>" }.joined()
        let converter = XHTMLConverter(loadImage: { _ in nil }, styleSheet: sheet, chapterPath: "c.xhtml")
        _ = converter.blocks(of: try MarkupParser.parseXML(Data("<body><p>\(body)</p></body>".utf8), name: "c"))
        #expect(converter.lookups.examined < XHTMLConverter.maximumRulesExamined + 2_001)
    }

    @Test func rulesStillApplyInTheOrderWritten() {
        var sheet = EPUBStyleSheet()
        sheet.add("p { text-align: center } .a { text-align: right } * { font-style: italic } p.a { text-align: left }")
        let declared = sheet.declarations(element: "p", classes: ["a", "a"], style: nil)
        #expect(declared.alignment == .left)
        #expect(declared.italic == true)
        #expect(sheet.declarations(element: "div", classes: ["a"], style: nil).alignment == .right)
        #expect(sheet.declarations(element: "p", classes: [], style: "text-align: justify").alignment == .justified)
    }
}

extension RichBlock {
    /// The text of a paragraph or heading block ("" for others).
    fileprivate static func plainText(of block: RichBlock) -> String {
        switch block.kind {
        case .paragraph(let text), .heading(_, let text): text.plainText
        default: ""
        }
    }
}

import Testing

@testable import FolioApp

/// The weights the page-count estimate scales by: a position inside a table counts the
/// rows before it, not bytes.
@MainActor
@Suite struct TextWeightsTests {
    @Test func aPositionInATableWeighsTheRowsBeforeIt() throws {
        let table = RichTable(
            alignments: [.natural, .natural], headerRowCount: 0,
            rows: [["first row", "of the table"], ["second", "row"], ["third", "row"]])
        let document = TypesetDocument(
            RichDocument(blocks: [RichBlock(.paragraph("Before the table.")), RichBlock(.table(table))]),
            layout: TextPageLayout())
        let weights = try #require(TextWeights(document))
        let item = try #require(
            document.items.firstIndex {
                if case .table = $0.content { true } else { false }
            })
        let start = weights.weight(before: RichPosition(item: item))
        let firstRow = "first row".utf8.count + "of the table".utf8.count
        #expect(weights.weight(before: RichPosition(item: item, offset: 1)) == start + firstRow)
        #expect(weights.weight(before: RichPosition(item: item, offset: 2)) == start + firstRow + 9)
        #expect(weights.weight(before: RichPosition(item: item, offset: 3)) == weights.total)
        #expect(weights.weight(before: RichPosition(item: item, offset: 99)) == weights.total)
    }
}

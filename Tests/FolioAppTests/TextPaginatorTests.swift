import FolioCore
import Testing

@testable import FolioApp

@MainActor
@Suite struct TextPaginatorTests {
    /// A 200 × 200 page with 10 pt margins and a 10 pt font: 36 characters and 9 lines of
    /// 20 pt (10 pt font + 10 pt line spacing) per page, no space between blocks.
    let layout = TextPageLayout(
        pageSize: Size(width: 200, height: 200), margins: EdgeInsets(all: 10),
        body: TextStyle(font: Font(size: 10), lineSpacing: 10), blockSpacing: 0)

    func paginate(_ blocks: [TextBlock]) -> [TextPage] {
        TextPaginator(measurer: FixedWidthMeasurer(), layout: layout).paginate(blocks)
    }

    @Test func shortTextFitsOnePage() {
        let pages = paginate([TextBlock(.paragraph, "Hello world")])
        #expect(pages.count == 1)
        #expect(pages[0].text == "Hello world")
        #expect(pages[0].placements[0].frame == Rect(x: 10, y: 10, width: 180, height: 20))
    }

    @Test func emptyInputGivesNoPages() {
        #expect(paginate([]).isEmpty)
    }

    @Test func longParagraphSplitsAtWordsAndKeepsEveryWord() {
        let words = (1...200).map { "w\($0)" }
        let pages = paginate([TextBlock(.paragraph, words.joined(separator: " "))])
        #expect(pages.count > 1)
        let rejoined = pages.map(\.text).joined(separator: " ").split(separator: " ").map(String.init)
        #expect(rejoined == words)
        for page in pages {
            let bottom = page.placements.map(\.frame.maxY).max() ?? 0
            #expect(bottom <= 190, "text runs past the bottom margin")
        }
        // Every page but the last is full: nine lines.
        #expect(pages.dropLast().allSatisfy { $0.placements.count == 1 && $0.placements[0].frame.height == 180 })
    }

    @Test func chineseTextSplitsBetweenCharacters() {
        let text = String(repeating: "春有百花秋有月夏有凉风冬有雪", count: 20)
        let pages = paginate([TextBlock(.paragraph, text)])
        #expect(pages.count > 1)
        #expect(pages.map(\.text).joined() == text)
        // 18 ideographs (20 pt each in a 180 pt line) per line, nine lines per page.
        #expect(pages[0].text.count == 18 * 9)
    }

    @Test func headingIsNotLeftAloneAtTheBottomOfAPage() {
        // Eight lines of text leave room for one more line: exactly the heading, but not the
        // heading plus a line of the paragraph after it.
        let filler = TextBlock(.paragraph, String(repeating: "abcdefgh ", count: 32))
        let pages = paginate([filler, TextBlock(.heading(level: 3), "Next"), TextBlock(.paragraph, "Body text")])
        #expect(pages.count == 2)
        #expect(pages[1].placements.first?.text == "Next")
        #expect(pages[1].placements.first?.role == .heading(level: 3))
    }

    @Test func aWordWiderThanThePageStillMakesProgress() {
        let pages = paginate([TextBlock(.paragraph, String(repeating: "x", count: 2000))])
        #expect(pages.map(\.text).joined() == String(repeating: "x", count: 2000))
    }

    @Test func veryLongParagraphIsNotMeasuredQuadratically() {
        let measurer = FixedWidthMeasurer()
        let text = (1...20_000).map { "w\($0 % 10)" }.joined(separator: " ")
        let pages = TextPaginator(measurer: measurer, layout: layout).paginate([TextBlock(.paragraph, text)])
        #expect(pages.count > 100)
        // A handful of measurements per page, not one per word.
        #expect(measurer.calls < pages.count * 20)
    }
}

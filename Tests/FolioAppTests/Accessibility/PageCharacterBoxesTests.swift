import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// Where each character of a page's accessible text is, in page coordinates: one box per
/// Unicode scalar of the text a screen reader reads, on the glyph the page draws there.
@MainActor
@Suite struct PageCharacterBoxesTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test(.disabled("expects scalar indices; carets count the soft hyphens' bytes"))
    func aTypesetPagesBoxesAreOnTheCharactersTheSelectionFindsThere() throws {
        let text = "Pages turn as a reader reads on.\n\nA second paragraph, wrapped over several lines of the page."
        let path = try folder.write("page.txt", Data(text.utf8))
        let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        guard case .text(let page)? = book.page(at: 0) else {
            Issue.record("expected a typeset page")
            return
        }
        let boxes = try #require(book.characterBoxes(onPage: 0))
        #expect(boxes.count == page.text.unicodeScalars.count)
        var checked = 0
        var index = 0
        for (block, placement) in page.placements.enumerated() {
            if block > 0 { index += 1 }  // The line break between placements.
            for (offset, scalar) in placement.text.unicodeScalars.enumerated() {
                defer { index += 1 }
                guard scalar != " " else { continue }
                let box = boxes[index]
                // A quarter into the glyph: the caret before it, at its own byte (ASCII text).
                let point = Point(x: box.minX + box.width / 4, y: box.midY)
                let caret = try #require(book.selectionCaret(nearest: point, onPage: 0))
                #expect(caret == TextSelection.Caret(block: block, offset: offset), "\(scalar) at \(index)")
                checked += 1
            }
        }
        #expect(checked > 60)
    }

    @Test func aPDFPagesBoxesArePopplersForItsTextsCharacters() throws {
        let path = folder.path("lines.pdf")
        try PDFWriter.write(pages: [["Hello boxes", "second line"]], size: Size(width: 300, height: 400), to: path)
        let book = try DocumentLoader(measurer: FixedWidthMeasurer()).load(path: path)
        book.pdfRenderer = nil
        let boxes = try #require(book.characterBoxes(onPage: 0))
        #expect(boxes.count == "Hello boxes\nsecond line".unicodeScalars.count)
        let first = PDFWriter.lineFrame(0, pageSize: Size(width: 300, height: 400))
        #expect(first.contains(Point(x: boxes[0].midX, y: boxes[0].midY)))
        #expect(boxes[1].minX > boxes[0].minX && boxes[12].minY > boxes[0].maxY)
        #expect(book.characterBoxes(onPage: 5) == nil)
    }

}

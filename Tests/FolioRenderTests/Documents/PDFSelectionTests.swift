import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

/// A PDF page's text with its characters' places (poppler's text layout): the carets a
/// selection hit-tests, the text between two of them and the highlight's rectangles.
@Suite struct PDFSelectionTests {
    static let size = Size(width: 400, height: 300)

    private func layout() throws -> PDFPageText {
        let folder = NSTemporaryDirectory() + "folio-pdf-selection-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/lines.pdf"
        try PDFWriter.write(pages: [["Hello selection", "second line"]], size: Self.size, to: path)
        return try PDFDocument(path: path).textLayout(onPage: 0)
    }

    @Test func charactersArePlacedFromTheTopLeftOnTheirPrintedLines() throws {
        let text = try layout()
        #expect(text.text(in: 0..<text.count) == "Hello selection\nsecond line")
        let first = PDFWriter.lineFrame(0, pageSize: Self.size)
        let second = PDFWriter.lineFrame(1, pageSize: Self.size)
        // "H" sits in the first line's frame, "s" of "second" in the second's, further down.
        #expect(first.contains(Point(x: text.rects[0].midX, y: text.rects[0].midY)))
        #expect(second.contains(Point(x: text.rects[16].midX, y: text.rects[16].midY)))
    }

    @Test func caretsAreNearestOnTheLineLevelWithThePoint() throws {
        let text = try layout()
        let first = PDFWriter.lineFrame(0, pageSize: Self.size)
        let second = PDFWriter.lineFrame(1, pageSize: Self.size)
        #expect(text.caretOffset(nearest: Point(x: first.minX - 10, y: first.midY)) == 0)
        // Right of a line's end: after its last character, not on the line below.
        #expect(text.caretOffset(nearest: Point(x: Self.size.width - 5, y: first.midY)) == 15)
        #expect(text.caretOffset(nearest: Point(x: Self.size.width - 5, y: second.midY)) == 27)
        // Below the text: the nearest line, the last.
        #expect(text.caretOffset(nearest: Point(x: second.minX - 5, y: Self.size.height - 5)) == 16)
    }

    @Test func aRangeAcrossLinesGivesOneRectanglePerLine() throws {
        let text = try layout()
        let rects = text.rects(in: 6..<22)
        #expect(rects.count == 2)
        #expect(text.text(in: 6..<22) == "selection\nsecond")
        #expect(rects.count == 2 && rects[0].maxY <= rects[1].minY + 1)
    }
}

import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// Poppler's text search on a generated many-page PDF: matches in page points with the
/// origin at the top left, folding of case and accents, wrapping lines, and a background
/// search through a document of its own.
@MainActor
@Suite struct PDFSearchTests {
    let path: String
    static let pageSize = Size(width: 400, height: 600)
    static let pageCount = 60

    /// Page 0 and the last page have "needle" on their first line, page 17 on its first and
    /// third; page 30 says "Café" and "CAFE"; page 41 wraps a phrase onto its second line.
    static func pages() -> [[String]] {
        (0..<pageCount).map { page in
            switch page {
            case 0: ["needle on page one", "hay"]
            case 17: ["needle here", "hay", "and a needle"]
            case 30: ["Café au lait", "CAFE NOIR"]
            case 41: ["the end of the first", "line goes on"]
            case pageCount - 1: ["the last needle"]
            default: ["hay \(page + 1)", "more hay"]
            }
        }
    }

    init() throws {
        let folder = NSTemporaryDirectory() + "folio-pdf-search-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/haystack.pdf"
        try PDFWriter.write(pages: Self.pages(), size: Self.pageSize, to: path)
    }

    @Test func matchesAreInPagePointsFromTheTopLeftInReadingOrder() throws {
        let document = try PDFDocument(path: path)
        let matches = try document.findString("needle", onPage: 17)
        #expect(matches.count == 2)
        let first = matches[0].bounds
        let second = matches[1].bounds
        // The first line's baseline is 72 pt from the top, the third's 136 pt (24-point type).
        #expect(first.minY > 40 && first.maxY < 80, "first line at \(first)")
        #expect(second.minY > 104 && second.maxY < 144, "third line at \(second)")
        #expect(first.minX > 20 && first.minX < 30)
        #expect(second.minX > first.minX + 40, "after “and a ”")
        #expect(first.width > 60 && first.width < 110)
        #expect(matches.allSatisfy { $0.page == 17 && $0.rects.count == 1 })
    }

    @Test func caseAndAccentsAreIgnoredByDefaultAndCountWhenAsked() throws {
        let document = try PDFDocument(path: path)
        #expect(try document.findString("cafe", onPage: 30).count == 2)
        #expect(try document.findString("CAFÉ", onPage: 30).count == 2)
        #expect(try document.findString("Café", onPage: 30, options: []).count == 1)
        #expect(try document.findString("cafe", onPage: 30, options: .caseInsensitive).count == 1)
        #expect(try document.findString("", onPage: 30).isEmpty)
        #expect(try document.findString("zebra", onPage: 30).isEmpty)
    }

    @Test func aPhraseThatWrapsIsOneMatchWithARectanglePerLine() throws {
        let document = try PDFDocument(path: path)
        let matches = try document.findString("first line", onPage: 41)
        #expect(matches.count == 1)
        #expect(matches.first?.rects.count == 2)
    }

    @Test func aPageOutsideTheDocumentThrows() throws {
        let document = try PDFDocument(path: path)
        #expect(throws: PDFDocumentError.self) { try document.findString("needle", onPage: Self.pageCount) }
    }

    @Test func aBackgroundSearchFindsTheFirstAndLastMatchesAndWrapsAround() async {
        let path = self.path
        let search = DocumentSearch(startPage: 20, pageCount: Self.pageCount) {
            try PDFPageSearcher(path: path, query: "NEEDLE")
        }
        await search.finish()
        #expect(search.error == nil)
        // From page 21 on: the last page, then wrapping to page 1 and page 18.
        #expect(search.hits.map(\.page) == [59, 0, 17, 17])
        #expect(search.matches(onPage: 17).count == 2)
    }

    @Test func aBackgroundSearchWithoutMatchesFinishesEmpty() async {
        let path = self.path
        let search = DocumentSearch(startPage: 5, pageCount: nil) { try PDFPageSearcher(path: path, query: "zebra") }
        await search.finish()
        #expect(search.isFinished && search.hits.isEmpty && search.error == nil)
    }

    @Test func aSearcherForAMissingFileEndsTheSearchWithItsError() async {
        let search = DocumentSearch(startPage: 0, pageCount: nil) {
            try PDFPageSearcher(path: "/nonexistent/folio.pdf", query: "x")
        }
        await search.finish()
        #expect(search.error is PDFDocumentError)
    }
}

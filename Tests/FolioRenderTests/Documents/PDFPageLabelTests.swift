import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// Page labels: roman front matter, a prefixed appendix, and a PDF without labels, whose
/// labels are its page numbers.
@Suite struct PDFPageLabelTests {
    let folder = NSTemporaryDirectory() + "folio-page-labels-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Four roman pages, six numbered ones, two of appendix "A-".
    func book() throws -> PDFDocument {
        let path = folder + "/book.pdf"
        try LabelledPDF.write(
            pages: (1...12).map { "Page \($0)" },
            labels: [
                .init(from: 0, style: .lowerRoman), .init(from: 4, style: .decimal),
                .init(from: 10, style: .decimal, prefix: "A-"),
            ], to: path)
        return try PDFDocument(path: path)
    }

    @Test func labelsFollowTheDocumentsRanges() throws {
        let document = try book()
        let labels = (0..<12).map { document.pageLabel(at: $0) }
        #expect(labels == ["i", "ii", "iii", "iv", "1", "2", "3", "4", "5", "6", "A-1", "A-2"])
        #expect(document.pageLabel(at: 12) == nil)
        #expect(document.pageLabel(at: -1) == nil)
        #expect(document.hasOwnPageLabel(at: 3))
        #expect(document.hasOwnPageLabel(at: 5), "the sixth page is printed 2")
    }

    @Test func aLabelFindsItsPageWhateverItsCase() throws {
        let document = try book()
        #expect(document.pageIndex(forLabel: "iv") == 3)
        #expect(document.pageIndex(forLabel: " IV ") == 3)
        #expect(document.pageIndex(forLabel: "A-2") == 11)
        #expect(document.pageIndex(forLabel: "a-2") == 11)
        #expect(document.pageIndex(forLabel: "3") == 6)
        #expect(document.pageIndex(forLabel: "xl") == nil)
        #expect(document.pageIndex(forLabel: "") == nil)
        #expect(document.pageIndex(forLabel: String(repeating: "x", count: 10_000)) == nil)
    }

    @Test func aPDFWithoutLabelsIsNumberedFromOne() throws {
        let path = folder + "/plain.pdf"
        try LabelledPDF.write(pages: ["a", "b", "c"], labels: [], to: path)
        let document = try PDFDocument(path: path)
        #expect((0..<3).map { document.pageLabel(at: $0) } == ["1", "2", "3"])
        #expect(!(0..<3).contains { document.hasOwnPageLabel(at: $0) })
        #expect(document.pageIndex(forLabel: "2") == 1)
    }
}

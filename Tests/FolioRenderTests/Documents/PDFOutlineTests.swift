import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// A PDF's outline, read through poppler's index iterator: nested entries, each resolved to
/// the page it goes to, whether it names a page or a named destination.
@Suite struct PDFOutlineTests {
    let folder = NSTemporaryDirectory() + "folio-pdf-outline-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Front matter labelled i–ii, then chapters 1–4; chapter 2 is a named destination on
    /// page 4 (index 3), its section on page 5.
    static let book = PDFWriter.Document(
        pages: [
            PDFWriter.Page(lines: [.text("Title")], label: "i"),
            PDFWriter.Page(lines: [.text("Contents"), .link("Chapter two", to: .destination("ch2"))], label: "ii"),
            PDFWriter.Page(
                lines: [.text("Chapter one"), .link("web", to: .uri("https://example.org/a"))], label: "1"),
            PDFWriter.Page(lines: [.text("Intro"), .destination("Chapter two", name: "ch2")], label: "2"),
            PDFWriter.Page(
                lines: [.destination("Section 2.1", name: "s2.1"), .link("back", to: .page(2))], label: "3"),
        ],
        outline: [
            PDFWriter.OutlineEntry("Front", to: .page(0)),
            PDFWriter.OutlineEntry(
                "Chapter two", to: .destination("ch2"),
                children: [PDFWriter.OutlineEntry("Section 2.1", to: .destination("s2.1"))]),
        ])

    func write(_ document: PDFWriter.Document = Self.book) throws -> PDFDocument {
        let path = folder + "/book.pdf"
        try PDFWriter.write(document, to: path)
        return try PDFDocument(path: path)
    }

    @Test func entriesAreNestedAndResolvedToTheirPages() throws {
        let outline = try write().outline()
        #expect(outline.map(\.title) == ["Front", "Chapter two"])
        #expect(outline.map { $0.target?.pageIndex } == [0, 3])
        #expect(outline[1].children.map(\.title) == ["Section 2.1"])
        #expect(outline[1].children.first?.target?.pageIndex == 4)
        #expect(outline[0].children.isEmpty)
    }

    @Test func flattenedListsEntriesDepthFirstWithTheirDepth() throws {
        let flat = try write().outline().flatMap(\.flattened)
        #expect(flat.map(\.item.title) == ["Front", "Chapter two", "Section 2.1"])
        #expect(flat.map(\.depth) == [0, 0, 1])
    }

    @Test func aNamedDestinationKnowsHowFarDownThePageItIs() throws {
        guard case .page(3, let top?) = try write().outline()[1].target else {
            Issue.record("chapter two should go to page 4 with a position")
            return
        }
        // The destination is line 1 of page 4: between its top and its baseline.
        let frame = PDFWriter.lineFrame(1, pageSize: Self.book.size)
        #expect(top > frame.minY - 1 && top < frame.maxY + 1)
    }

    @Test func aDocumentWithoutAnOutlineHasNone() throws {
        let document = try write(PDFWriter.Document(pages: [PDFWriter.Page(lines: [.text("One")])]))
        #expect(document.outline().isEmpty)
    }

    @Test func anOutlineLongerThanTheBudgetIsCut() throws {
        let entries = (0..<(PDFDocument.maximumOutlineItems + 50)).map {
            PDFWriter.OutlineEntry("Entry \($0)", to: .page(0))
        }
        let document = try write(PDFWriter.Document(pages: [PDFWriter.Page(lines: [.text("One")])], outline: entries))
        #expect(document.outline().count == PDFDocument.maximumOutlineItems)
    }

    @Test func nestingDeeperThanTheBudgetIsCut() throws {
        var entry = PDFWriter.OutlineEntry("Deepest", to: .page(0))
        for level in 0..<(PDFDocument.maximumOutlineDepth + 8) {
            entry = PDFWriter.OutlineEntry("Level \(level)", to: .page(0), children: [entry])
        }
        let document = try write(PDFWriter.Document(pages: [PDFWriter.Page(lines: [.text("One")])], outline: [entry]))
        let depths = document.outline().flatMap(\.flattened).map(\.depth)
        #expect(depths.max() == PDFDocument.maximumOutlineDepth - 1)
    }
}

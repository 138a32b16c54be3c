import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// A PDF page's links through poppler's link mapping: where each is on the page (top-left
/// origin, in points) and where it goes, and which one a tap lands on.
@Suite struct PDFLinkTests {
    let document: PDFDocument
    let size = PDFOutlineTests.book.size

    init() throws {
        let folder = NSTemporaryDirectory() + "folio-pdf-links-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PDFWriter.write(PDFOutlineTests.book, to: folder + "/book.pdf")
        document = try PDFDocument(path: folder + "/book.pdf")
    }

    func expectFrame(_ frame: Rect?, line: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = PDFWriter.lineFrame(line, pageSize: size)
        guard let frame else {
            Issue.record("no link", sourceLocation: sourceLocation)
            return
        }
        for (actual, wanted) in [
            (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.maxX, expected.maxX),
            (frame.maxY, expected.maxY),
        ] {
            #expect(abs(actual - wanted) < 0.5, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func aLinkToANamedDestinationGoesToItsPage() throws {
        let links = try document.links(onPage: 1)
        #expect(links.count == 1)
        #expect(links.first?.target.pageIndex == 3)
        expectFrame(links.first?.frame, line: 1)
    }

    @Test func anExternalLinkKeepsItsAddress() throws {
        let links = try document.links(onPage: 2)
        #expect(links.map(\.target) == [.external("https://example.org/a")])
        expectFrame(links.first?.frame, line: 1)
    }

    @Test func aLinkToAPageGoesThere() throws {
        #expect(try document.links(onPage: 4).map { $0.target.pageIndex } == [2])
    }

    @Test func aPageWithoutLinksHasNone() throws {
        #expect(try document.links(onPage: 0).isEmpty)
    }

    @Test func hitTestingFindsTheLinkUnderAPointOnly() throws {
        let frame = PDFWriter.lineFrame(1, pageSize: size)
        let inside = Point(x: frame.midX, y: frame.midY)
        #expect(try document.link(at: inside, onPage: 1)?.target.pageIndex == 3)
        #expect(try document.link(at: Point(x: frame.midX, y: frame.minY - 10), onPage: 1) == nil)
        #expect(try document.link(at: inside, onPage: 0) == nil)
    }

    @Test func aPageOutsideTheDocumentThrows() {
        #expect(throws: PDFDocumentError.pageOutOfRange(index: 9, pageCount: 5)) {
            try document.links(onPage: 9)
        }
    }
}

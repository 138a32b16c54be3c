import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// PDF pages whose declared boxes are absurd render within ``PDFDocument/maximumPixelCount``
/// instead of trapping, and a PDF with padding after its end marker opens.
@Suite struct HostilePDFTests {
    let folder = NSTemporaryDirectory() + "folio-hostile-pdf-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ data: Data) throws -> String {
        let path = folder + "/" + name
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func expectBounded(_ image: Image, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(image.bitmap.width <= PDFDocument.maximumPixelSide, sourceLocation: sourceLocation)
        #expect(image.bitmap.height <= PDFDocument.maximumPixelSide, sourceLocation: sourceLocation)
        #expect(image.bitmap.pixels.count <= PDFDocument.maximumPixelCount, sourceLocation: sourceLocation)
    }

    @Test func aPageOf200000PointsSquareRendersWithinTheBudgetInsteadOfTrapping() throws {
        let path = try write("poster.pdf", HostileFiles.pdf(pageSizes: [(612, 792), (200_000, 200_000)]))
        let document = try PDFDocument(path: path)
        #expect(document.pageCount == 2)
        // At the scale that suits the first page, the second asked for 490 GB.
        let image = try document.renderPage(at: 1, scale: 1.75)
        expectBounded(image)
        #expect(abs(image.size.width - 200_000) / 200_000 < 0.01)
    }

    @Test func aPageOf3e9By10PointsRendersWithoutOverflowingInt32() throws {
        let path = try write("ribbon.pdf", HostileFiles.pdf(pageSizes: [(612, 792), (3e9, 10)]))
        let document = try PDFDocument(path: path)
        let image = try document.renderPage(at: 1, scale: 2)
        expectBounded(image)
        #expect(image.bitmap.width == PDFDocument.maximumPixelSide && image.bitmap.height >= 1)
    }

    @Test func aPageAtTheFormatsMaximumOf14400PointsRendersWithinTheBudget() throws {
        let path = try write("max.pdf", HostileFiles.pdf(pageSizes: [(612, 792), (14_400, 14_400)]))
        let image = try PDFDocument(path: path).renderPage(at: 1, scale: 2.6)
        expectBounded(image)
    }

    @Test func anOrdinaryPageRendersAtTheRequestedScale() throws {
        let path = try write("letter.pdf", HostileFiles.pdf(pageSizes: [(612, 792)]))
        let image = try PDFDocument(path: path).renderPage(at: 0, scale: 2)
        #expect(image.bitmap.width == 1224 && image.bitmap.height == 1584)
    }

    @Test func aValidPDFFollowedBy2KBOfZeroBytesOpens() throws {
        let padded = HostileFiles.pdf(pageSizes: [(300, 400), (300, 400)]) + Data(count: 2048)
        let path = try write("padded.pdf", padded)
        #expect(try PDFDocument(path: path).pageCount == 2)
    }

    @Test func aPDFCutBeforeItsEndMarkerIsStillTruncated() throws {
        let whole = HostileFiles.pdf(pageSizes: [(300, 400), (300, 400)])
        let path = try write("cut.pdf", whole.prefix(whole.count - 12) + Data(count: 2048))
        #expect(throws: PDFDocumentError.truncated(path: path)) { try PDFDocument(path: path) }
    }
}

import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// Files open by what they contain; the extension is only a hint.
@MainActor
@Suite struct DocumentKindTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func signaturesDecide() {
        #expect(DocumentKind.of(head: Data("%PDF-1.7\n".utf8)) == .pdf)
        #expect(DocumentKind.of(head: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0])) == .png)
        #expect(DocumentKind.of(head: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(DocumentKind.of(head: Data("Grüße, 世界\n".utf8)) == .text)
        #expect(DocumentKind.of(head: Data([0x41, 0xC3, 0x28])) == .unknown, "invalid UTF-8")
        #expect(DocumentKind.of(head: Data([0x41, 0, 0x42])) == .unknown, "a NUL byte")
        #expect(DocumentKind.of(head: Data("PK\u{3}\u{4}rest".utf8)) == .unknown, "a zip that is not a book")
        #expect(DocumentKind.of(head: Data("PK\u{3}\u{4}rest".utf8), fileExtension: "epub") == .epub)
    }

    @Test func aTextCutMidCharacterByTheSniffWindowIsStillText() {
        var bytes = [UInt8](repeating: 0x61, count: DocumentKind.sniffLength - 1)
        bytes.append(0xE4)  // the first byte of a three-byte character
        #expect(DocumentKind.of(head: Data(bytes)) == .text)
    }

    @Test func theGPLWithoutAnExtensionOpensAsText() throws {
        let path = "/usr/share/common-licenses/GPL-3"
        try #require(FileManager.default.fileExists(atPath: path), "Debian's base-files ships \(path)")
        let book = try loader.load(path: path)
        book.paginateAll()
        #expect(book.style == .pages)
        #expect(book.pageCount > 10)
        guard case .text(let first) = book.pages.first else {
            Issue.record("the first page is not text")
            return
        }
        #expect(first.text.contains("GNU GENERAL PUBLIC LICENSE"))
    }

    @Test func pdfAndPictureAndEPUBWithoutExtensionsOpen() throws {
        let pdf = folder.path("manual")
        try PDFWriter.write(pages: [["One"], ["Two"]], size: Size(width: 300, height: 400), to: pdf)
        #expect(try loader.load(path: pdf).pageCount == 2)

        let picture = folder.path("photo")
        try Bitmap(width: 8, height: 6, fill: .red).writePNG(toFile: picture)
        let carousel = try loader.load(path: picture)
        #expect(carousel.style == .pictures && carousel.pageCount == 1)

        let book = folder.path("novel")
        try HandMadeEPUB.minimal().write(to: book)
        #expect(try loader.load(path: book).title == "Hand Made")
    }

    @Test func aPDFNamedTxtOpensAsAPDF() throws {
        let path = folder.path("notes.txt")
        try PDFWriter.write(pages: [["One"]], size: Size(width: 300, height: 400), to: path)
        guard case .pdf = try loader.load(path: path).pages.first else {
            Issue.record("a PDF named .txt did not open as a PDF")
            return
        }
    }

    @Test func binaryWithoutAnExtensionIsUnsupported() throws {
        let path = try folder.write("blob", Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0xFF, 0xFE]))
        #expect(throws: DocumentError.unsupportedFile(path: path)) { try loader.load(path: path) }
    }
}

import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@testable import FolioApp

/// Every kind of bad file the reader can be given produces its own clear, one-line error.
@MainActor
@Suite struct BadInputTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    func expectError(_ expected: DocumentError, loading path: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        do {
            _ = try loader.load(path: path)
            Issue.record("\(path) loaded, expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), "the message is one line", sourceLocation: sourceLocation)
            #expect(error.description.contains(path), "the message names the file", sourceLocation: sourceLocation)
        }
    }

    @Test func missingPath() {
        let path = folder.path("nothing-here.pdf")
        expectError(.fileNotFound(path: path), loading: path)
    }

    @Test func unsupportedFile() throws {
        let path = try folder.write("notes.docx", Data("PK\u{3}\u{4}".utf8))
        expectError(.unsupportedFile(path: path), loading: path)
    }

    @Test func folderWithoutImages() throws {
        let empty = try folder.makeFolder("empty")
        _ = try folder.write("empty/readme.txt", Data("hi".utf8))
        expectError(.noImages(folder: empty), loading: empty)
    }

    @Test func corruptImageInAFolder() throws {
        let photos = try folder.makeFolder("photos")
        try Bitmap(width: 4, height: 4, fill: .red).writePNG(toFile: photos + "/1.png")
        // A PNG signature followed by garbage: it claims to be a PNG but cannot be decoded.
        let bad = try folder.write("photos/2.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]))
        do {
            _ = try loader.load(path: photos)
            Issue.record("a folder with a corrupt image loaded")
        } catch {
            guard case .corruptImage(let path, _) = error else {
                Issue.record("expected corruptImage, got \(error)")
                return
            }
            #expect(path == bad)
            #expect(error.description.hasPrefix("\(bad) is not a valid image: "))
            #expect(!error.description.contains("\n"))
        }
    }

    /// `folio open photo.png` names no folder: the picture's folder is the current one, and
    /// a damaged picture there is reported by its name, not as an unreadable "".
    @Test func aBareFileNameIsInTheCurrentFolder() {
        #expect(DocumentLoader.folder(containing: "photo.png") == FileManager.default.currentDirectoryPath)
        #expect(DocumentLoader.folder(containing: "/tmp/photos/photo.png") == "/tmp/photos")
        #expect(DocumentLoader.folder(containing: "photos/photo.png") == "photos")
    }

    @Test func truncatedPDF() throws {
        let whole = folder.path("whole.pdf")
        try PDFWriter.write(pages: [["One"], ["Two"], ["Three"]], size: Size(width: 300, height: 400), to: whole)
        let data = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = try folder.write("cut.pdf", data.prefix(data.count / 2))
        expectError(.pdf(.truncated(path: cut)), loading: cut)
        // The uncut file opens, so it is the cut that the error is about.
        #expect(try loader.load(path: whole).pageCount == 3)
    }

    @Test func damagedPDF() throws {
        let path = try folder.write("garbage.pdf", Data("%PDF-1.4\nthis is not a PDF body\n%%EOF\n".utf8))
        do {
            _ = try loader.load(path: path)
            Issue.record("a damaged PDF loaded")
        } catch {
            guard case .pdf(.damaged(let damagedPath, _)) = error else {
                Issue.record("expected a damaged PDF error, got \(error)")
                return
            }
            #expect(damagedPath == path)
        }
    }

    @Test func encryptedPDF() throws {
        let path = try folder.write("secret.pdf", EncryptedPDFFixture.data())
        expectError(.pdf(.encrypted(path: path)), loading: path)
    }

    @Test func fileNamedPDFThatIsNotOne() throws {
        let path = try folder.write("fake.pdf", Data("hello".utf8))
        expectError(.pdf(.notAPDF(path: path)), loading: path)
    }

    @Test(arguments: ["", "   \n\n\t\n", "---\n\n***\n"])
    func emptyMarkdown(contents: String) throws {
        let path = try folder.write("empty.md", Data(contents.utf8))
        expectError(.emptyText(path: path), loading: path)
    }

    @Test func emptyPlainText() throws {
        let path = try folder.write("empty.txt", Data())
        expectError(.emptyText(path: path), loading: path)
    }

    @Test func binaryFileNamedTxt() throws {
        let path = try folder.write("data.txt", Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2]))
        expectError(.notText(path: path), loading: path)
    }

    @Test func goodInputsLoad() throws {
        let text = try folder.write("story.md", Data("# Title\n\nOnce upon a time.\n".utf8))
        let book = try loader.load(path: text)
        #expect(book.style == .pages)
        #expect(book.pageCount == 1)
        let photos = try folder.makeFolder("good")
        for name in ["10.png", "2.png", "1.PNG", ".hidden.png", "notes.txt"]
        where name.hasSuffix("png") || name.hasSuffix("PNG") {
            try Bitmap(width: 2, height: 2, fill: .blue).writePNG(toFile: photos + "/" + name)
        }
        let carousel = try loader.load(path: photos)
        #expect(carousel.style == .pictures)
        #expect(
            carousel.pages.compactMap { if case .image(let file) = $0 { file.name } else { nil } } == [
                "1.PNG", "2.png", "10.png",
            ])
        // Naming one picture opens its folder at that picture.
        #expect(try loader.load(path: photos + "/2.png").initialPage == 1)
    }
}

import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// An EPUB is recognised by what is inside the zip, whatever the file is called, and a book
/// zipped the wrong way is told apart from a broken one.
@MainActor
@Suite struct EPUBRecognitionTests {
    private let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    @Test(arguments: ["book.pdf", "book.zip", "book", "book.txt"])
    func anEPUBOpensWhateverItsName(_ name: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.path(name)
        try HandMadeEPUB.minimal(body: "<p>Found by its content.</p>").write(to: path)
        let book = try loader.load(path: path)
        #expect(book.title == "Hand Made")
    }

    @Test func anEPUBWhoseMimetypeIsNotFirstIsStillABookUnderAnotherName() throws {
        let folder = try TemporaryFolder()
        var epub = HandMadeEPUB.minimal()
        // Zipped by a tool that ignores OCF's order: the signature DocumentKind looks for is
        // not at the start, but the container is in the zip.
        let mimetype = try #require(epub.entries.first)
        epub.entries.removeFirst()
        epub.entries.append(mimetype)
        let path = folder.path("renamed.pdf")
        try epub.write(to: path)
        #expect(try loader.load(path: path).title == "Hand Made")
    }

    @Test func aZipThatIsNoBookIsStillRefusedAsNotAPDF() throws {
        let folder = try TemporaryFolder()
        var zip = HandMadeEPUB()
        zip.add("notes.txt", "just a zip")
        let path = folder.path("archive.pdf")
        try zip.write(to: path)
        #expect(throws: DocumentError.pdf(.notAPDF(path: path))) { try loader.load(path: path) }
    }

    @Test func aBookZippedFromItsFolderNamesThatFolder() throws {
        let folder = try TemporaryFolder()
        var nested = HandMadeEPUB()
        for entry in HandMadeEPUB.minimal().entries {
            nested.add("My Book/" + entry.path, data: entry.data)
        }
        let path = folder.path("nested.epub")
        try nested.write(to: path)
        #expect(throws: DocumentError.epub(path: path, .containerNotAtRoot(folder: "My Book/"))) {
            try loader.load(path: path)
        }
        let message = EPUBError.containerNotAtRoot(folder: "My Book/").description
        #expect(message.contains("inside the folder My Book/"))
        #expect(!message.contains("not in the book"))
    }
}

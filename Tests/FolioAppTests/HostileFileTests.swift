import ArgumentParser
import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

#if canImport(Glibc)
    import Glibc
#endif

/// Files that are not what their names say: FIFOs, devices, links past a limit, a folder
/// called `x.png`, UTF-16 text; and names and contents that would print more than one line.
@MainActor
@Suite struct HostileFileTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    func png(_ name: String) throws -> String {
        try folder.write(name, Bitmap(width: 4, height: 3, fill: .red).pngData())
    }

    @Test func aFIFOAsTheDocumentIsOneLineAndDoesNotBlock() throws {
        let fifo = folder.path("notes.md")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: DocumentError.unreadable(path: fifo, reason: "it is a FIFO (named pipe), not a regular file")) {
            try loader.load(path: fifo)
        }
    }

    @Test func aDeviceAsTheDocumentIsRefused() {
        #expect(
            throws: DocumentError.unreadable(path: "/dev/zero", reason: "it is a character device, not a regular file")
        ) {
            try loader.load(path: "/dev/zero")
        }
    }

    @Test func aPictureFolderSkipsFoldersAndFIFOsWithImageNames() throws {
        _ = try folder.makeFolder("trip")
        let first = try png("trip/1.png")
        _ = try folder.makeFolder("trip/x.png")
        #expect(mkfifo(folder.path("trip/2.png"), 0o644) == 0)
        let book = try loader.load(path: folder.path("trip"))
        #expect(book.pages.count == 1)
        #expect(try DocumentLoader.imageFiles(in: folder.path("trip")).map(\.path) == [first])
    }

    @Test func aLinkToAFileOverTheLimitIsRefusedByItsTargetsSize() throws {
        let big = folder.path("big.md")
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        // Sparse: 17 MB that take no disk.
        #expect(truncate(big, off_t(DocumentLoader.maximumTextBytes + 1_048_576)) == 0)
        let link = folder.path("small.md")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: big)
        do {
            _ = try loader.load(path: link)
            Issue.record("loaded a 17 MB Markdown file through a link")
        } catch {
            #expect(error.description.contains("over Folio's limit of 16 MB"))
        }
    }

    @Test func utf16TextWithAByteOrderMarkIsText() throws {
        let text = "Hello, UTF-16\n\nSecond paragraph ✓\n"
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            let path = try folder.write(
                "u16-\(encoding.rawValue).txt", Data(mark) + (text.data(using: encoding) ?? Data()))
            #expect(try DocumentKind.of(path: path) == .text)
            let book = try loader.load(path: path)
            let page = try #require(book.page(at: 0))
            guard case .text(let textPage) = page else {
                Issue.record("not a text page")
                continue
            }
            #expect(textPage.text.contains("Hello, UTF-16"))
            #expect(textPage.text.contains("Second paragraph ✓"))
        }
    }

    @Test func controlCharactersAreEscapedInEveryMessage() {
        let name = "evil\nfolio: wrote 3 PNG frames\u{1B}[2J\u{202E}.md"
        let message = TerminalText.oneLine(DocumentError.notText(path: name).description)
        #expect(!message.contains("\n"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
        #expect(message.hasPrefix("evil\\nfolio: wrote 3 PNG frames\\u{1B}[2J\\u{202E}.md"))
        let shown = "\(TerminalText.userFacing(DocumentError.notText(path: name)))"
        #expect(shown == message)
    }

    @Test func foundationErrorsNeverReachTheUser() {
        let shown = "\(TerminalText.userFacing(CocoaError(.fileWriteUnknown)))"
        #expect(!shown.contains("NSCocoaErrorDomain"))
        #expect(shown == "the disk reported an input/output error")
        // ArgumentParser's own errors keep their usage text.
        #expect(TerminalText.userFacing(ValidationError("x")) is ValidationError)
    }
}

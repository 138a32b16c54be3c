import Foundation
import Testing
import ZIPFoundation

@testable import FolioApp

/// Entries a book lists but Folio does not read are named for what they are, and text from
/// inside a book never prints more than one line.
@MainActor
@Suite struct UnreadableEPUBEntryTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The EPUB error of loading the book at `path`.
    func error(loading path: String, sourceLocation: SourceLocation = #_sourceLocation) -> EPUBError? {
        do {
            _ = try loader.load(path: path)
            Issue.record("a hostile book loaded", sourceLocation: sourceLocation)
        } catch {
            if case .epub(_, let reason) = error { return reason }
            Issue.record("expected an EPUB error, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    @Test func anEncryptedChapterIsNamedAsEncrypted() throws {
        let path = folder.path("encrypted.epub")
        try HandMadeEPUB.minimal().write(to: path)
        // ZIPFoundation cannot write encryption: set the flag of the chapter's headers by hand.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let name = Array("OEBPS/text/chapter.xhtml".utf8)
        for index in 0..<(bytes.count - 46) where bytes[index] == 0x50 && bytes[index + 1] == 0x4B {
            if bytes[index + 2] == 3, bytes[index + 3] == 4,
                Array(bytes[(index + 30)..<(index + 30 + name.count)]) == name
            {
                bytes[index + 6] |= 1
            }
            if bytes[index + 2] == 1, bytes[index + 3] == 2,
                Array(bytes[(index + 46)..<(index + 46 + name.count)]) == name
            {
                bytes[index + 8] |= 1
            }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(ZipDirectory.encryptedEntries(inZipAt: path) == ["OEBPS/text/chapter.xhtml"])
        #expect(
            error(loading: path)
                == .unreadableEntry(
                    "OEBPS/text/chapter.xhtml", reason: "encrypted (a password-protected zip), which Folio cannot read")
        )
    }

    @Test func aChapterThatIsASymbolicLinkIsNamedAsOne() throws {
        let path = folder.path("link.epub")
        var book = HandMadeEPUB.minimal()
        book.entries.removeAll { $0.path == "OEBPS/text/chapter.xhtml" }
        try book.write(to: path)
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .update)
        let target = Data("../../../etc/passwd".utf8)
        try archive.addEntry(with: "OEBPS/text/chapter.xhtml", type: .symlink, uncompressedSize: Int64(target.count)) {
            position, size in target.subdata(in: Int(position)..<(Int(position) + size))
        }
        #expect(
            error(loading: path)
                == .unreadableEntry("OEBPS/text/chapter.xhtml", reason: "a symbolic link, which Folio does not follow"))
    }

    @Test func nestingPastTheLimitIsNamed() throws {
        let depth = MarkupParser.maximumDepth + 10
        for (open, close) in [("<div>", "</div>"), ("<span>", "</span>")] {
            let body = String(repeating: open, count: depth) + "deep text" + String(repeating: close, count: depth)
            let path = folder.path("deep.epub")
            try HandMadeEPUB.minimal(body: body).write(to: path)
            let reason = error(loading: path)
            #expect(reason == .tooDeep(entry: "OEBPS/text/chapter.xhtml", limit: MarkupParser.maximumDepth))
            #expect(reason?.description.contains("more than 256 deep") == true)
        }
    }

    @Test func nestingWithinTheLimitReads() throws {
        let depth = 100
        let body = String(repeating: "<div>", count: depth) + "deep text" + String(repeating: "</div>", count: depth)
        let path = folder.path("fine.epub")
        try HandMadeEPUB.minimal(body: body).write(to: path)
        #expect(try loader.load(path: path).pageCount >= 1)
    }

    @Test func aPackagePathWithNewlinesPrintsAsOneLine() throws {
        var book = HandMadeEPUB.minimal()
        book.replace("META-INF/container.xml", HandMadeEPUB.container(opf: "x&#10;folio: wrote 3 PNG frames&#10;y"))
        let path = folder.path("newlines.epub")
        try book.write(to: path)
        do {
            _ = try loader.load(path: path)
            Issue.record("loaded")
        } catch {
            let shown = "\(TerminalText.userFacing(error))"
            #expect(!shown.contains("\n"))
            #expect(shown.contains("x\\nfolio: wrote 3 PNG frames\\ny"))
        }
    }
}

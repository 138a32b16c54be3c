import Foundation
import Testing

@testable import FolioApp

/// A book is a file from anywhere: every broken or hostile EPUB is a one-line error, and
/// none can make the reader trap, leave the book, or inflate without limit.
@MainActor
@Suite struct HostileEPUBTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Loads `epub` through the app's loader and returns its error.
    func error(loading epub: HandMadeEPUB, sourceLocation: SourceLocation = #_sourceLocation) throws -> EPUBError? {
        let path = folder.path("book.epub")
        try epub.write(to: path)
        do {
            _ = try loader.load(path: path)
            Issue.record("a hostile book loaded", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(!error.description.contains("\n"), "one line", sourceLocation: sourceLocation)
            #expect(error.description.contains(path), "names the file", sourceLocation: sourceLocation)
            guard case .epub(_, let reason) = error else {
                Issue.record("expected an EPUB error, got \(error)", sourceLocation: sourceLocation)
                return nil
            }
            return reason
        }
    }

    @Test func pathsThatLeaveTheBookAreRefused() {
        #expect(throws: EPUBError.pathOutsideBook("../../etc/passwd")) {
            try EPUBArchive.resolve("../../etc/passwd", relativeTo: "OEBPS/content.opf")
        }
        #expect(throws: EPUBError.pathOutsideBook("/etc/passwd")) {
            try EPUBArchive.resolve("/etc/passwd", relativeTo: "OEBPS/content.opf")
        }
        #expect(throws: EPUBError.pathOutsideBook("file:///etc/passwd")) {
            try EPUBArchive.resolve("file:///etc/passwd", relativeTo: "OEBPS/content.opf")
        }
        #expect(throws: EPUBError.pathOutsideBook("%2e%2e/%2e%2e/x")) {
            try EPUBArchive.resolve("%2e%2e/%2e%2e/x", relativeTo: "OEBPS/content.opf")
        }
        #expect(
            (try? EPUBArchive.resolve("../images/a%20b.png#top", relativeTo: "OEBPS/text/c.xhtml"))
                == "OEBPS/images/a b.png")
    }

    @Test func aSpineItemOutsideTheBookLeavesAnEmptySpine() throws {
        var epub = HandMadeEPUB.minimal()
        epub.replace(
            "OEBPS/content.opf",
            """
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/>
            <manifest><item id="c1" href="../../../etc/passwd" media-type="application/xhtml+xml"/></manifest>
            <spine><itemref idref="c1"/></spine></package>
            """)
        #expect(try error(loading: epub) == .emptySpine)
    }

    @Test func missingPackageIsNamed() throws {
        var epub = HandMadeEPUB.minimal()
        epub.replace("META-INF/container.xml", HandMadeEPUB.container(opf: "OEBPS/nowhere.opf"))
        #expect(try error(loading: epub) == .missingEntry("OEBPS/nowhere.opf"))
    }

    @Test func badXMLInThePackageIsNamed() throws {
        var epub = HandMadeEPUB.minimal()
        epub.replace("OEBPS/content.opf", "<package><metadata>")
        #expect(try error(loading: epub) == .badMarkup(entry: "OEBPS/content.opf"))
    }

    @Test func notAZipNamedEPUB() throws {
        let path = try folder.write("fake.epub", Data("just text".utf8))
        #expect(throws: DocumentError.epub(path: path, .notZip)) { try loader.load(path: path) }
    }

    @Test func drmEncryptedBooksAreRefusedButObfuscatedFontsAreNot() throws {
        func encryption(_ uri: String, algorithm: String) -> String {
            """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
              <enc:EncryptedData><enc:EncryptionMethod Algorithm="\(algorithm)"/>
              <enc:CipherData><enc:CipherReference URI="\(uri)"/></enc:CipherData></enc:EncryptedData>
            </encryption>
            """
        }
        let drm = HandMadeEPUB.minimal(extra: [
            (
                "META-INF/encryption.xml",
                encryption("OEBPS/text/chapter.xhtml", algorithm: "http://www.w3.org/2001/04/xmlenc#aes128-cbc")
            )
        ])
        #expect(try error(loading: drm) == .encrypted)
        let fonts = HandMadeEPUB.minimal(extra: [
            (
                "META-INF/encryption.xml",
                encryption("OEBPS/fonts/a.otf", algorithm: "http://www.idpf.org/2008/embedding")
            )
        ])
        let path = folder.path("fonts.epub")
        try fonts.write(to: path)
        #expect(try loader.load(path: path).pageCount == 1)
    }

    @Test func aZipBombStopsAtTheEntryBudgetWhateverTheDirectorySays() throws {
        // 4 MB of zeros deflate to a few KB; the budget is 1 MB per entry.
        var epub = HandMadeEPUB.minimal()
        epub.replace(
            "OEBPS/text/chapter.xhtml", HandMadeEPUB.chapter("<p>" + String(repeating: " ", count: 4 << 20) + "</p>"))
        let path = folder.path("bomb.epub")
        try epub.write(to: path)
        var limits = EPUBArchive.Limits()
        limits.entryBytes = 1 << 20
        // The book's one chapter is converted as it opens.
        let builder = EPUBBookBuilder(layout: TextPageLayout())
        #expect(throws: EPUBError.entryTooLarge(entry: "OEBPS/text/chapter.xhtml", limit: 1 << 20)) {
            try builder.book(from: EPUBDocument(path: path, limits: limits), fileName: "bomb")
        }
        limits = EPUBArchive.Limits()
        limits.totalBytes = 2 << 20
        #expect(throws: EPUBError.bookTooLarge(limit: 2 << 20)) {
            try builder.book(from: EPUBDocument(path: path, limits: limits), fileName: "bomb")
        }
    }

    @Test func chaptersListedAgainAndAgainStopAtTheTextBudget() throws {
        // A 1 MB zip of eight 60 MB chapters (under every per-file and per-book budget)
        // parsed for minutes; here one 300 KB chapter is listed five times against 1 MB.
        var epub = HandMadeEPUB.minimal(body: "<p>" + String(repeating: "word ", count: 60_000) + "</p>")
        let opf = try #require(epub.entries.first { $0.path == "OEBPS/content.opf" }).data
        epub.replace(
            "OEBPS/content.opf",
            String(decoding: opf, as: UTF8.self).replacingOccurrences(
                of: "<itemref idref=\"c1\"/>", with: String(repeating: "<itemref idref=\"c1\"/>", count: 5)))
        let path = folder.path("long.epub")
        try epub.write(to: path)
        var limits = EPUBArchive.Limits()
        limits.textBytes = 1 << 20
        #expect(throws: EPUBError.textTooLarge(limit: 1 << 20)) { try EPUBDocument(path: path, limits: limits) }
        limits.textBytes = 2 << 20
        #expect(try EPUBDocument(path: path, limits: limits).allSections().count == 5)
    }

    @Test func tooManyEntriesStopsListing() throws {
        var epub = HandMadeEPUB.minimal()
        for index in 0..<20 { epub.add("OEBPS/extra/\(index).txt", "x") }
        let path = folder.path("many.epub")
        try epub.write(to: path)
        var limits = EPUBArchive.Limits()
        limits.entries = 10
        #expect(throws: EPUBError.tooManyEntries(limit: 10)) { try EPUBDocument(path: path, limits: limits) }
    }

    @Test func aChapterThatIsNotXMLIsReadAsHTML() throws {
        var epub = HandMadeEPUB.minimal()
        epub.replace("OEBPS/text/chapter.xhtml", "<html><body><p>One&nbsp;two<p>Three <i>four</body>")
        let path = folder.path("tagsoup.epub")
        try epub.write(to: path)
        let blocks = try EPUBDocument(path: path).allSections().flatMap(\.document.blocks)
        #expect(blocks.count == 2)
        #expect(blocks.flatMap(\.allRuns).contains { $0.text == "four" && $0.style == .emphasis })
    }

    @Test func externalEntitiesAreNotLoaded() throws {
        var epub = HandMadeEPUB.minimal()
        epub.replace(
            "OEBPS/text/chapter.xhtml",
            """
            <?xml version="1.0"?>
            <!DOCTYPE html [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>before &secret; after</p></body></html>
            """)
        let path = folder.path("xxe.epub")
        try epub.write(to: path)
        let hostname =
            (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "no-hostname-file"
        let text = try EPUBDocument(path: path).allSections().flatMap(\.document.blocks).flatMap(\.allRuns).map(\.text)
            .joined()
        #expect(text.contains("before"))
        #expect(!text.contains(hostname))
    }
}

import FolioCore
import Foundation
import Testing

@testable import FolioApp

/// A long EPUB opens on its first chapter alone: the others are converted as the reader
/// reaches them, or when a link, the table of contents, `--page` or End needs them, and
/// the pages come out as if every chapter had been converted at once.
@MainActor
@Suite struct EPUBSpineTextTests {
    let folder: TemporaryFolder
    let layout = TextPageLayout.fitting(Size(width: 400, height: 560), body: TextPageLayout().body)
    static let chapterCount = 8

    init() throws {
        folder = try TemporaryFolder()
    }

    /// A book of ``chapterCount`` chapters of about six pages each, with a navigation
    /// document and a link from the first chapter to a section of the sixth.
    func writeBook() throws -> String {
        var epub = HandMadeEPUB.minimal()
        var manifest = ""
        var spine = ""
        var nav = ""
        for number in 1...Self.chapterCount {
            manifest += "<item id=\"c\(number)\" href=\"text/ch\(number).xhtml\" media-type=\"application/xhtml+xml\"/>"
            spine += "<itemref idref=\"c\(number)\"/>"
            nav += "<li><a href=\"text/ch\(number).xhtml\">Chapter \(number)</a></li>"
            let link = number == 1 ? "<p><a href=\"ch6.xhtml#later\">Onwards</a></p>" : ""
            let paragraphs = (1...24).map { paragraph in
                let id = paragraph == 12 ? " id=\"later\"" : ""
                return "<p\(id)>Chapter \(number) paragraph \(paragraph). "
                    + String(repeating: "Words that fill a line or two of the page. ", count: 6) + "</p>"
            }
            epub.add(
                "OEBPS/text/ch\(number).xhtml",
                HandMadeEPUB.chapter("<h1>Chapter \(number)</h1>" + link + paragraphs.joined()))
        }
        manifest += "<item id=\"nav\" href=\"nav.xhtml\" properties=\"nav\" media-type=\"application/xhtml+xml\"/>"
        epub.add(
            "OEBPS/nav.xhtml",
            HandMadeEPUB.chapter("<nav epub:type=\"toc\"><ol>\(nav)</ol></nav>"))
        epub.replace(
            "OEBPS/content.opf",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">test</dc:identifier><dc:title>Long</dc:title><dc:language>en</dc:language>
              </metadata>
              <manifest>\(manifest)</manifest>
              <spine>\(spine)</spine>
            </package>
            """)
        let path = folder.path("long.epub")
        try epub.write(to: path)
        return path
    }

    func openBook(_ path: String) throws -> (Book, EPUBSpineText) {
        let book = try #require(try EPUBBookBuilder(layout: layout).book(from: EPUBDocument(path: path), fileName: "x"))
        return (book, try #require(book.spineText))
    }

    /// The text of page `index`.
    func text(of book: Book, page index: Int) -> String {
        guard case .text(let page)? = book.page(at: index) else { return "" }
        return page.placements.map(\.text).joined(separator: " ")
    }

    @Test func theFirstPageNeedsOnlyTheFirstChapter() throws {
        let (book, text) = try openBook(try writeBook())
        #expect(text.convertedCount == 1)
        #expect(self.text(of: book, page: 0).contains("Chapter 1"))
        _ = book.page(at: 1)
        #expect(text.convertedCount == 1, "the first chapter's pages need no other")
        #expect(book.contents.count == Self.chapterCount, "the table of contents lists every chapter")
    }

    @Test func aLinkIntoALaterChapterConvertsUpToIt() throws {
        let (book, text) = try openBook(try writeBook())
        // As the chapter's link is written in the text: resolved against the book's root.
        let link = try #require(book.target(ofHref: "OEBPS/text/ch6.xhtml#later"))
        #expect(text.convertedCount == 6)
        let index = try #require(book.pageIndex(of: link))
        #expect(self.text(of: book, page: index).contains("Chapter 6 paragraph 12."))
    }

    @Test func aContentsEntryForALaterChapterConvertsUpToIt() throws {
        let (book, text) = try openBook(try writeBook())
        let entry = try #require(book.contents.last)
        let index = book.pageIndex(of: entry)
        #expect(text.convertedCount == Self.chapterCount)
        #expect(self.text(of: book, page: index).hasPrefix("Chapter \(Self.chapterCount)"))
    }

    @Test func pageNumbersAndTheEndConvertWhatTheyNeed() throws {
        let (book, text) = try openBook(try writeBook())
        // Page 30 is some chapters in: those up to its own (and perhaps the next, looked at
        // to end its last page) are converted, not the rest.
        let shown = self.text(of: book, page: 30)
        let chapter = try #require((2..<Self.chapterCount).last { shown.contains("Chapter \($0) paragraph") })
        #expect(text.convertedCount == chapter || text.convertedCount == chapter + 1)
        book.paginateAll()
        #expect(text.convertedCount == Self.chapterCount)
        #expect(self.text(of: book, page: book.pageCount - 1).contains("Chapter \(Self.chapterCount) paragraph 24"))
    }

    @Test func theTotalIsEstimatedFromTheChaptersNotConverted() throws {
        let (book, text) = try openBook(try writeBook())
        _ = book.page(at: 2)
        #expect(text.convertedCount == 1)
        let estimate = book.pageTotal
        #expect(estimate.kind == .estimate)
        book.paginateAll()
        let final = book.pageCount
        // Alike chapters: the first one's pages times the chapters, within a page per chapter.
        #expect(abs(estimate.count - final) <= Self.chapterCount, "estimated \(estimate.count) of \(final)")
        #expect(estimate.count > final / 2, "the unconverted chapters count")
    }

    @Test func theFinalCountEqualsConvertingEveryChapterAtOnce() throws {
        let path = try writeBook()
        let (book, _) = try openBook(path)
        // Turned through as the reader's background pagination does, two pages at a time.
        while !book.layOutMorePages(2) {}
        var blocks: [RichBlock] = []
        for section in try EPUBDocument(path: path).allSections() where !section.document.blocks.isEmpty {
            if !blocks.isEmpty { blocks.append(RichBlock(.pageBreak)) }
            blocks += section.document.blocks
        }
        let eager = TextPaginator(TypesetDocument(RichDocument(blocks: blocks, language: "en"), layout: layout))
        eager.paginateAll()
        #expect(book.pageCount == eager.pages.count)
        let starts = book.pages.compactMap { page -> RichPosition? in
            if case .text(let text) = page { text.start } else { nil }
        }
        #expect(starts == eager.pages.map(\.start))
    }
}

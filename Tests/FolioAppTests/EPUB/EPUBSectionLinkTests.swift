import FolioCore
import FolioHeadless
import FolioRender
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// An EPUB made by pandoc with nested sections and cross-references: a table-of-contents
/// entry for a section opens the page the section starts on (not its chapter's first), and
/// a click on a cross-reference to another chapter lands on the target's page.
@MainActor
@Suite struct EPUBSectionLinkTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    static let filler = Array(
        repeating: "The keeper wrote the weather in the log, as every evening, and trimmed the wick.", count: 12
    ).joined(separator: "\n\n")

    static let markdown = """
        ---
        title: Sections
        lang: en
        ---

        # First chapter

        Go to the second part of the other chapter:

        [Jump to Part two](#part-two)

        \(filler)

        ## Part one

        \(filler)

        # Second chapter

        \(filler)

        ## Part two

        \(filler)

        ### Part two, detail

        Back to [the first chapter](#first-chapter).
        """

    func book() throws -> Book {
        let source = try folder.write("sections.md", Data(Self.markdown.utf8))
        let output = folder.path("sections.epub")
        try PandocFixture.run("pandoc", [source, "-o", output, "--toc", "--epub-chapter-level=1"], in: folder.root)
        let book = try loader.load(path: output)
        book.paginateAll()
        return book
    }

    /// The last page with a paragraph that is `heading` (the book's own contents page
    /// lists the sections first).
    func page(startingSection heading: String, in book: Book) -> Int? {
        book.pages.indices.last { index in
            guard case .text(let page) = book.pages[index] else { return false }
            return page.placements.contains { $0.text == heading }
        }
    }

    @Test func aSectionEntryOpensThePageTheSectionStartsOn() throws {
        let book = try book()
        let titles = book.contents.map(\.title)
        let entry = try #require(book.contents.first { $0.title == "Part two" }, "\(titles)")
        #expect(entry.depth == 1)
        let chapter = try #require(book.contents.first { $0.title == "Second chapter" })
        let sectionPage = try #require(page(startingSection: "Part two", in: book))
        #expect(book.pageIndex(of: entry) == sectionPage)
        #expect(book.pageIndex(of: chapter) < sectionPage, "the section is pages into its chapter")
        let detail = try #require(book.contents.first { $0.title == "Part two, detail" })
        #expect(detail.depth == 2)
        #expect(book.pageIndex(of: detail) == page(startingSection: "Part two, detail", in: book))
    }

    @Test func crossReferencesResolveAcrossChapters() throws {
        let book = try book()
        let partTwo = try #require(page(startingSection: "Part two", in: book))
        let anchors = book.spineText?.anchors ?? book.anchors
        let chapter = anchors.keys.first { $0.hasSuffix("#part-two") }
        let href = try #require(chapter, "\(anchors.keys.sorted())")
        #expect(book.target(ofHref: href).flatMap(book.pageIndex(of:)) == partTwo)
        #expect(book.target(ofHref: "https://example.org") == .external("https://example.org"))
        #expect(book.target(ofHref: "elsewhere.pdf") == nil)
    }

    @Test func aClickOnACrossReferenceLandsOnItsTargetAndBackReturns() throws {
        let book = try book()
        let linkPage = try #require(page(startingSection: "Jump to Part two", in: book))
        book.start(atPage: linkPage)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        let host = HeadlessWindow(size: Size(width: 700, height: 900))
        host.rootViewController = reader
        host.settle()
        #expect(reader.currentIndex == linkPage)
        guard case .text(let page)? = book.page(at: linkPage),
            let placement = page.placements.first(where: { $0.text == "Jump to Part two" }),
            let layout = book.textPaginator?.layout
        else {
            Issue.record("no link on page \(linkPage)")
            return
        }
        let view = try #require(
            reader.pageViewController.children.compactMap { $0 as? BookPageViewController }
                .first { $0.index == linkPage }?.view as? BookPageView)
        let fit = BookPageView.aspectFit(layout.pageSize, in: Rect(origin: .zero, size: view.bounds.size))
        let scale = fit.width / layout.pageSize.width
        let onLink = Point(
            x: fit.minX + (placement.frame.minX + 12) * scale, y: fit.minY + (placement.frame.minY + 8) * scale)
        host.tap(at: view.convert(onLink, to: nil))
        host.settle()
        #expect(reader.currentIndex == self.page(startingSection: "Part two", in: book))
        host.press(.backspace)
        host.settle()
        #expect(reader.currentIndex == linkPage)
    }
}

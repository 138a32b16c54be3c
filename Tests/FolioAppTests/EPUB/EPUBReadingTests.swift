import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// EPUB 3 and EPUB 2 books made by pandoc open with their title, spine, cover, chapter
/// titles, styles and pictures.
@MainActor
@Suite struct EPUBReadingTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: FixedWidthMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test(arguments: ["epub3", "epub2"])
    func pandocBookReadsTitleSpineCoverAndChapters(version: String) throws {
        let path = try PandocFixture.make(in: folder, version: version)
        let document = try EPUBDocument(path: path)
        #expect(document.package.title == PandocFixture.title)
        #expect(document.package.language == "en")
        #expect(document.package.coverImagePath != nil)
        #expect(document.cover.map { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) } == true)
        let topLevel = document.package.chapters.filter { $0.depth == 0 }.map(\.title)
        for title in PandocFixture.chapterTitles {
            #expect(topLevel.contains(title), "\(version) table of contents: \(topLevel)")
        }
        let headings = try document.allSections().flatMap(\.document.blocks).compactMap { block -> String? in
            if case .heading(_, let text) = block.kind { return text.plainText }
            return nil
        }
        #expect(headings.filter(PandocFixture.chapterTitles.contains) == PandocFixture.chapterTitles)
    }

    @Test(arguments: ["epub3", "epub2"])
    func italicsBoldListsQuotesAndPicturesSurvive(version: String) throws {
        let path = try PandocFixture.make(in: folder, version: version)
        let blocks = try EPUBDocument(path: path).allSections().flatMap(\.document.blocks)
        let runs = blocks.flatMap(\.allRuns)
        #expect(runs.contains { $0.text == "nobody" && $0.style.contains(.emphasis) })
        #expect(runs.contains { $0.text == "counted" && $0.style.contains(.strong) })
        #expect(runs.contains { $0.text == "put it in the fire" && $0.style.contains(.emphasis) })
        #expect(blocks.contains { if case .list(let list) = $0.kind { list.items.count == 2 } else { false } })
        #expect(blocks.contains { if case .quote = $0.kind { true } else { false } })
        let pictures = blocks.compactMap { block -> RichImage? in
            if case .image(let image) = block.kind { return image }
            return nil
        }
        #expect(
            pictures.contains {
                if case .data(let data) = $0.source {
                    (try? ImageLoader.declaredSize(data))?.width == 120
                } else {
                    false
                }
            })
    }

    @Test func bookStartsWithTheCoverAndEachChapterOnANewPageWhereContentsJump() throws {
        let path = try PandocFixture.make(in: folder)
        let book = try loader.load(path: path)
        book.paginateAll()
        #expect(book.title == PandocFixture.title)
        guard case .picture(let cover, _) = book.pages.first else {
            Issue.record("the first page is not the cover: \(String(describing: book.pages.first))")
            return
        }
        #expect(cover.bitmap.width == 300)
        let chapters = book.contents.filter { PandocFixture.chapterTitles.contains($0.title) }
        #expect(chapters.map(\.title) == PandocFixture.chapterTitles)
        // Each entry points at the page that shows its chapter's heading.
        for entry in chapters {
            let index = book.pageIndex(of: entry)
            guard case .text(let page) = book.pages[index] else {
                Issue.record("\(entry.title) starts on a page without text")
                continue
            }
            // Each chapter starts its own page, as in a printed book.
            #expect(page.placements.first?.text == entry.title, "page \(index): \(page.text)")
        }
        let indices = chapters.map { book.pageIndex(of: $0) }
        #expect(indices == indices.sorted())
        #expect(indices.allSatisfy { $0 >= 1 }, "the cover comes first")
        #expect(!book.isRightToLeft)
    }

    @Test func theCoverStaysFirstAndShownWhenTheTextIsPaginatedAgain() throws {
        let book = try loader.load(path: PandocFixture.make(in: folder))
        let body = try #require(book.textPaginator).layout.body
        book.didShowPage(at: 0)
        #expect(book.relayOut(TextPageLayout.fitting(Size(width: 900, height: 700), body: body)) == 0)
        guard case .picture = book.page(at: 0) else {
            Issue.record("the cover is not the first page after re-paginating")
            return
        }
        // From the first text page, the reader comes back to the text, after the cover.
        book.didShowPage(at: 1)
        #expect(book.relayOut(TextPageLayout.fitting(Size(width: 500, height: 700), body: body)) == 1)
    }

    @Test func styleSheetClassesAndInlineStylesGiveItalicsAndCentring() throws {
        let epub = HandMadeEPUB.minimal(
            body: """
                <p class="centre">A centred line.</p>
                <p>Plain, <span class="it">italic by class</span>, <span style="font-weight: bold">bold inline</span>.</p>
                <pre>  let x = 1
                  print(x)</pre>
                """)
        let path = folder.path("styled.epub")
        try epub.write(to: path)
        let blocks = try EPUBDocument(path: path).allSections().flatMap(\.document.blocks)
        #expect(blocks.first?.alignment == .center)
        let runs = blocks.flatMap(\.allRuns)
        #expect(runs.contains { $0.text == "italic by class" && $0.style == .emphasis })
        #expect(runs.contains { $0.text == "bold inline" && $0.style == .strong })
        #expect(
            blocks.contains {
                if case .code(let code, _) = $0.kind { code == "  let x = 1\n  print(x)" } else { false }
            })
    }

    /// What the book hides stays hidden: pandoc's navigation document carries its landmarks
    /// list with `hidden`, and sheets hide elements with `display: none`.
    @Test func hiddenElementsAndDisplayNoneAreNotShown() throws {
        let epub = HandMadeEPUB.minimal(
            body: """
                <p>Shown.</p>
                <nav epub:type="landmarks" hidden="hidden"><ol><li>Title Page</li><li>Cover</li></ol></nav>
                <p class="gone">Hidden by the sheet.</p>
                <div style="display: none"><p>Hidden inline.</p></div>
                <p>Also shown.</p>
                """,
            css: ".gone { display: none }")
        let path = folder.path("hidden.epub")
        try epub.write(to: path)
        let text = try EPUBDocument(path: path).allSections().flatMap(\.document.blocks).flatMap(\.allRuns)
            .map(\.text).joined(separator: "|")
        #expect(text.contains("Shown.") && text.contains("Also shown."))
        for hidden in ["Title Page", "Cover", "Hidden by the sheet.", "Hidden inline."] {
            #expect(!text.contains(hidden), "\(hidden) is shown: \(text)")
        }
    }

    @Test func rightToLeftSpineTurnsPagesTheOtherWay() throws {
        let path = folder.path("rtl.epub")
        try HandMadeEPUB.minimal(spineAttributes: #"page-progression-direction="rtl""#).write(to: path)
        let book = try loader.load(path: path)
        #expect(book.isRightToLeft)
        let curl = try TurnStyleOptions.parse([]).resolved(for: book)
        #expect(curl.transition == .curl && curl.spine == .max && curl.forwardDirection == .rightward)
        let scrolling = try TurnStyleOptions.parse(["--transition", "scroll"])
        #expect(scrolling.resolved(for: book).isRightToLeft)
        #expect(scrolling.resolved(for: book).forwardDirection == .rightward)
    }

    @Test func verticalWritingReadsRightToLeftUnlessTheSpineSaysOtherwise() throws {
        let vertical = #"<meta name="primary-writing-mode" content="vertical-rl"/>"#
        let path = folder.path("vertical.epub")
        try HandMadeEPUB.minimal(metadata: vertical).write(to: path)
        #expect(try EPUBDocument(path: path).package.direction == .rightToLeft)
        try HandMadeEPUB.minimal(spineAttributes: #"page-progression-direction="ltr""#, metadata: vertical)
            .write(to: path)
        #expect(try EPUBDocument(path: path).package.direction == .leftToRight)
    }
}

extension RichBlock {
    /// Every run of inline text in the block and the blocks inside it.
    var allRuns: [RichRun] {
        switch kind {
        case .heading(_, let text), .paragraph(let text): text.runs
        case .list(let list): list.items.flatMap { $0.blocks.flatMap(\.allRuns) }
        case .quote(let blocks): blocks.flatMap(\.allRuns)
        case .table(let table): table.rows.flatMap { $0.flatMap(\.runs) }
        case .code, .thematicBreak, .image, .pageBreak: []
        }
    }
}

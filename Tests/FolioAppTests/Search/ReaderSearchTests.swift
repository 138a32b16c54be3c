import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The reader's search: Ctrl-F or `/` opens the field, typing goes to the first match from
/// the page the reader was on, Return and Shift-Return move between matches across pages,
/// Escape closes the field on the match's page; matches are marked on the page.
@MainActor
@Suite struct ReaderSearchTests {
    static let pageCount = 40

    /// "needle" on pages 3, 12 (twice) and 31 (from 1); hay elsewhere.
    private func pdfBook() throws -> Book {
        let folder = try TemporaryFolder()
        let pages: [[String]] = (0..<Self.pageCount).map { page in
            switch page {
            case 2: ["a needle", "hay"]
            case 11: ["needle", "hay", "NEEDLE again"]
            case 30: ["the last néédle"]
            default: ["hay \(page + 1)"]
            }
        }
        let path = folder.path("haystack.pdf")
        try PDFWriter.write(pages: pages, size: Size(width: 400, height: 600), to: path)
        let document = try PDFDocument(path: path)
        return Book(
            title: "haystack.pdf", style: .pages,
            pages: (0..<document.pageCount).map { .pdf(document, index: $0) }, pageSize: Size(width: 400, height: 600))
    }

    private func open(_ book: Book, atPage page: Int) throws -> (ReaderViewController, HeadlessWindow) {
        book.start(atPage: page)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        let host = HeadlessWindow(size: Size(width: 800, height: 900))
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    private func search(_ query: String, in reader: ReaderViewController, host: HeadlessWindow) async throws
        -> ReaderSearchSession
    {
        #expect(host.press(.character("f"), modifiers: .control))
        let controller = try #require(reader.searchBarController)
        #expect(host.type(query))
        await controller.session.finish()
        host.settle()
        return controller.session
    }

    @Test func controlFTypeReturnReturnShiftReturnEscapeVisitsTheMatchesInOrder() async throws {
        let (reader, host) = try open(try pdfBook(), atPage: 5)
        let session = try await search("needle", in: reader, host: host)
        // From page 6: page 12 (twice), page 31, then wrapping to page 3.
        #expect(reader.currentIndex == 11)
        #expect(session.status == "1 of 4")
        #expect(host.press(.enter))
        #expect(reader.currentIndex == 11)
        #expect(session.status == "2 of 4")
        #expect(host.press(.enter))
        #expect(reader.currentIndex == 30)
        #expect(host.press(.enter, modifiers: .shift))
        #expect(reader.currentIndex == 11)
        #expect(reader.searchBarController?.bar.statusLabel.text == "2 of 4")
        #expect(host.press(.escape))
        host.settle()
        #expect(reader.searchBarController == nil)
        #expect(reader.currentIndex == 11)
        #expect(reader.book.searchHighlights == .none)
    }

    @Test func backAfterASearchReturnsToThePageItStartedFrom() async throws {
        let (reader, host) = try open(try pdfBook(), atPage: 5)
        _ = try await search("needle", in: reader, host: host)
        #expect(host.press(.enter))
        #expect(host.press(.enter))
        #expect(host.press(.escape))
        host.settle()
        #expect(reader.currentIndex == 30)
        #expect(host.press(.leftArrow, modifiers: .option))
        host.settle()
        #expect(reader.currentIndex == 5, "one search is one jump, from the page it started on")
        #expect(host.press(.rightArrow, modifiers: .option))
        host.settle()
        #expect(reader.currentIndex == 30)
    }

    @Test func returnAfterTheLastMatchWrapsToTheFirstFoundAndShiftReturnBack() async throws {
        let (reader, host) = try open(try pdfBook(), atPage: 20)
        let session = try await search("needle", in: reader, host: host)
        #expect(reader.currentIndex == 30)
        for _ in 0..<3 { host.press(.enter) }
        #expect(reader.currentIndex == 11)
        #expect(session.status == "4 of 4")
        host.press(.enter)
        #expect(reader.currentIndex == 30)
        host.press(.enter, modifiers: .shift)
        #expect(reader.currentIndex == 11)
        #expect(session.status == "4 of 4")
    }

    @Test func slashOpensTheFieldAndNoMatchLeavesThePageAlone() async throws {
        let (reader, host) = try open(try pdfBook(), atPage: 7)
        #expect(host.press(.character("/")))
        let controller = try #require(reader.searchBarController)
        host.type("zebra")
        await controller.session.finish()
        host.settle()
        #expect(controller.bar.statusLabel.text == "No matches")
        #expect(reader.currentIndex == 7)
        host.press(.enter)
        host.press(.escape)
        #expect(reader.currentIndex == 7)
    }

    @Test func aQueryThatMatchesNothingGoesBackToWhereTheSearchStarted() async throws {
        let (reader, host) = try open(try pdfBook(), atPage: 5)
        let session = try await search("needl", in: reader, host: host)
        #expect(reader.currentIndex == 11)
        host.type("x")
        await session.finish()
        host.settle()
        #expect(session.status == "No matches")
        #expect(reader.currentIndex == 5)
        host.press(.backspace)
        await session.finish()
        #expect(reader.currentIndex == 11)
        for _ in 0..<5 { host.press(.backspace) }
        #expect(session.status == "")
        #expect(reader.currentIndex == 5)
    }

    @Test func everyMatchOnThePageIsMarkedAndTheCurrentOneStandsOut() async throws {
        let (reader, host) = try open(try pdfBook(), atPage: 0)
        _ = try await search("needle", in: reader, host: host)
        #expect(reader.currentIndex == 2)
        host.press(.enter)
        #expect(reader.currentIndex == 11)
        let marks = reader.book.searchHighlights.marks(onPage: 11)
        #expect(marks.count == 2)
        // Return went to the first of the two.
        #expect(marks.map(\.color) == [SearchHighlights.currentColor, SearchHighlights.matchColor])
        // Page points from the top left: the first and third lines of the page.
        #expect(marks[0].rect.minY < 80 && marks[1].rect.minY > 100)
        // The page view draws them: a marked pixel is yellowish, not white paper.
        let image = host.render()
        let page = try #require(
            reader.pageViewController.view.subviewsRecursively.compactMap { $0 as? BookPageView }
                .first { $0.index == 11 })
        let fit = BookPageView.aspectFit(Size(width: 400, height: 600), in: page.bounds)
        let scale = fit.width / 400
        let mid = page.convert(
            Point(x: fit.minX + marks[1].rect.midX * scale, y: fit.minY + marks[1].rect.minY * scale + 2), to: nil)
        let pixel = image.color(x: Int(mid.x), y: Int(mid.y))
        #expect(pixel.blue < 0.8 && pixel.red > 0.8, "a marked pixel, not white paper: \(pixel)")
    }

    @Test func aTextBookIsSearchedThroughItsTypesetPages() async throws {
        var words = (0..<6000).map { "w\($0)" }
        for index in [700, 3100, 5900] { words[index] = "Zürich" }
        let markdown = words.enumerated().map { $1 + ($0 % 97 == 96 ? "\n\n" : " ") }.joined()
        let layout = TextPageLayout()
        let paginator = TextPaginator(TypesetDocument(CommonMarkReader().document(from: markdown), layout: layout))
        let book = Book(title: "t", style: .pages, pages: [], pageSize: layout.pageSize, textPaginator: paginator)
        let (reader, host) = try open(book, atPage: 0)
        book.paginateAll()
        let pagesWithWord = (0..<book.pageCount).filter { index in
            guard case .text(let page)? = book.page(at: index) else { return false }
            return page.text.contains("Zürich")
        }
        #expect(pagesWithWord.count == 3)
        reader.pageViewController.setCurrentIndex(pagesWithWord[0] + 1, animated: false)
        book.didShowPage(at: pagesWithWord[0] + 1)
        host.settle()
        let session = try await search("ZURICH", in: reader, host: host)
        #expect(reader.currentIndex == pagesWithWord[1])
        #expect(session.status == "1 of 3")
        host.press(.enter)
        #expect(reader.currentIndex == pagesWithWord[2])
        host.press(.enter)
        #expect(reader.currentIndex == pagesWithWord[0])
        let marks = book.searchHighlights.marks(onPage: pagesWithWord[0])
        #expect(marks.count == 1)
        let rect = try #require(marks.first?.rect)
        #expect(layout.textArea.insetBy(dx: -1, dy: -1).contains(rect.origin))
        #expect(rect.width > 20 && rect.height > 8)
    }

    @Test func anImageFolderIsSearchedByItsFileNames() async throws {
        let names = ["beach.png", "harbour-at-dawn.png", "forest.png", "Harbour at noon.jpg", "hills.png"]
        let book = Book(
            title: "photos", style: .pictures, pages: names.map { .image(ImageFile(path: "/nonexistent/" + $0)) },
            pageSize: Size(width: 800, height: 600))
        let (reader, host) = try open(book, atPage: 2)
        let session = try await search("HARBOUR", in: reader, host: host)
        #expect(reader.currentIndex == 3)
        #expect(session.status == "1 of 2")
        host.press(.enter)
        #expect(reader.currentIndex == 1)
        #expect(book.searchHighlights.marks(onPage: 1).isEmpty, "a name has nothing on the page to mark")
    }
}

extension View {
    /// The view and every view under it.
    fileprivate var subviewsRecursively: [View] {
        [self] + subviews.flatMap(\.subviewsRecursively)
    }
}

extension ReaderSearchTests {
    @Test func theContinuousColumnsPagesShowTheMarks() async throws {
        let book = try pdfBook()
        book.start(atPage: 11)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        reader.startFitting(fit: .page, layout: .continuous)
        let host = HeadlessWindow(size: Size(width: 800, height: 900))
        host.rootViewController = reader
        host.settle()
        let column = try #require(reader.continuousView)
        let page = try #require(column.pageViews[11])
        // The page is drawn before the search: only a redraw can show the marks.
        _ = host.render()
        _ = try await search("needle", in: reader, host: host)
        #expect(reader.currentIndex == 11)
        let marks = reader.book.searchHighlights.marks(onPage: 11)
        #expect(marks.count == 2)
        let image = host.render()
        let fit = BookPageView.aspectFit(Size(width: 400, height: 600), in: page.bounds)
        let scale = fit.width / 400
        let mid = page.convert(
            Point(x: fit.minX + marks[0].rect.midX * scale, y: fit.minY + marks[0].rect.minY * scale + 2), to: nil)
        let pixel = image.color(x: Int(mid.x), y: Int(mid.y))
        #expect(pixel.blue < 0.8 && pixel.red > 0.8, "a marked pixel, not white paper: \(pixel)")
    }
}

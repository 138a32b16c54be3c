import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// A typed page number or page label and Return go to that page, showing what
/// `folio open --page` shows; Escape and pages that do not exist leave the reader where it is.
@MainActor
@Suite struct GoToPageTests {
    let folder: TemporaryFolder
    let path: String

    /// Four roman pages, six numbered ones, two of appendix "A-".
    init() throws {
        folder = try TemporaryFolder()
        path = folder.path("book.pdf")
        try LabelledPDF.write(
            pages: (1...12).map { "Page \($0)" },
            labels: [
                .init(from: 0, style: .lowerRoman), .init(from: 4, style: .decimal),
                .init(from: 10, style: .decimal, prefix: "A-"),
            ], to: path)
    }

    func open(at page: Int? = nil) throws -> (ReaderViewController, HeadlessWindow) {
        let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        if let page { book.start(atPage: page) }
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        let host = HeadlessWindow(size: Size(width: 480, height: 640))
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    @Test func aDigitOpensTheFieldShowingItAndReturnGoesThere() throws {
        let (reader, host) = try open()
        #expect(host.press(.character("1")))
        let field = try #require(reader.goToPageView)
        #expect(field.field.isFirstResponder)
        #expect(field.field.text == "1")
        host.type("1")
        #expect(field.field.text == "11")
        #expect(host.press(.enter))
        host.settle()
        #expect(reader.currentIndex == 10)
        #expect(reader.goToPageView == nil)
        #expect(reader.pageText == "A-1 · 11 of 12")
        #expect(!field.field.isFirstResponder)
        host.press(.leftArrow)
        host.settle()
        #expect(reader.currentIndex == 9, "the arrow keys turn pages again")
    }

    @Test func theJumpShowsWhatOpeningAtThePageShows() throws {
        let (reader, host) = try open()
        host.press(.character("7"))
        host.press(.enter)
        host.settle()
        #expect(reader.currentIndex == 6)
        let (opened, openedHost) = try open(at: 6)
        #expect(opened.currentIndex == 6)
        #expect(host.render().pixels == openedHost.render().pixels)
    }

    @Test func aLabelIsAcceptedAfterAColonOrInPlaceOfANumber() throws {
        let (reader, host) = try open()
        #expect(host.press(.character(";"), modifiers: .shift))
        #expect(reader.goToPageView?.field.text == "")
        host.type("IV")
        host.press(.enter)
        #expect(reader.currentIndex == 3)
        #expect(reader.pageText == "iv · 4 of 12")
        // After a colon a number is the printed label; after a digit, the place in the book.
        host.press(.character(":"))
        host.type("3")
        host.press(.enter)
        #expect(reader.currentIndex == 6)
        host.press(.character("3"))
        host.press(.enter)
        #expect(reader.currentIndex == 2)
        // A digit's field takes a label typed after it too.
        host.press(.character("1"))
        host.press(.backspace)
        host.type("a-2")
        host.press(.enter)
        #expect(reader.currentIndex == 11)
    }

    @Test func backReturnsFromATypedJump() throws {
        let (reader, host) = try open()
        host.press(.character("5"))
        host.press(.enter)
        host.settle()
        #expect(reader.currentIndex == 4)
        host.press(.leftArrow, modifiers: .option)
        host.settle()
        #expect(reader.currentIndex == 0)
    }

    @Test func aPageThatDoesNotExistIsSaidAndEscapeCancels() throws {
        let (reader, host) = try open()
        host.press(.character("9"))
        host.type("9")
        host.press(.enter)
        let field = try #require(reader.goToPageView)
        #expect(field.message == "No page 99: pages are 1 to 12")
        #expect(reader.currentIndex == 0)
        host.press(.backspace)
        host.press(.backspace)
        host.type("xl")
        host.press(.enter)
        #expect(field.message == "No page is labelled “xl”")
        #expect(host.press(.escape))
        #expect(reader.goToPageView == nil)
        #expect(reader.currentIndex == 0)
    }

    @Test func aTextBookGoesToAPageNotLaidOutYet() throws {
        let markdown = RichPaginationTests.numberedText(words: 20_000)
        let layout = TextPageLayout()
        let paginator = TextPaginator(TypesetDocument(CommonMarkReader().document(from: markdown), layout: layout))
        let book = Book(title: "t", style: .pages, pages: [], pageSize: layout.pageSize, textPaginator: paginator)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        let host = HeadlessWindow(size: Size(width: 600, height: 800))
        host.rootViewController = reader
        host.settle()
        host.press(.character("4"))
        host.type("0")
        host.press(.enter)
        host.settle()
        #expect(reader.currentIndex == 39)
        #expect(book.readingPosition == book.textPaginator?.page(at: 39)?.start)
        #expect(book.ownPageLabel(at: 39) == nil)
    }
}

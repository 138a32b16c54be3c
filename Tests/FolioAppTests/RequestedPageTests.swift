import FolioCore
import FolioHeadless
import FolioRender
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// A page asked for by number (`folio open --page N`, the page remembered from last time)
/// is that page as the reader numbers it, although a text book is paginated again for the
/// window's page size after it was asked for.
@MainActor
@Suite struct RequestedPageTests {
    private func textBook() -> Book {
        let markdown = RichPaginationTests.numberedText(words: 8000)
        let layout = TextPageLayout()
        let paginator = TextPaginator(TypesetDocument(CommonMarkReader().document(from: markdown), layout: layout))
        return Book(title: "t", style: .pages, pages: [], pageSize: layout.pageSize, textPaginator: paginator)
    }

    /// Windows whose paper is smaller and larger than the page the book was first laid out
    /// for: the pages before the one asked for hold fewer or more words than they did then.
    @Test(arguments: [Size(width: 500, height: 600), Size(width: 1200, height: 1000)])
    func aTextBookOpensOnThePageAskedForAtTheWindowsPageSize(window: Size) throws {
        let book = textBook()
        book.start(atPage: 9)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        let host = HeadlessWindow(size: window)
        host.rootViewController = reader
        host.settle()
        #expect(book.textPaginator?.layout != TextPageLayout(), "the book was paginated again")
        #expect(reader.currentIndex == 9)
        #expect(reader.pageLabel.text?.hasPrefix("10 of") == true)
        #expect(book.readingPosition == book.textPaginator?.page(at: 9)?.start)
        #expect(book.requestedPage == nil)
        // Resizing afterwards keeps the words on screen, not the page number.
        host.resize(to: Size(width: window.width * 0.8, height: window.height))
        host.settle()
        let shown = try #require(book.textPaginator?.page(at: reader.currentIndex))
        #expect(shown.start <= book.readingPosition)
    }

    @Test func aPageBeyondTheWindowsPaginationIsTheLastPage() throws {
        let book = textBook()
        book.start(atPage: 100_000)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        let host = HeadlessWindow(size: Size(width: 1200, height: 1000))
        host.rootViewController = reader
        host.settle()
        book.paginateAll()
        #expect(reader.currentIndex == book.pageCount - 1)
    }

    @Test func fixedPagesStartAtOnceWithNothingLeftToDo() {
        let book = DocumentLoader.sampleBook()
        book.start(atPage: 2)
        #expect(book.initialPage == 2)
        #expect(book.requestedPage == nil)
    }
}

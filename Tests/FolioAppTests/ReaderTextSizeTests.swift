import FolioCore
import FolioHeadless
import FolioRender
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// In a text book, `+`, `-` and `0` change the text size, and the words on screen stay on
/// screen however often the size goes up and back.
@MainActor
@Suite struct ReaderTextSizeTests {
    @Test func plusMinusAndZeroChangeTheTextSizeKeepingTheReadingPosition() throws {
        let markdown = RichPaginationTests.numberedText(words: 5000)
        let layout = TextPageLayout()
        let paginator = TextPaginator(TypesetDocument(CommonMarkReader().document(from: markdown), layout: layout))
        let book = Book(title: "t", style: .pages, pages: [], pageSize: layout.pageSize, textPaginator: paginator)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        let host = HeadlessWindow(size: Size(width: 900, height: 800))
        host.rootViewController = reader
        host.settle()
        // The book is paginated for its paper once the window has laid out; then go to page 7
        // (laid out first: a text book is paginated as far as it has been read).
        _ = book.page(at: 7)
        reader.pageViewController.setCurrentIndex(6, animated: false)
        book.didShowPage(at: 6)
        host.settle()
        #expect(reader.currentIndex == 6)
        let start = try #require(book.textPaginator?.page(at: 6)?.start)
        #expect(book.readingPosition == start)
        let original = try #require(book.textPaginator?.layout.body.font.size)
        for _ in 0..<5 {
            #expect(host.press(.character("+")))
            host.settle()
            let size = try #require(book.textPaginator?.layout.body.font.size)
            #expect(size > original)
            // The page shown holds the position the reader was at.
            let shown = try #require(book.textPaginator?.page(at: reader.currentIndex))
            let next = book.textPaginator?.page(at: reader.currentIndex + 1)
            #expect(shown.start <= start && next.map { start < $0.start } ?? true)
            #expect(host.press(.character("0")))
            host.settle()
            #expect(book.textPaginator?.layout.body.font.size == original)
            #expect(book.textPaginator?.page(at: reader.currentIndex)?.start == start, "drifted")
        }
        #expect(host.press(.character("-")))
        host.settle()
        #expect((book.textPaginator?.layout.body.font.size ?? 99) < original)
    }
}

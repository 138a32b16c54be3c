import FolioCore
import FolioHeadless
import Foundation
import Testing

@testable import FolioApp

/// `t` opens a book's table of contents over the page; the arrows choose a chapter and
/// Return jumps to the page it starts on, Escape closes without moving.
@MainActor
@Suite struct ContentsKeyTests {
    func reader(pages: Int, contents: [BookContentsEntry], at page: Int) throws -> (
        HeadlessWindow, ReaderViewController
    ) {
        let book = Book(
            title: "Contents", style: .pages, pages: (0..<pages).map { _ in .sample(SampleBook.pages[0]) },
            pageSize: SamplePage.designSize, initialPage: page)
        book.contents = contents
        let host = HeadlessWindow(size: Size(width: 640, height: 400), framesPerSecond: 10)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        return (host, reader)
    }

    let chapters = [
        BookContentsEntry(title: "One", pageIndex: 1, depth: 0),
        BookContentsEntry(title: "Two", pageIndex: 4, depth: 0),
        BookContentsEntry(title: "Two, part 2", pageIndex: 6, depth: 1),
    ]

    @Test func tOpensTheContentsAtTheCurrentChapterAndReturnJumps() throws {
        let (host, reader) = try reader(pages: 8, contents: chapters, at: 5)
        #expect(host.press(.character("t")))
        let contents = try #require(reader.contentsView)
        #expect(contents.selectedIndex == 1, "page 6 is in chapter Two")
        host.press(.downArrow)
        host.press(.enter)
        host.settle(maxSeconds: 2)
        #expect(reader.contentsView == nil)
        #expect(reader.currentIndex == 6)
        #expect(reader.stateDescription == "page=7 of 8")
    }

    @Test func aBookWithoutContentsSaysSoInsideThePanel() throws {
        let (host, reader) = try reader(pages: 3, contents: [], at: 0)
        host.press(.character("t"))
        let contents = try #require(reader.contentsView)
        let panel = contents.panel
        let message = ContentsView.emptyMessageFrame(in: panel)
        #expect(panel.minY <= message.minY && message.maxY <= panel.maxY, "\(message) inside \(panel)")
        #expect(panel.maxX >= message.maxX && panel.minX <= message.minX)
    }

    @Test func escapeClosesWithoutMovingAndArrowsDoNotTurnPagesWhileOpen() throws {
        let (host, reader) = try reader(pages: 8, contents: chapters, at: 2)
        host.press(.character("t"))
        host.press(.rightArrow)
        host.press(.upArrow)
        host.press(.escape)
        host.settle(maxSeconds: 2)
        #expect(reader.contentsView == nil)
        #expect(reader.currentIndex == 2)
        // Keys reach the pages again once it is closed.
        host.press(.rightArrow)
        host.settle(maxSeconds: 2)
        #expect(reader.currentIndex == 3)
    }
}

import FolioCore
import FolioHeadless
import Foundation
import Testing

@testable import FolioApp

/// The contents panel with a long outline: the entry the reader is in is marked and shown,
/// the wheel and Page Down scroll the list, and a click picks the row under the pointer.
@MainActor
@Suite struct ContentsPanelTests {
    func reader(entries: Int, at page: Int) throws -> (HeadlessWindow, ReaderViewController) {
        let book = Book(
            title: "Long", style: .pages, pages: (0..<entries).map { _ in .sample(SampleBook.pages[0]) },
            pageSize: SamplePage.designSize, initialPage: page)
        book.contents = (0..<entries).map {
            BookContentsEntry(
                title: "Entry \($0) " + String(repeating: "with a long title ", count: 8), pageIndex: $0, depth: $0 % 3)
        }
        let host = HeadlessWindow(size: Size(width: 640, height: 400), framesPerSecond: 10)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        return (host, reader)
    }

    @Test func theCurrentEntryIsMarkedAndOnScreen() throws {
        let (host, reader) = try reader(entries: 200, at: 120)
        host.press(.character("t"))
        let contents = try #require(reader.contentsView)
        #expect(contents.currentIndex == 120)
        #expect(contents.selectedIndex == 120)
        #expect((contents.firstRow..<(contents.firstRow + contents.visibleRows)).contains(120))
    }

    @Test func theWheelScrollsTheListAndAClickPicksTheRowUnderThePointer() throws {
        let (host, reader) = try reader(entries: 200, at: 0)
        host.press(.character("t"))
        host.settle(maxSeconds: 1)
        let contents = try #require(reader.contentsView)
        #expect(contents.firstRow == 0)
        host.scroll(delta: Point(x: 0, y: 40 * 5), at: Point(x: 320, y: 200))
        host.settle(maxSeconds: 1)
        let first = contents.firstRow
        #expect(first >= 5)
        let row = contents.rowFrame(first + 1)
        host.tap(at: Point(x: row.midX, y: row.midY))
        host.settle(maxSeconds: 2)
        #expect(reader.contentsView == nil)
        #expect(reader.currentIndex == first + 1)
    }

    @Test func pageDownMovesAPanelfulAndEndReachesTheLastEntry() throws {
        let (host, reader) = try reader(entries: 200, at: 0)
        host.press(.character("t"))
        let contents = try #require(reader.contentsView)
        host.press(.pageDown)
        #expect(contents.selectedIndex == contents.visibleRows)
        host.press(.end)
        #expect(contents.selectedIndex == 199)
        #expect(contents.firstRow + contents.visibleRows == 200)
    }
}

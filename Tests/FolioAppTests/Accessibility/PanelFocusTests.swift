import FolioCore
import FolioHeadless
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// The panels the app draws itself are walked by the keyboard as UIKit's views are: Tab visits
/// the contents' rows, the link question's buttons and the gallery's entries in reading order
/// (only the open panel's, as it is modal), Return or Space presses the focused one, and the
/// arrows move the focus through the contents row by row, as in a table view.
@MainActor
@Suite struct PanelFocusTests {
    private func reader(contents: [BookContentsEntry], at page: Int = 0, height: Double = 400) throws -> (
        HeadlessWindow, ReaderViewController
    ) {
        let book = Book(
            title: "Contents", style: .pages, pages: (0..<40).map { _ in .sample(SampleBook.pages[0]) },
            pageSize: SamplePage.designSize, initialPage: page)
        book.contents = contents
        let host = HeadlessWindow(size: Size(width: 640, height: height), framesPerSecond: 10)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .scroll))
        host.rootViewController = reader
        host.settle(maxSeconds: 1)
        return (host, reader)
    }

    private let chapters = (0..<20).map { BookContentsEntry(title: "Chapter \($0 + 1)", pageIndex: $0 * 2, depth: 0) }

    private func focusedIndex(_ host: HeadlessWindow, in controls: [DrawnItemControl]) -> Int? {
        controls.firstIndex { $0 === host.window.focusSystem.focusedItem }
    }

    @Test func tabWalksTheContentsRowsOnlyAndTheSelectionFollows() throws {
        let (host, reader) = try reader(contents: chapters)
        host.press(.character("t"))
        host.settle(maxSeconds: 1)
        let contents = try #require(reader.contentsView)
        let shown = contents.visibleRows
        #expect(shown > 3 && shown < chapters.count)
        // Only the panel's rows: the pages and the scrubber behind it are out of reach.
        let order = host.window.focusSystem.focusOrder()
        #expect(order.count == shown && order.allSatisfy { $0 is DrawnItemControl })
        host.press(.tab)
        host.press(.tab)
        #expect(focusedIndex(host, in: contents.rowControls) == 1)
        #expect(contents.selectedIndex == 1)
        #expect(contents.rowControls[1].accessibilityLabel == "Chapter 2")
        #expect(contents.rowControls[1].accessibilityTraits.contains(.selected))
    }

    @Test func theArrowsMoveTheFocusRowByRowAndScrollTheList() throws {
        let (host, reader) = try reader(contents: chapters)
        host.press(.character("t"))
        host.settle(maxSeconds: 1)
        let contents = try #require(reader.contentsView)
        host.press(.tab)
        for _ in 0..<contents.visibleRows { host.press(.downArrow) }
        // Past the last row shown: the list scrolled one row, the focus is on the last row.
        #expect(contents.selectedIndex == contents.visibleRows)
        #expect(contents.firstRow == 1)
        let last = contents.visibleRows - 1
        #expect(focusedIndex(host, in: contents.rowControls) == last)
        #expect(contents.rowControls[last].accessibilityLabel == "Chapter \(contents.visibleRows + 1)")
        host.press(.upArrow)
        #expect(focusedIndex(host, in: contents.rowControls) == last - 1)
    }

    @Test func spaceOnAFocusedRowGoesToItsChapter() throws {
        let (host, reader) = try reader(contents: chapters)
        host.press(.character("t"))
        host.settle(maxSeconds: 1)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        host.settle(maxSeconds: 2)
        #expect(reader.contentsView == nil)
        #expect(reader.currentIndex == 4)
    }

    @Test func tabWalksTheLinkQuestionsButtonsAndSpacePressesThem() throws {
        let (host, reader) = try reader(contents: [])
        var opened: [String] = []
        reader.showExternalLinkPanel(for: "https://example.org/")
        let panel = try #require(reader.externalLinkPanel)
        panel.open = { opened.append($0) }
        host.settle(maxSeconds: 1)
        let order = host.window.focusSystem.focusOrder()
        #expect(order.map { $0.accessibilityLabel } == ["Cancel", "Open"])
        #expect(order.first?.frame == panel.cancelButton)
        host.press(.tab)
        host.press(.tab)
        #expect(host.window.focusSystem.focusedItem === panel.buttonControls[1])
        host.press(.space)
        #expect(opened == ["https://example.org/"])
        #expect(reader.externalLinkPanel == nil)
    }

    @Test func tabThenReturnOnTheLinkQuestionsCancelOpensNothing() throws {
        let (host, reader) = try reader(contents: [])
        var opened: [String] = []
        reader.showExternalLinkPanel(for: "https://example.org/")
        try #require(reader.externalLinkPanel).open = { opened.append($0) }
        host.settle(maxSeconds: 1)
        host.press(.tab)
        host.press(.enter)
        #expect(opened.isEmpty)
        #expect(reader.externalLinkPanel == nil)
    }

    @Test func tabWalksTheGalleryEntriesAndReturnOpensOne() throws {
        let host = HeadlessWindow(size: Size(width: 1000, height: 720))
        let gallery = GalleryViewController()
        host.rootViewController = gallery
        host.settle()
        let order = host.window.focusSystem.focusOrder()
        #expect(order.count >= 3 && order.allSatisfy { $0 is DrawnItemControl })
        host.press(.tab)
        host.press(.tab)
        #expect(host.window.focusSystem.focusedItem === order[1])
        host.press(.enter)
        host.settle()
        #expect(gallery.selectedIndex == 1)
    }
}

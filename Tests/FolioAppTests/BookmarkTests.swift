import ArgumentParser
import FolioCore
import FolioHeadless
import FolioRender
import FolioTesting
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// `b` marks the page shown and takes the mark off again; marks show as a ribbon, are named
/// by their page's words or label, stay on their words when a text book reflows, and are
/// kept for the book.
@MainActor
@Suite struct BookmarkTests {
    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = ["XDG_STATE_HOME": folder.path("state")]
    }

    func open(_ path: String, size: Size = Size(width: 600, height: 800)) throws -> (
        ReaderViewController, HeadlessWindow
    ) {
        let command = try #require(try FolioCommand.parseAsRoot(["open", path]) as? OpenCommand)
        let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        let (reader, _) = try command.makeReader(for: book, environment: environment)
        let host = HeadlessWindow(size: size)
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    func ribbon(in reader: ReaderViewController) -> BookmarkRibbonView? {
        reader.view.subviews.compactMap { $0 as? BookmarkRibbonView }.first { !$0.isHidden }
    }

    @Test func bTogglesAMarkShownAsARibbonAndSaid() throws {
        let path = folder.path("book.pdf")
        try LabelledPDF.write(
            pages: (1...8).map { "Page \($0)" },
            labels: [.init(from: 0, style: .lowerRoman), .init(from: 2, style: .decimal)],
            to: path)
        let (reader, host) = try open(path)
        #expect(ribbon(in: reader) == nil)
        #expect(host.press(.character("b")))
        host.settle()
        #expect(reader.bookmarks == [BookState.Bookmark(page: 0, position: nil, text: "Page i (1)")])
        #expect(ribbon(in: reader) != nil)
        #expect(reader.pageLabel.text == "Bookmarked · i · 1 of 8")
        host.press(.rightArrow)
        host.settle()
        #expect(ribbon(in: reader) == nil, "the next page has no mark")
        host.press(.character("b"))
        host.press(.leftArrow)
        host.settle()
        host.press(.character("b"))
        #expect(reader.pageLabel.text == "Bookmark removed · i · 1 of 8")
        #expect(reader.bookmarks.map(\.page) == [1])
        #expect(ribbon(in: reader) == nil)
        // Kept for the book.
        let (again, _) = try open(path)
        #expect(again.bookmarks == [BookState.Bookmark(page: 1, position: nil, text: "Page ii (2)")])
    }

    @Test func theContentsPanelListsTheMarksInPageOrderAndGoesToThem() throws {
        let path = folder.path("marked.pdf")
        try LabelledPDF.write(
            pages: (1...8).map { "Page \($0)" }, labels: [.init(from: 0, style: .decimal)], to: path)
        let (reader, host) = try open(path)
        for page in [6, 2] {
            reader.jump(toPage: page)
            host.settle()
            host.press(.character("b"))
        }
        reader.jump(toPage: 0)
        host.settle()
        host.press(.character("t"))
        host.settle()
        let panel = try #require(reader.contentsView)
        #expect(panel.entries.count == 2)
        #expect(panel.entries.allSatisfy { $0.title.hasPrefix("Bookmark · Page ") })
        #expect(panel.pageIndices == [2, 6])
        panel.onFinish(1)
        host.settle()
        #expect(reader.currentIndex == 6)
        host.press(.backspace)
        host.settle()
        #expect(reader.currentIndex == 0, "a bookmark chosen in the panel is a jump Back returns from")
    }

    @Test func aTextMarkIsNamedByItsWordsAndStaysOnThemAtAnySize() throws {
        let path = try folder.write("long.md", Data(RichPaginationTests.numberedText(words: 6000).utf8))
        let (reader, host) = try open(path, size: Size(width: 1200, height: 800))
        host.press(.character("7"))
        host.press(.enter)
        host.settle()
        host.press(.character("b"))
        let mark = try #require(reader.bookmarks.first)
        guard case .text(let page)? = reader.book.page(at: reader.currentIndex) else {
            Issue.record("not a text page")
            return
        }
        let words = page.text.split(whereSeparator: \.isWhitespace)
        #expect(mark.text == words.prefix(6).joined(separator: " "))
        #expect(mark.position == BookState.TextPosition(page.start))
        // Reopened narrow, on another page number: the mark is on the page with its words.
        let (narrow, narrowHost) = try open(path, size: Size(width: 420, height: 700))
        let index = try #require(narrow.pageIndex(of: mark))
        narrowHost.press(.home)
        narrowHost.settle()
        narrow.jump(toPage: index)
        narrowHost.settle()
        guard case .text(let shown)? = narrow.book.page(at: index) else {
            Issue.record("not a text page")
            return
        }
        #expect(shown.text.split(whereSeparator: \.isWhitespace).contains(words[0]))
        #expect(ribbon(in: narrow) != nil)
    }

    @Test func aBookmarkListHasAtMostTheKeptNumber() throws {
        let path = folder.path("many.pdf")
        try LabelledPDF.write(pages: (1...60).map { "Page \($0)" }, labels: [], to: path)
        let (reader, host) = try open(path)
        for _ in 0..<60 {
            host.press(.character("b"))
            host.press(.rightArrow)
            host.settle()
        }
        #expect(reader.bookmarks.count == BookState.maximumBookmarks)
        #expect(reader.bookmarks.last?.page == 59)
    }
}

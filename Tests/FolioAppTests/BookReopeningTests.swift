import ArgumentParser
import FolioCore
import FolioHeadless
import FolioRender
import FolioUI
import Foundation
import Testing

@testable import FolioApp

/// A reflowable book (Markdown, an EPUB made by pandoc) closed and opened again at five
/// window sizes and three text sizes shows the words it was left on each time, and keeps
/// its text size; a PDF reopens on its page; a damaged state folder opens the book at its
/// start.
@MainActor
@Suite struct BookReopeningTests {
    static let windowSizes = [
        Size(width: 1600, height: 900), Size(width: 480, height: 800), Size(width: 1024, height: 768),
        Size(width: 700, height: 1100), Size(width: 1280, height: 720),
    ]

    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = ["XDG_STATE_HOME": folder.path("state")]
    }

    /// Opens `path` as `folio open` does, in a headless window of `size`.
    func open(_ path: String, size: Size, arguments: [String] = []) throws -> (ReaderViewController, HeadlessWindow) {
        let command = try #require(try FolioCommand.parseAsRoot(["open", path] + arguments) as? OpenCommand)
        let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        let (reader, _) = try command.makeReader(for: book, environment: environment)
        let host = HeadlessWindow(size: size)
        host.rootViewController = reader
        host.settle()
        return (reader, host)
    }

    /// The words of the pages shown (both pages of a spread in a wide window).
    func words(on reader: ReaderViewController) -> [Substring] {
        let shown = (reader.pageViewController.viewControllers ?? []).compactMap {
            ($0 as? BookPageViewController)?.index
        }
        return shown.flatMap { index -> [Substring] in
            guard case .text(let page)? = reader.book.page(at: index) else { return [] }
            return page.text.split(whereSeparator: \.isWhitespace)
        }
    }

    /// Reads to page 12 at the first size, then reopens at every size and text size.
    func expectSameWordsEveryTime(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (first, host) = try open(path, size: Self.windowSizes[0])
        host.press(.character("1"))
        host.type("2")
        host.press(.enter)
        host.settle()
        try #require(first.currentIndex == 11, sourceLocation: sourceLocation)
        let position = first.book.readingPosition
        let word = try #require(words(on: first).first, sourceLocation: sourceLocation)
        var textSize = try #require(first.book.textPaginator?.layout.body.font.size)
        for step in ["+", "+", "-"] {
            for size in Self.windowSizes {
                let (reader, host) = try open(path, size: size)
                let book = reader.book
                #expect(book.readingPosition == position, "\(size)", sourceLocation: sourceLocation)
                #expect(words(on: reader).contains(word), "\(word) at \(size)", sourceLocation: sourceLocation)
                #expect(book.textPaginator?.layout.body.font.size == textSize, sourceLocation: sourceLocation)
                if size == Self.windowSizes.last {
                    host.press(.character(Character(step)))
                    host.settle()
                    textSize = try #require(book.textPaginator?.layout.body.font.size)
                }
            }
        }
    }

    @Test func aLongMarkdownTextReopensOnTheSameWordsAtAnySize() throws {
        let text = RichPaginationTests.numberedText(words: 12_000)
        try expectSameWordsEveryTime(try folder.write("long.md", Data(text.utf8)))
    }

    @Test func anEPUBReopensOnTheSameWordsAtAnySize() throws {
        var markdown = "---\ntitle: Numbered\nlang: en\n---\n\n"
        for chapter in 0..<4 {
            markdown += "# Chapter \(chapter)\n\n"
            markdown += (0..<2500).map { "c\(chapter)w\($0)" + ($0 % 89 == 88 ? "\n\n" : " ") }.joined() + "\n\n"
        }
        let source = try folder.write("numbered.md", Data(markdown.utf8))
        let epub = folder.path("numbered.epub")
        try PandocFixture.run("pandoc", [source, "-o", epub, "-t", "epub3"], in: folder.root)
        try expectSameWordsEveryTime(epub)
    }

    @Test func aPageGivenOnTheCommandLineWinsOverTheRememberedPlace() throws {
        let path = try folder.write("long.md", Data(RichPaginationTests.numberedText(words: 8000).utf8))
        let (reader, host) = try open(path, size: Size(width: 600, height: 800))
        host.press(.character("9"))
        host.press(.enter)
        host.settle()
        #expect(reader.currentIndex == 8)
        let (again, _) = try open(path, size: Size(width: 600, height: 800), arguments: ["--page", "3"])
        #expect(again.currentIndex == 2)
    }

    @Test func theTransitionIsRememberedUnlessAnotherIsGiven() throws {
        let path = try folder.write("long.md", Data(RichPaginationTests.numberedText(words: 3000).utf8))
        _ = try open(path, size: Size(width: 600, height: 800), arguments: ["--transition", "fade"])
        let (remembered, _) = try open(path, size: Size(width: 600, height: 800))
        #expect(remembered.turnStyle.transition == .fade)
        let (given, _) = try open(path, size: Size(width: 600, height: 800), arguments: ["--transition", "cube"])
        #expect(given.turnStyle.transition == .cube)
    }

    @Test func aDamagedRecordWarnsOnceAndTheBookOpensAtItsStart() throws {
        let path = try folder.write("long.md", Data(RichPaginationTests.numberedText(words: 8000).utf8))
        let store = try #require(BookStateStore(environment: environment))
        let key = try #require(BookStateStore.canonicalPath(of: path))
        try FileManager.default.createDirectory(atPath: store.folder, withIntermediateDirectories: true)
        try Data(#"{"path":"\#(key)","position":{"item":40,"off"#.utf8).write(
            to: URL(fileURLWithPath: store.file(for: key)))
        var warnings: [String] = []
        let keeper = BookStateKeeper.open(path, in: store) { warnings.append($0) }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("it is not a Folio record (damaged?); the book opens at its start") == true)
        #expect(keeper.state.position == nil && keeper.state.page == nil)
        let (reader, _) = try open(path, size: Size(width: 600, height: 800))
        #expect(reader.currentIndex == 0)
    }
}

import FolioCore
import FolioHeadless
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// Long lines and long files: every character on exactly one page, in order, however the
/// paginator slices the text; plain text read as it is paginated, decoded where it is.
@MainActor
@Suite struct LongTextPaginationTests {
    let folder: TemporaryFolder
    let loader = DocumentLoader(measurer: PangoTextMeasurer())

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Words from a small vocabulary, on one line: a few hundred pages, hyphenated.
    static func oneLine(bytes: Int) -> String {
        let words = ["reader", "the", "international", "page", "of", "a", "considerations,", "book", "turning"]
        var text = ""
        var index = 0
        while text.utf8.count < bytes {
            if index > 0 { text += " " }
            text += words[(index * 7 + index / 3) % words.count]
            index += 1
        }
        return text
    }

    func pageTexts(_ book: Book) -> [String] {
        book.paginateAll()
        return book.pages.map { page in
            guard case .text(let page) = page else { return "" }
            return page.placements.map(\.text).joined()
        }
    }

    @Test(arguments: [false, true])
    func aLongLineIsOnThePagesExactlyOnceInOrder(spaces: Bool) throws {
        let line = spaces ? Self.oneLine(bytes: 300_000) : String(repeating: "abcdefghij", count: 30_000)
        let path = try folder.write("line.txt", Data(line.utf8))
        let pages = pageTexts(try loader.load(path: path))
        #expect(pages.count > 100)
        #expect(!pages.contains(""))
        // Concatenated, the pages give back the line: nothing lost or doubled at any break.
        let joined = pages.joined()
        #expect(joined.utf8.count == line.utf8.count)
        let same = joined == line
        #expect(same, "first difference at \(zip(joined.utf8, line.utf8).prefix { $0 == $1 }.count) bytes")
    }

    @Test func takingLinesFromALongerLayoutGivesTheSamePagesAsLayingOutEachPage() throws {
        let text = Self.oneLine(bytes: 120_000) + "\n\n" + String(repeating: "xyz", count: 20_000)
        let path = try folder.write("mixed.txt", Data(text.utf8))
        let reused = try loader.load(path: path)
        let fresh = try loader.load(path: path)
        fresh.textPaginator?.reusesMeasuredLines = false
        reused.paginateAll()
        fresh.paginateAll()
        let starts = { (book: Book) in book.textPaginator?.pages.map(\.start) ?? [] }
        let (left, right) = (starts(reused), starts(fresh))
        #expect(left.count > 50)
        let common = zip(left, right).prefix { $0 == $1 }.count
        #expect(
            left == right,
            "pages \(left.count) and \(right.count); page \(common) starts at \(left.dropFirst(common).first.map { "\($0)" } ?? "-") and \(right.dropFirst(common).first.map { "\($0)" } ?? "-")"
        )
        let same = pageTexts(reused) == pageTexts(fresh)
        #expect(same)
    }

    @Test func aPlainTextFileIsReadOnlyAsFarAsThePagesLaidOut() throws {
        let paragraph = Self.oneLine(bytes: 600) + "\n\n"
        let path = try folder.write("long.txt", Data(String(repeating: paragraph, count: 1_000).utf8))
        let book = try loader.load(path: path)
        let document = try #require(book.textPaginator?.document)
        // One page shown: a few paragraphs flattened, not 1,000.
        #expect(document.items.count < 20)
        #expect(!book.isPaginated)
        book.paginateAll()
        #expect(document.items.count == 1_000)
        #expect(book.isPaginated)
    }

    @Test func aStreamedTextSplitsParagraphsAsTheWholeTextParserDoes() throws {
        var text = "\u{FEFF}Title line\r\n\r\nwrapped at\nseventy-two columns\t \n  indented\n\n\n"
        text += "中文\n中文 and\nmore\u{2028}same paragraph\n \t\nlast\r"
        // Past the stream's first chunk of bytes.
        text += String(repeating: "filler words here\n", count: PlainTextStream.chunkBytes / 18) + "\r\nend"
        let path = try folder.write("rules.txt", Data(text.utf8))
        let stream = PlainTextStream(path: path)
        var streamed: [String] = []
        while let paragraph = stream.nextParagraph() { streamed.append(paragraph) }
        let parsed = PlainTextParser.document(from: text).blocks.map { block -> String in
            guard case .paragraph(let text) = block.kind else { return "" }
            return text.plainText
        }
        // A paragraph longer than a piece is cut by both, at places that may differ (the
        // stream counts the file's bytes, the parser the text's): the words are the same.
        #expect(streamed.count > 4 && parsed.count > 4)
        #expect(
            streamed.joined(separator: " ").split(separator: " ") == parsed.joined(separator: " ").split(separator: " ")
        )
        #expect(
            streamed.prefix(3) == [
                "Title line", "wrapped at seventy-two columns indented", "中文中文 and more same paragraph",
            ])
    }

    @Test func anInvalidByteInAStreamedTextIsReplacedWhereItIs() throws {
        var bytes = Data("日本語 abc".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data("def 标题\n\nnext".utf8))
        // A scalar cut by the end of the file.
        bytes.append(contentsOf: [0xE6, 0x97])
        let path = try folder.write("bad.txt", bytes)
        let stream = PlainTextStream(path: path)
        #expect(stream.nextParagraph() == "日本語 abc\u{FFFD}def 标题")
        #expect(stream.nextParagraph() == "next\u{FFFD}")
        #expect(stream.nextParagraph() == nil)
    }

    @Test func theReaderCountsTheRestOfALongTextAFewPagesEachFrame() throws {
        let path = try folder.write("long.txt", Data(RichPaginationTests.numberedText(words: 12_000).utf8))
        let book = try loader.load(path: path)
        let host = HeadlessWindow(size: Size(width: 600, height: 800), framesPerSecond: 10)
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        host.rootViewController = reader
        host.advance(frames: 3)
        #expect(!book.isPaginated)
        #expect(reader.pageText.hasSuffix("+"))
        let counted = book.textPaginator?.pages.count ?? 0
        host.advance(frames: 3)
        // Two pages a frame, on the window's own clock: the same pages every run.
        #expect(book.textPaginator?.pages.count == counted + 3 * ReaderViewController.backgroundPagesPerFrame)
        host.settle(maxSeconds: 60)
        #expect(book.isPaginated)
        #expect(reader.pageText == "1 of \(book.pageCount)")
    }

    @Test func aStreamedTextLetsGoOfOldParagraphsAndReadsThemAgainForTheirPages() throws {
        var text = ""
        for index in 0..<300 { text += "Paragraph \(index): " + Self.oneLine(bytes: 200 + index % 7 * 90) + "\r\n\n" }
        let path = try folder.write("paragraphs.txt", Data(text.utf8))
        let kept = try loader.load(path: path)
        let released = try loader.load(path: path)
        let document = try #require(released.textPaginator?.document)
        document.residentStreamBytes = 4_096
        document.preparedCacheBytes = 4_096
        let all = pageTexts(kept)
        #expect(all.count > 20)
        #expect(pageTexts(released) == all)
        // The first paragraphs hold no text now, and their pages still draw their words.
        guard case .text(let first)? = document.items.first?.content else {
            Issue.record("no first item")
            return
        }
        #expect(first.runs.isEmpty)
        let keptDocument = try #require(kept.textPaginator?.document)
        for index in [0, 5, 150] {
            #expect(document.paragraph(at: index) == keptDocument.paragraph(at: index), "paragraph \(index)")
        }
    }
}

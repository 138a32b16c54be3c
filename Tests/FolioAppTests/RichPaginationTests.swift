import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// Pagination by Pango's line breaking: lazy, position-keeping, headings kept with their text,
/// hyphens only in prose.
@MainActor
@Suite struct RichPaginationTests {
    /// Numbered words in paragraphs: any page's first words say exactly where it starts.
    static func numberedText(words: Int) -> String {
        (0..<words).map { index in "w\(index)" + (index % 97 == 96 ? "\n\n" : " ") }.joined()
    }

    func book(_ markdown: String, layout: TextPageLayout = TextPageLayout()) -> Book {
        let paginator = TextPaginator(TypesetDocument(CommonMarkReader().document(from: markdown), layout: layout))
        return Book(
            title: "t", style: .pages, pages: [], pageSize: layout.pageSize, textPaginator: paginator)
    }

    func firstWords(_ page: BookPage?, count: Int = 3) -> [Substring] {
        guard case .text(let page)? = page else { return [] }
        return Array(page.text.split(whereSeparator: \.isWhitespace).prefix(count))
    }

    @Test func resizingBackAndForthTwentyTimesKeepsTheFirstWordsOnScreen() throws {
        let book = book(Self.numberedText(words: 6000))
        let large = TextPageLayout()
        var small = TextPageLayout.fitting(Size(width: 420, height: 520), body: large.body)
        small.body.font.size = 15
        book.didShowPage(at: 9)
        let words = firstWords(book.page(at: 9))
        #expect(words.count == 3)
        let start = try #require(book.textPaginator?.page(at: 9)?.start)
        for round in 0..<20 {
            let smallIndex = try #require(book.relayOut(small))
            guard case .text(let page)? = book.page(at: smallIndex) else {
                Issue.record("no page \(smallIndex) after resizing (round \(round))")
                return
            }
            let shown = page.text.split(whereSeparator: \.isWhitespace)
            #expect(words.allSatisfy { shown.contains($0) }, "round \(round): \(words) not on page \(smallIndex)")
            let largeIndex = try #require(book.relayOut(large))
            #expect(largeIndex == 9, "round \(round)")
            #expect(book.textPaginator?.page(at: largeIndex)?.start == start, "round \(round): drifted")
        }
    }

    @Test func aTextBookLaysOutOnlyThePagesAskedFor() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("long.md", Data(Self.numberedText(words: 40_000).utf8))
        let book = try DocumentLoader(measurer: PangoTextMeasurer()).load(path: path)
        #expect(book.pages.count == 1)
        #expect(!book.isPaginated)
        #expect(book.pageCount == 2)  // one more than known, until the end is found
        _ = book.page(at: 4)
        #expect(book.pages.count == 5)
    }

    @Test func theReaderAnswersNilOnlyAfterTheLastPage() throws {
        let book = book("# One page\n\nShort.")
        let reader = try ReaderViewController(book: book, turnStyle: TurnStyle(transition: .curl))
        #expect(reader.pageViewController(reader.pageViewController, viewControllerAt: 0) != nil)
        #expect(reader.pageViewController(reader.pageViewController, viewControllerAt: 1) == nil)
        #expect(book.isPaginated && book.pageCount == 1)
    }

    @Test func everyWordIsOnExactlyOnePageInOrder() {
        let book = book(Self.numberedText(words: 3000))
        book.paginateAll()
        let words = book.pages.flatMap { page -> [Substring] in
            guard case .text(let page) = page else { return [] }
            return page.text.split(whereSeparator: \.isWhitespace)
        }
        #expect(words == (0..<3000).map { "w\($0)"[...] })
    }

    @Test func aHeadingIsNeverTheLastThingOnAPage() {
        // Headings after paragraphs of every length: some must fall at a page's foot.
        var markdown = ""
        for index in 0..<60 {
            markdown += "## Heading \(index)\n\n" + String(repeating: "text ", count: 20 + index * 7) + "\n\n"
        }
        let book = book(markdown)
        book.paginateAll()
        guard let paginator = book.textPaginator else { return }
        for (number, page) in paginator.pages.enumerated() where page.placements.count > 1 {
            guard let last = page.placements.last else { continue }
            #expect(!paginator.document.items[last.item].keepsWithNext, "page \(number) ends with a heading")
        }
    }

    @Test func proseIsHyphenatedCodeNever() throws {
        let book = book(
            "Internationalization considerations.\n\n`~/.profile` and\n\n```\nexport PYENV_ROOT=$HOME/.pyenv\n```")
        let document = try #require(book.textPaginator?.document)
        let prose = try #require(document.paragraph(at: 0)).text
        #expect(prose.contains("\u{AD}"))
        #expect(prose.replacingOccurrences(of: "\u{AD}", with: "") == "Internationalization considerations.")
        for index in 1..<document.items.count {
            let paragraph = try #require(document.paragraph(at: index))
            if paragraph.wrapping == .code {
                #expect(!paragraph.text.contains("\u{AD}"))
            } else {
                // Hyphens may go into "and" never (too short); the code span stays as written.
                #expect(paragraph.text.contains("~/.profile"))
            }
        }
    }

    /// Words with letters outside ASCII are hyphenated as whole words by the dictionary, and
    /// a soft hyphen only ever goes between two letters, never inside one's UTF-8 bytes.
    @Test func wordsWithAccentedLettersAreHyphenatedAsWholeWords() throws {
        let hyphenator = try #require(Hyphenator.forLanguage("en"))
        let text = "The coöperation of naïveté and internationalization"
        let result = hyphenator.hyphenate(text[...])
        #expect(result.replacingOccurrences(of: "\u{AD}", with: "") == text)
        let words = result.split(separator: " ").map { $0.replacingOccurrences(of: "\u{AD}", with: "-") }
        // The en-US patterns' answer for the whole word; cut at "ö" into "co" and "peration"
        // (the ASCII-only way) it came out "coöper-a-tion".
        #expect(words[1] == "coöpe-r-ation")
        #expect(words[5] == "in-ter-na-tion-al-iza-tion")
        for word in result.split(separator: " ") {
            #expect(!word.hasPrefix("\u{AD}") && !word.hasSuffix("\u{AD}"))
            #expect(word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "\u{AD}" })
        }
    }

    @Test func aNarrowPageWrapsCodeAtTheEdgeAndKeepsEveryCharacter() {
        let command =
            "export PATH=\"$PYENV_ROOT/bin:$PATH\"; eval \"$(pyenv init -)\"; " + String(repeating: "x", count: 300)
        let book = book(
            "```sh\n\(command)\n```",
            layout: TextPageLayout.fitting(Size(width: 320, height: 480), body: TextPageLayout().body))
        book.paginateAll()
        let text = book.pages.map { page -> String in
            guard case .text(let page) = page else { return "" }
            return page.text
        }.joined()
        #expect(text.filter { !$0.isNewline } == command)
    }
}

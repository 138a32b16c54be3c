import FolioCore
import FolioRender
import Testing

@testable import FolioApp

/// Code names on a narrow page break at their seams (`process.report` / `.reportOnFatalError`),
/// not wherever the line runs out; the zero-width breaks that allow it never reach copied
/// text, search or the screen reader, and prose is typeset as before.
@MainActor
@Suite struct CodeLineBreakTests {
    static let name = "process.report.reportOnFatalError"
    /// A page whose text is 200 points wide: the name, in the monospaced face, is about 310.
    static let layout = TextPageLayout(pageSize: Size(width: 312, height: 480))

    private func firstPage(_ markdown: String) throws -> (TextPage, TextPaginator) {
        let paginator = TextPaginator(TypesetDocument(CommonMarkReader().document(from: markdown), layout: Self.layout))
        paginator.paginateAll()
        return (try #require(paginator.pages.first), paginator)
    }

    /// The lines of placement `block` as the page draws them, without the zero-width breaks.
    private func lines(of block: Int, on page: TextPage, in paginator: TextPaginator) throws -> [String] {
        let shown = try #require(page.shownText(of: block, in: paginator))
        let bytes = Array(shown.text.utf8)
        return shown.layout.lines.map { line in
            let range = line.range.clamped(to: 0..<bytes.count)
            return TextPaginator.visible(String(decoding: bytes[range], as: UTF8.self))
        }
    }

    @Test func anInlineCodeNameBreaksAtADotNeverInsideAName() throws {
        let (page, paginator) = try firstPage("Call `\(Self.name)` here.")
        let lines = try lines(of: 0, on: page, in: paginator)
        #expect(lines.count > 1)
        #expect(lines.joined() == "Call \(Self.name) here.")
        // Each line that starts inside the name starts at one of its dots.
        let text = Array(lines.joined().utf8)
        let name = "Call ".utf8.count..<("Call " + Self.name).utf8.count
        var start = 0
        var breaksInName = 0
        for line in lines.dropLast() {
            start += line.utf8.count
            guard start > name.lowerBound, start < name.upperBound else { continue }
            breaksInName += 1
            #expect(text[start] == UInt8(ascii: "."), "\(lines)")
        }
        #expect(breaksInName > 0, "\(lines)")
    }

    @Test func aLongLineOfACodeBlockBreaksAfterItsCommaNotInsideAName() throws {
        let code = "fs.writeFileSync('my-report.log', util.inspect(data), 'utf8');"
        let (page, paginator) = try firstPage("```js\n\(code)\n```")
        let lines = try lines(of: 0, on: page, in: paginator)
        #expect(lines.count > 1)
        #expect(lines.joined() == code)
        // Each break falls at a space or a seam: never between two letters of a name.
        for (line, next) in zip(lines, lines.dropFirst()) {
            let last = try #require(line.unicodeScalars.last)
            let first = try #require(next.unicodeScalars.first)
            #expect(!(last.properties.isAlphabetic && first.properties.isAlphabetic), "\(lines)")
        }
    }

    @Test func anIndentedLongLineOfCodeKeepsItsIndentationWithItsFirstWord() throws {
        let code = "        " + String(repeating: "x", count: 40) + " = 1"
        let (page, paginator) = try firstPage("```\n\(code)\n```")
        let lines = try lines(of: 0, on: page, in: paginator)
        #expect(lines.count > 1)
        #expect(lines.first?.hasPrefix("        x") == true, "\(lines)")
    }

    @Test(arguments: [
        "console.log(`Report on fatal error: ${report.reportOnFatalError}`);",
        "export PATH=\"$PYENV_ROOT/bin:$PATH\"; eval \"$(pyenv init -)\"",
    ])
    func aDollarSignStaysWithItsBracket(code: String) throws {
        for markdown in ["```\n\(code)\n```", "Run `` \(code) `` now."] {
            let (page, paginator) = try firstPage(markdown)
            let lines = try lines(of: 0, on: page, in: paginator)
            #expect(lines.count > 1)
            #expect(!lines.contains { $0.last(where: { !$0.isWhitespace }) == "$" }, "\(lines)")
        }
    }

    @Test func copiedTextAcrossTheBreakHasNoZeroWidthSpace() throws {
        let (page, paginator) = try firstPage("Call `\(Self.name)` here.")
        #expect(try lines(of: 0, on: page, in: paginator).count > 1)
        let whole = try #require(page.wholeText(in: paginator))
        let copied = page.selectedText(from: whole.start, to: whole.end, in: paginator)
        #expect(copied == "Call \(Self.name) here.")
        #expect(!copied.unicodeScalars.contains("\u{200B}"))
    }

    @Test func searchAndTheScreenReaderSeeTheNameAsWritten() throws {
        let (page, paginator) = try firstPage("Call `\(Self.name)` here.")
        #expect(page.text == "Call \(Self.name) here.")
        #expect(page.searchMatches(of: TextMatcher(Self.name), in: paginator).count == 1)
        // One box per character of the text a screen reader reads, none for the breaks.
        #expect(page.characterBoxes(in: paginator).count == page.text.unicodeScalars.count)
    }

    @Test func aLinkedCodeNameKeepsItsWholeRangeAsTheLink() throws {
        let document = TypesetDocument(
            CommonMarkReader().document(from: "See [`\(Self.name)`](#report) now."), layout: Self.layout)
        let paragraph = try #require(document.paragraph(at: 0))
        let links = try #require(document.item(at: 0)?.source?.preparedLinks())
        let link = try #require(links.first)
        let bytes = Array(paragraph.text.utf8)
        let linked = String(decoding: bytes[link.range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        #expect(linked.unicodeScalars.contains("\u{200B}"))
        #expect(TextPaginator.visible(linked) == Self.name)
        #expect(link.link == "#report")
    }

    @Test(arguments: [
        "Prose keeps its punctuation: e.g. a/b, x=y & z? (yes) [no] {maybe} a::b a->b.",
        "A linked word [Node.js](https://nodejs.org/) is prose too.",
    ])
    func proseGetsNoBreaks(markdown: String) throws {
        let document = TypesetDocument(CommonMarkReader().document(from: markdown), layout: Self.layout)
        let paragraph = try #require(document.paragraph(at: 0))
        #expect(!paragraph.text.unicodeScalars.contains("\u{200B}"))
    }

    @Test func onlyTheCodeSpanOfAParagraphGetsBreaks() throws {
        let document = TypesetDocument(
            CommonMarkReader().document(from: "Set a.b, then `a.b(c)`, then a.b."), layout: Self.layout)
        let paragraph = try #require(document.paragraph(at: 0))
        let code = try #require(paragraph.spans.first { $0.attributes.traits.contains(.monospace) }?.range)
        let bytes = Array(paragraph.text.utf8)
        let zeroWidthSpace = Array("\u{200B}".utf8)
        let starts = bytes.indices.filter { Array(bytes[$0..<min($0 + 3, bytes.count)]) == zeroWidthSpace }
        #expect(starts.count == 2)
        #expect(starts.allSatisfy(code.contains))
    }
}

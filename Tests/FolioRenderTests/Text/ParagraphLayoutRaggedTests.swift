import FolioCore
import FolioRender
import Testing

/// Justified paragraphs in narrow columns: a line holding one long word (a code name, a URL)
/// or ending inside a word is set ragged, its letters at their natural places, while lines
/// with spaces and Chinese lines stay justified.
@MainActor
@Suite struct ParagraphLayoutRaggedTests {
    private static let code = "process.send(message[, sendHandle[, options]][, callback])"

    private func paragraph(_ text: String, _ alignment: TextAlignment, monospace: Bool = false) -> StyledParagraph {
        var paragraph = StyledParagraph(text: text, font: Font(family: "Serif", size: 18), alignment: alignment)
        if monospace {
            paragraph.spans.append(
                StyledSpan(range: 0..<text.utf8.count, attributes: StyledAttributes(traits: [.monospace])))
        }
        return paragraph
    }

    /// The width of `text` on one line, in the paragraph's style.
    private func width(of text: String, monospace: Bool = false) -> Double {
        ParagraphLayout(paragraph(text, .left, monospace: monospace), width: nil).naturalWidth
    }

    /// The text of each line of `layout`.
    private func lineTexts(_ layout: ParagraphLayout, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return layout.lines.map { String(decoding: bytes[$0.range.clamped(to: 0..<bytes.count)], as: UTF8.self) }
    }

    /// Expects the characters of line `index` where a start-aligned layout puts them.
    private func expectNaturalPlaces(_ justified: ParagraphLayout, _ left: ParagraphLayout, line index: Int) {
        let range = justified.lines[index].range
        let set = justified.characterBoxes(forUTF8Range: range)
        let natural = left.characterBoxes(forUTF8Range: range)
        #expect(set.count == natural.count && !set.isEmpty)
        for (offset, box) in set {
            guard let expected = natural[offset] else { continue }
            #expect(
                abs(box.minX - expected.minX) < 0.01 && abs(box.width - expected.width) < 0.01,
                "line \(index), byte \(offset): \(box) instead of \(expected)")
        }
    }

    @Test func aLongCodeNameAloneOnALineIsNotLetterSpaced() throws {
        // Narrow enough that "sendHandle[," goes to the second line: the first has no space
        // but the one it ends at.
        let width = width(of: "process.send(message[, sendHa", monospace: true)
        let justified = ParagraphLayout(paragraph(Self.code, .justified, monospace: true), width: width)
        let left = ParagraphLayout(paragraph(Self.code, .left, monospace: true), width: width)
        #expect(lineTexts(justified, Self.code).first == "process.send(message[, ")
        #expect(justified.lines.map(\.range) == left.lines.map(\.range))
        expectNaturalPlaces(justified, left, line: 0)
        // The next line has a space, but it is all code: its letters keep their columns.
        #expect(justified.lines.count > 2 && lineTexts(justified, Self.code)[1].dropLast().contains(" "))
        expectNaturalPlaces(justified, left, line: 1)
        // The line stops short of the right edge: the room left is not spread between letters.
        let ink = justified.rects(forUTF8Range: 0..<(justified.lines[0].range.upperBound - 1))
        let right = try #require(ink.map(\.maxX).max())
        #expect(right < width - 20, "the line ends at \(right) of \(width)")
    }

    @Test func aWordBrokenWhereNoBreakIsAllowedEndsItsLineRagged() throws {
        let text = "see process.report.reportOnFatalError and more words to end the paragraph"
        let width = width(of: "process.report.rep")
        let justified = ParagraphLayout(paragraph(text, .justified), width: width)
        let left = ParagraphLayout(paragraph(text, .left), width: width)
        let lines = lineTexts(justified, text)
        // "see" alone, then the long name cut where it fills a line.
        #expect(lines.count > 3 && lines[0] == "see " && !lines[1].contains(" "))
        expectNaturalPlaces(justified, left, line: 0)
        expectNaturalPlaces(justified, left, line: 1)
    }

    @Test func linesWithSpacesAreStillJustified() throws {
        let text = "Folio turns pages the way a book does: the paper curls, the light falls across it."
        let width = 200.0
        let justified = ParagraphLayout(paragraph(text, .justified), width: width)
        #expect(justified.lines.count > 2)
        for line in justified.lines.dropLast() {
            let ink = justified.rects(forUTF8Range: line.range.lowerBound..<(line.range.upperBound - 1))
            let right = try #require(ink.map(\.maxX).max())
            #expect(abs(right - width) < 0.5, "a line ends at \(right) of \(width)")
        }
    }

    @Test func chineseIsStillJustifiedBetweenCharacters() throws {
        let text = "中文翻页：纸张卷起，光线掠过，下一页在下面等待。纸张卷起，光线掠过。"
        let width = width(of: "中文翻页：纸张卷起") + 7
        let justified = ParagraphLayout(paragraph(text, .justified), width: width)
        #expect(justified.lines.count > 2)
        let first = try #require(justified.lines.first)
        let right = try #require(justified.rects(forUTF8Range: first.range).map(\.maxX).max())
        #expect(abs(right - width) < 0.5, "the first line ends at \(right) of \(width)")
    }

    @Test func aRaggedLineIsDrawnWhereItsBoxesAre() throws {
        let width = width(of: "process.send(message[, sendHa", monospace: true)
        func drawn(_ alignment: TextAlignment) -> Bitmap {
            let context = CairoGraphicsContext(width: 300, height: 40, scale: 1)
            context.setFillColor(.white)
            context.fill(Rect(x: 0, y: 0, width: 300, height: 40))
            ParagraphLayout.draw(
                paragraph(Self.code, alignment, monospace: true), width: width, lines: 0..<1, in: context,
                at: Point(x: 4, y: 4))
            return context.makeBitmap()
        }
        let justified = drawn(.justified)
        #expect(Set(justified.pixels).count > 1, "the line was drawn")
        // Compared apart from the expectation, which would print every pixel.
        let asLeft = justified == drawn(.left)
        #expect(asLeft, "the first line is drawn as a start-aligned one")
    }
}

import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// One huge paragraph (a 100 MB text of one line, or text followed by 100 MB of NULs) is
/// read and laid out in bounded pieces, like any other text; a letter with thousands of
/// accents is shaped with a bounded cluster. Scaled down: pieces of a few hundred bytes.
@MainActor
@Suite struct LongParagraphTests {
    @Test func aLongLineIsReadInPiecesCutAtSpaces() throws {
        let folder = try TemporaryFolder()
        let words = (0..<2_000).map { "word\($0)" }
        let path = try folder.write("line.txt", Data((words.joined(separator: " ") + "\n\nnext\n").utf8))
        let stream = PlainTextStream(path: path, pieceBytes: 1_000)
        var pieces: [String] = []
        var ranges: [Range<Int>] = []
        while let piece = stream.nextParagraph() {
            pieces.append(piece)
            ranges.append(stream.lastParagraphBytes)
        }
        #expect(pieces.count > 10)
        #expect(pieces.last == "next")
        #expect(ranges.allSatisfy { $0.count <= 1_000 })
        // No word is cut: the pieces hold the words in order.
        #expect(pieces.dropLast().flatMap { $0.split(separator: " ").map(String.init) } == words)
        // A piece read again alone is the same piece.
        for (piece, range) in zip(pieces, ranges) {
            #expect(PlainTextStream(path: path, bytes: range).nextParagraph() == piece)
        }
    }

    @Test func thePiecesOfOneParagraphFollowEachOtherWithoutAParagraphBreak() throws {
        let folder = try TemporaryFolder()
        let words = (0..<2_000).map { "word\($0)" }
        let text = "first\n\n" + words.joined(separator: " ") + "\n\nlast\n"
        let path = try folder.write("line.txt", Data(text.utf8))
        let stream = PlainTextStream(path: path, pieceBytes: 1_000)
        var continues: [Bool] = []
        while stream.nextParagraph() != nil { continues.append(stream.lastParagraphContinues) }
        #expect(continues.first == false, "the first paragraph")
        #expect(continues.dropFirst().first == false, "the long paragraph's first piece")
        #expect(continues.last == false, "the paragraph after the long one")
        #expect(continues.count > 10)
        #expect(continues.dropFirst(2).dropLast().allSatisfy { $0 }, "every later piece continues")

    }

    @Test func aLaidOutPieceSitsRightUnderThePieceBefore() throws {
        let folder = try TemporaryFolder()
        // About 150 KB on one line: three pieces of the reader's own size.
        let words = (0..<15_000).map { "word\($0)" }
        let text = "first\n\n" + words.joined(separator: " ") + "\n\nlast\n"
        let path = try folder.write("long.txt", Data(text.utf8))
        let document = TypesetDocument(.plainTextFile(path: path), layout: TextPageLayout())
        var spaces: [Double] = []
        while let item = document.item(at: spaces.count) { spaces.append(item.spaceBefore) }
        try #require(spaces.count == 5, "first, three pieces, last (\(spaces))")
        #expect(spaces[2] == 0 && spaces[3] == 0, "the long paragraph's later pieces")
        #expect(spaces[1] > 0 && spaces[4] > 0, "real paragraph breaks keep their space")
    }

    @Test func aLineWithoutSpacesIsCutBetweenCharacters() throws {
        let folder = try TemporaryFolder()
        let text = String(repeating: "日本語", count: 1_000)  // 9,000 bytes, no space
        var data = Data("before\n\n".utf8) + Data(text.utf8)
        data += Data(repeating: 0, count: 5_000)
        let path = try folder.write("cjk.txt", data)
        let stream = PlainTextStream(path: path, pieceBytes: 1_000)
        var pieces: [String] = []
        while let piece = stream.nextParagraph() {
            #expect(stream.lastParagraphBytes.count <= 1_000)
            pieces.append(piece)
        }
        #expect(pieces.first == "before")
        // NULs take room on a page, as replacement characters; nothing else is replaced.
        #expect(pieces.dropFirst().joined() == text + String(repeating: "\u{FFFD}", count: 5_000))
    }

    @Test func paragraphsOfShortLinesEndAtALineBreakNearTheLimit() throws {
        let folder = try TemporaryFolder()
        let lines = (0..<300).map { "line \($0) of a paragraph" }
        let path = try folder.write("lines.txt", Data(lines.joined(separator: "\n").utf8))
        let stream = PlainTextStream(path: path, pieceBytes: 1_000)
        var pieces: [String] = []
        while let piece = stream.nextParagraph() { pieces.append(piece) }
        #expect(pieces.count > 5)
        #expect(pieces.joined(separator: " ") == lines.joined(separator: " "))
    }

    @Test func shortParagraphsAreReadWhole() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("short.txt", Data("One, wrapped\nover lines.\n\nTwo.\n".utf8))
        let stream = PlainTextStream(path: path)
        #expect(stream.nextParagraph() == "One, wrapped over lines.")
        #expect(stream.nextParagraph() == "Two.")
        #expect(stream.nextParagraph() == nil)
    }

    @Test func theParserCutsAHugeParagraphAsTheStreamDoes() {
        let words = (0..<2_000).map { "w\($0)" }
        let pieces = PlainTextParser.pieces(of: words.joined(separator: " "), bytes: 500)
        #expect(pieces.count > 10)
        #expect(pieces.allSatisfy { $0.utf8.count <= 500 })
        #expect(pieces.flatMap { $0.split(separator: " ").map(String.init) } == words)
        let document = PlainTextParser.document(
            from: String(repeating: "x", count: 3 * PlainTextStream.maximumPieceBytes))
        #expect(document.blocks.count == 3)
    }

    @Test func aLetterWithThousandsOfAccentsIsShapedWithThirty() {
        let text = "a" + String(repeating: "\u{0301}", count: 3_000) + " after"
        let source = ParagraphSource(
            runs: [RichRun(text)], font: TextPageLayout().body.font, color: .black, lineSpacing: 0,
            alignment: .natural, language: "en", wrapping: .words, hyphenates: true)
        let prepared = source.prepared()
        #expect(prepared.text.unicodeScalars.filter { $0 == "\u{0301}" }.count == ClusterLimit.maximumMarks)
        #expect(prepared.text.hasSuffix("after"))
    }
}

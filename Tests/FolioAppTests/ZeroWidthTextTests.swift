import FolioCore
import FolioRender
import Foundation
import Testing

@testable import FolioApp

/// Characters with no width (U+200B, U+200C, U+200D, U+2060, U+FEFF): a page of nothing
/// else, or a line of 100,000 of them, is blank, neither a hang nor thousands of pages of
/// paragraphs that show nothing; inside a line they stay, where they join or part letters.
@MainActor
@Suite struct ZeroWidthTextTests {
    private static let invisible = ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}"]

    /// The paragraphs a stream reads from `text`, in pieces of `pieceBytes`.
    private func streamed(_ text: String, pieceBytes: Int = 1_000) throws -> [String] {
        let folder = try TemporaryFolder()
        let stream = PlainTextStream(path: try folder.write("t.txt", Data(text.utf8)), pieceBytes: pieceBytes)
        var paragraphs: [String] = []
        while let paragraph = stream.nextParagraph() { paragraphs.append(paragraph) }
        return paragraphs
    }

    private func parsed(_ text: String) -> [String] {
        PlainTextParser.document(from: text).blocks.compactMap { block in
            guard case .paragraph(let text) = block.kind else { return nil }
            return text.plainText
        }
    }

    @Test func theStreamTrimsTheBytesOfExactlyTheCharactersTheParserTrims() {
        // The stream trims bytes, the parser scalars: one set of edges, spelt twice.
        #expect(PlainTextParser.invisibleEdges.allSatisfy { $0.value <= 0xFFFF })
        var disagreements: [Unicode.Scalar] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            let streamTrims =
                bytes.count == 1
                ? bytes[0] == 0x20 || bytes[0] == 0x09
                : bytes.count == 3 && PlainTextStream.isInvisible(bytes[0], bytes[1], bytes[2])
            if streamTrims != PlainTextParser.invisibleEdges.contains(scalar) { disagreements.append(scalar) }
        }
        #expect(disagreements.isEmpty)
    }

    @Test func paragraphsOfNothingButZeroWidthCharactersAreBlank() throws {
        let text = Self.invisible.map { String(repeating: $0 + "\n\n", count: 2_000) }.joined()
        #expect(parsed(text).isEmpty)
        #expect(try streamed(text).isEmpty)
    }

    @Test func zeroWidthCharactersBetweenSpacesAreBlank() throws {
        let text = String(repeating: "\u{200B} ", count: 20_000) + "\n" + String(repeating: "\u{FEFF}\t", count: 5_000)
        #expect(parsed(text).isEmpty)
        #expect(try streamed(text).isEmpty)
    }

    @Test func aLineOf100000ZeroWidthSpacesLeavesOnlyTheTextAroundIt() throws {
        let text = "before\n\n" + String(repeating: "\u{200B}", count: 100_000) + "\n\nafter\n"
        #expect(parsed(text) == ["before", "after"])
        #expect(try streamed(text) == ["before", "after"])
    }

    @Test func joinersInsideALineStay() throws {
        let text = "\u{200B}fa\u{200D}mily\u{200C}name\u{FEFF}\n"
        #expect(parsed(text) == ["fa\u{200D}mily\u{200C}name"])
        #expect(try streamed(text) == ["fa\u{200D}mily\u{200C}name"])
    }
}

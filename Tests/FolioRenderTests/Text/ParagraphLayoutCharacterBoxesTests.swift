import FolioCore
import FolioRender
import Testing

/// Each character's box, as a screen reader's Text interface reports it, against the
/// layout's own answers: the selection's rectangle for that character and Pango's hit test.
@MainActor
@Suite struct ParagraphLayoutCharacterBoxesTests {
    private static let text = "Naïve café pages turn\nwhile a reader reads"

    private func layout() -> ParagraphLayout {
        let paragraph = StyledParagraph(
            text: Self.text, font: Font(family: "Serif", size: 18), lineSpacing: 6)
        return ParagraphLayout(paragraph, width: 140)
    }

    /// The UTF-8 offset each Unicode scalar of the text starts at.
    private var starts: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for scalar in Self.text.unicodeScalars {
            offsets.append(offset)
            offset += scalar.utf8.count
        }
        return offsets
    }

    @Test func aCharactersBoxIsWhereTheSelectionMarksIt() throws {
        let layout = layout()
        #expect(layout.lines.count >= 3)
        let boxes = layout.characterBoxes(forUTF8Range: 0..<Self.text.utf8.count)
        let scalars = Array(Self.text.unicodeScalars)
        for (index, start) in starts.enumerated() where scalars[index] != "\n" {
            let box = try #require(boxes[start])
            let width = scalars[index].utf8.count
            let marked = try #require(layout.rects(forUTF8Range: start..<(start + width)).first)
            #expect(abs(box.minX - marked.minX) < 0.01 && abs(box.width - marked.width) < 0.01)
            #expect(box.minY == marked.minY && box.height == marked.height)
        }
    }

    @Test func theCharacterAtABoxsCentreIsThatCharacter() throws {
        let layout = layout()
        let boxes = layout.characterBoxes(forUTF8Range: 0..<Self.text.utf8.count)
        for start in starts {
            guard let box = boxes[start], box.width > 1 else { continue }
            #expect(layout.characterOffset(at: Point(x: box.midX, y: box.midY)) == start)
        }
    }

    @Test func laterLinesHaveLowerBoxesAndOnlyTheRangeAsked() throws {
        let layout = layout()
        let boxes = layout.characterBoxes(forUTF8Range: 0..<Self.text.utf8.count)
        let first = try #require(boxes[0])
        let last = try #require(boxes[Self.text.utf8.count - 1])
        #expect(last.minY >= first.maxY)
        // "ï" is two bytes: one box, at its first.
        #expect(boxes[2] != nil && boxes[3] == nil)
        #expect(layout.characterBoxes(forUTF8Range: 7..<9).keys.sorted() == [7, 8])
        #expect(layout.characterBoxes(forUTF8Range: 900..<1000).isEmpty)
        #expect(layout.characterBoxes(forUTF8Range: -5..<1).keys.sorted() == [0])
    }
}

import Testing

@testable import FolioRender

/// Long runs without spaces get invisible break opportunities, so Pango never wraps a
/// 256 KB "word" character by character; ordinary text is passed through untouched.
@Suite struct SoftBreaksTests {
    @Test func aLongRunWithoutSpacesGetsAZeroWidthSpaceEvery200Characters() {
        let text = String(repeating: "x", count: 1000)
        let broken = SoftBreaks.inserted(into: text)
        let pieces = broken.split(separator: "\u{200B}")
        #expect(pieces.count == 5)
        #expect(pieces.allSatisfy { $0.count == 200 })
        #expect(broken.filter { $0 != "\u{200B}" } == text)
    }

    @Test func ordinaryTextIsUntouched() {
        let text = String(repeating: "lorem ipsum ", count: 1000)
        #expect(SoftBreaks.inserted(into: text) == text)
    }

    @Test func noBreakGoesBeforeACombiningMark() {
        // "e" + COMBINING ACUTE ACCENT, 150 times: 300 scalars, one character each pair.
        let text = String(repeating: "e\u{301}", count: 150)
        let broken = SoftBreaks.inserted(into: text)
        let scalars = broken.unicodeScalars.map(\.value)
        #expect(scalars.contains(0x200B))
        #expect(!zip(scalars, scalars.dropFirst()).contains { $0 == 0x200B && $1 == 0x301 })
        #expect(scalars.filter { $0 != 0x200B } == text.unicodeScalars.map(\.value))
    }
}

import Testing

@testable import FolioAccessibility

@Suite struct AccessibleTextTests {
    private let text = AccessibleText("One two. Three four!\nFive six\n\nSeven")

    @Test func substringCountsUnicodeScalarsAndClampsItsEnds() {
        let text = AccessibleText("né à")
        #expect(text.count == 4)
        #expect(text.substring(from: 1, to: 3) == "é ")
        #expect(text.substring(from: 2, to: -1) == " à")
        #expect(text.substring(from: -5, to: 99) == "né à")
    }

    @Test func wordAtAnOffsetTakesTheSpacesAfterIt() {
        #expect(text.substring(from: 4, to: text.range(of: .word, at: 5).upperBound) == "two. ")
        #expect(text.range(of: .word, at: 5) == 4..<9)
    }

    @Test func sentenceEndsAfterItsPunctuationAndSpaces() {
        #expect(text.substring(from: 0, to: text.range(of: .sentence, at: 2).upperBound) == "One two. ")
        let second = text.range(of: .sentence, at: 10)
        #expect(text.substring(from: second.lowerBound, to: second.upperBound) == "Three four!")
    }

    /// Orca's read-all speaks a sentence at a time: a name with dots in it is not three.
    @Test func aFullStopInsideANameOrANumberDoesNotEndTheSentence() {
        let text = AccessibleText("Read process.features.tls_alpn in 3.19.0 first. Then go")
        let first = text.range(of: .sentence, at: 5)
        #expect(
            text.substring(from: first.lowerBound, to: first.upperBound)
                == "Read process.features.tls_alpn in 3.19.0 first. ")
        #expect(text.range(of: .sentence, at: 50) == first.upperBound..<text.count)
    }

    @Test func lineRunsToItsLineBreak() {
        let line = text.range(of: .line, at: 22)
        #expect(text.substring(from: line.lowerBound, to: line.upperBound) == "Five six\n")
    }

    @Test func offsetPastTheEndIsTheEmptyRangeAtTheEnd() {
        #expect(text.range(of: .word, at: text.count) == text.count..<text.count)
        #expect(text.range(of: .line, at: -1) == text.count..<text.count)
    }
}

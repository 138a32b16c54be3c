import FolioCore
import Testing

@Suite struct TextMatcherTests {
    /// The matched substrings, for readable expectations.
    private func found(_ query: String, in text: String, options: TextSearchOptions = .readerDefault) -> [String] {
        TextMatcher(query, options: options).ranges(in: text).map { String(text[$0]) }
    }

    @Test func findsEveryMatchInOrderWithoutOverlap() {
        #expect(found("ana", in: "banana ananas") == ["ana", "ana"])
        #expect(TextMatcher("ana").utf8Ranges(in: "banana ananas") == [1..<4, 7..<10])
        #expect(TextMatcher("ana").utf8Ranges(in: "ana-ana") == [0..<3, 4..<7])
    }

    @Test func ignoresCaseByDefault() {
        #expect(found("word", in: "Word WORD word") == ["Word", "WORD", "word"])
        #expect(found("word", in: "Word WORD word", options: []) == ["word"])
    }

    @Test func foldsSharpSAsFoundationsCaseInsensitiveSearchDoes() {
        #expect(found("strasse", in: "Die Straße") == ["Straße"])
        #expect(found("STRASSE", in: "Die Straße", options: .caseInsensitive) == ["Straße"])
        #expect(found("straße", in: "DIE STRASSE") == ["STRASSE"])
    }

    @Test func ignoresAccentsByDefaultAndReturnsRangesOfTheOriginal() {
        let decomposed = "Cafe\u{301} and cafe"
        #expect(found("cafe", in: "Le Café, un café") == ["Café", "café"])
        #expect(found("café", in: "CAFE") == ["CAFE"])
        // The combining accent belongs to the match.
        #expect(found("cafe", in: decomposed) == ["Cafe\u{301}", "cafe"])
        #expect(found("Ångström", in: "angstrom units") == ["angstrom"])
    }

    @Test func accentsCountWhenAsked() {
        let options = TextSearchOptions.caseInsensitive
        #expect(found("café", in: "cafe Café", options: options) == ["Café"])
        // A precomposed é matches a decomposed one, and a bare e never matches half of é.
        #expect(found("café", in: "CAFE\u{301}", options: options) == ["CAFE\u{301}"])
        #expect(found("cafe", in: "café", options: options).isEmpty)
    }

    @Test func ligaturesSoftHyphensAndZeroWidthSpacesDoNotHideAWord() {
        #expect(found("office", in: "the o\u{FB03}ce") == ["o\u{FB03}ce"])
        #expect(found("hyphen", in: "hy\u{AD}phen and hy\u{200B}phen") == ["hy\u{AD}phen", "hy\u{200B}phen"])
    }

    @Test func emptyOrUnmatchedQueriesFindNothing() {
        #expect(TextMatcher("").isEmpty)
        #expect(TextMatcher("\u{301}").isEmpty)
        #expect(found("", in: "anything").isEmpty)
        #expect(found("zebra", in: "no such animal here").isEmpty)
        #expect(found("longer than the text", in: "short").isEmpty)
    }

    @Test func malformedAndNonLatinTextIsSearchedWithoutTrapping() {
        #expect(found("λόγος", in: "Ο ΛΟΓΟΣ και λογος") == ["ΛΟΓΟΣ", "λογος"])
        #expect(found("мир", in: "МИР, Мир") == ["МИР", "Мир"])
        #expect(found("日本", in: "日本語の日本") == ["日本", "日本"])
        #expect(found("x", in: "a\u{FFFD}x") == ["x"])
    }

    @Test func limitStopsTheSearch() {
        #expect(TextMatcher("a").utf8Ranges(in: "aaaaa", limit: 2) == [0..<1, 1..<2])
        #expect(TextMatcher("a").numberOfMatches(in: "a a a") == 3)
    }
}

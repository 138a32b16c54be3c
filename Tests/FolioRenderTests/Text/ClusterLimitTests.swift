import Testing

@testable import FolioRender

/// A letter carrying thousands of marks is cut to Unicode's stream-safe bound before Pango
/// shapes it; ordinary text is left as it is.
@Suite struct ClusterLimitTests {
    @Test func aLetterWithThousandsOfAccentsKeepsThirty() {
        let text = "a" + String(repeating: "\u{0301}", count: 5_000) + " b"
        let capped = ClusterLimit.capped(text)
        #expect(capped.unicodeScalars.count == 1 + ClusterLimit.maximumMarks + 2)
        #expect(capped.unicodeScalars.first == "a" && capped.hasSuffix(" b"))
        #expect(capped.count == 3)
    }

    @Test(arguments: [
        "plain ASCII",
        "café, naïve, Ångström",
        "ế ệ ự: Vietnamese stacks two marks",
        "👨‍👩‍👧‍👦 a family of four, 👍🏽",
        "한국어 and 日本語",
        "अनुच्छेद and ﷽",
    ])
    func ordinaryTextIsUnchanged(_ text: String) {
        #expect(ClusterLimit.capped(text) == text)
    }

    @Test func theBoundCountsScalarsAfterTheFirst() {
        let exactly = "e" + String(repeating: "\u{0300}", count: 4)
        #expect(ClusterLimit.capped(exactly, maximumMarks: 4) == exactly)
        #expect(ClusterLimit.capped(exactly + "\u{0300}", maximumMarks: 4) == exactly)
    }
}

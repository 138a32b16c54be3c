import Testing

@testable import FolioApp

/// Character references in the raw HTML of Markdown, named ones looked up in libxml2's
/// table of HTML's entities.
@Suite struct HTMLEntitiesTests {
    func decode(_ text: String) -> String { HTMLEntities.decode(text[...]) }

    @Test(arguments: [
        ("caf&eacute;", "café"),
        ("I &hearts; books", "I ♥ books"),
        ("a&nbsp;b", "a\u{A0}b"),
        ("&Omega; &omega;", "Ω ω"),
        ("&frac12; &euro; &alpha;&beta;", "½ € αβ"),
    ])
    func namedReferencesBeyondTheCommonOnesDecode(_ source: String, _ expected: String) {
        #expect(decode(source) == expected)
    }

    @Test func theReferencesMarkdownAuthorsUseStillDecode() {
        #expect(
            decode("&amp; &lt; &gt; &quot; &apos; &copy; &mdash; &hellip; &check; &zwj;")
                == "& < > \" ' © — … ✓ \u{200D}")
    }

    @Test(arguments: ["&bogus;", "&AMP;", "& amp;", "&;", "&amp", "&eacute", "&#;", "&#x;", "&#12a;", "&#xG1;"])
    func whatIsNoReferenceStaysText(_ source: String) {
        #expect(decode(source) == source)
    }

    @Test func numericReferencesDecodeInDecimalAndHex() {
        #expect(decode("&#123;&#x7B;&#X7b;&#233;&#x1F600;") == "{{{é😀")
    }

    @Test(arguments: ["&#0;", "&#x0;", "&#xD800;", "&#57343;", "&#x110000;", "&#4294967296;", "&#9999999999;"])
    func numbersThatAreNoCharacterReadAsTheReplacementCharacter(_ source: String) {
        #expect(decode(source) == "\u{FFFD}")
    }

    @Test func attributeValuesAreDecoded() throws {
        let tag = try #require(HTMLTag("<img alt=\"Caf&eacute; &amp; cr&egrave;me\" src=a.png>"[...]))
        #expect(tag.attributes["alt"] == "Café & crème")
    }

    @Test func anHTMLBlockInMarkdownShowsItsEntities() {
        let blocks = CommonMarkReader().document(from: "<p>Caf&eacute; &hearts; &bogus;</p>").blocks.map(\.kind)
        #expect(blocks == [.paragraph("Café ♥ &bogus;")])
    }
}

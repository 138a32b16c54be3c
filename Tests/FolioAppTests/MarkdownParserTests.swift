import Testing

@testable import FolioApp

@Suite struct MarkdownParserTests {
    @Test func headingsParagraphsAndListsBecomeBlocks() {
        let source = """
            # Title

            Some *emphasis* and **strong** text,
            wrapped over two lines.

            Subtitle
            --------

            - first item
            2. second item

            > quoted
            > more

            ```
            let x = 1
            ```
            """
        let blocks = MarkdownParser.blocks(from: source)
        #expect(
            blocks == [
                TextBlock(.heading(level: 1), "Title"),
                TextBlock(.paragraph, "Some emphasis and strong text, wrapped over two lines."),
                TextBlock(.heading(level: 2), "Subtitle"),
                TextBlock(.listItem, "• first item"),
                TextBlock(.listItem, "2. second item"),
                TextBlock(.quote, "quoted more"),
                TextBlock(.code, "let x = 1"),
            ])
    }

    @Test(arguments: [
        ("`code` span", "code span"),
        ("a [link](https://example.com) here", "a link here"),
        ("![alt text](pic.png)", "alt text"),
        ("snake_case_name stays", "snake_case_name stays"),
        ("5 * 3 = 15", "5 * 3 = 15"),
        ("\\*not emphasis\\*", "*not emphasis*"),
        ("~~gone~~ markers", "gone markers"),
        ("中文**强调**文字", "中文强调文字"),
    ])
    func inlineMarkupIsReducedToText(source: String, expected: String) {
        #expect(MarkdownInline.plainText(source) == expected)
    }

    @Test func plainTextJoinsWrappedLinesButNotChinese() {
        let blocks = PlainTextParser.blocks(from: "one\ntwo\n\n春有\n百花\r\n")
        #expect(blocks == [TextBlock(.paragraph, "one two"), TextBlock(.paragraph, "春有百花")])
    }

    @Test func whitespaceOnlySourceHasNoBlocks() {
        #expect(MarkdownParser.blocks(from: " \n\n\t\n---\n").isEmpty)
        #expect(PlainTextParser.blocks(from: "  \n \n").isEmpty)
    }
}

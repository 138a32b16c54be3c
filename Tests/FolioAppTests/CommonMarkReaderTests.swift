import Foundation
import Testing

@testable import FolioApp

/// The cmark-gfm glue, checked with well-known examples from the CommonMark spec (0.30,
/// by section) and the GFM spec's extensions, plus the raw HTML a README uses.
@Suite struct CommonMarkReaderTests {
    func blocks(_ markdown: String) -> [RichBlock.Kind] {
        CommonMarkReader().document(from: markdown).blocks.map(\.kind)
    }

    func paragraph(_ runs: RichRun...) -> RichBlock.Kind { .paragraph(RichText(runs)) }

    @Test func atxAndSetextHeadingsHaveTheirLevels() {
        // Spec §4.2 example 62 and §4.3 example 80.
        #expect(
            blocks("# foo\n## foo\n### foo\n#### foo\n##### foo\n###### foo").map { kind -> Int in
                if case .heading(let level, _) = kind { level } else { 0 }
            } == [1, 2, 3, 4, 5, 6])
        #expect(
            blocks("Foo *bar*\n=========\n\nFoo *bar*\n---------") == [
                .heading(level: 1, RichText([RichRun("Foo "), RichRun("bar", style: .emphasis)])),
                .heading(level: 2, RichText([RichRun("Foo "), RichRun("bar", style: .emphasis)])),
            ])
    }

    @Test func thematicBreaksAreRules() {
        // §4.1 example 43.
        #expect(blocks("***\n---\n___") == [.thematicBreak, .thematicBreak, .thematicBreak])
    }

    @Test func indentedAndFencedCodeKeepTheirText() {
        // §4.4 example 107; §4.5 example 119 with an info string.
        #expect(
            blocks("    a simple\n      indented code block") == [.code("a simple\n  indented code block", info: "")])
        #expect(
            blocks("```ruby\ndef foo(x)\n  return 3\nend\n```") == [.code("def foo(x)\n  return 3\nend", info: "ruby")])
    }

    @Test func linkReferenceDefinitionsDoNotPrint() {
        // §4.7 example 192.
        #expect(blocks("[foo]: /url \"title\"\n\n[foo]") == [paragraph(RichRun("foo", link: "/url"))])
    }

    @Test func lazyContinuationLinesStayInTheirParagraph() {
        // §5.1 example 233 (a lazy line in a block quote) and a lazy list item line.
        #expect(blocks("> bar\nbaz\n> foo") == [.quote([RichBlock(.paragraph("bar baz foo"))])])
        #expect(
            blocks("- one\ntwo") == [
                .list(RichList(marker: .bullet, items: [RichListItem(blocks: [RichBlock(.paragraph("one two"))])]))
            ])
    }

    @Test func orderedListsStartWhereTheSourceSays() {
        // §5.3 example 301 and 265 (a start number of 123456789).
        #expect(
            blocks("3. a\n4. b") == [
                .list(
                    RichList(
                        marker: .ordered(start: 3, delimiter: "."),
                        items: [
                            RichListItem(blocks: [RichBlock(.paragraph("a"))]),
                            RichListItem(blocks: [RichBlock(.paragraph("b"))]),
                        ]))
            ])
        if case .list(let list)? = blocks("123456789) ok").first {
            #expect(list.marker == .ordered(start: 123_456_789, delimiter: ")"))
        } else {
            Issue.record("not a list")
        }
    }

    @Test func nestedListsAndIndentedContinuationsAreNotCode() throws {
        // §5.2 example 290 (nesting), and a continuation paragraph indented four spaces.
        let kinds = blocks("- foo\n  - bar\n    - baz\n\n      more baz")
        guard case .list(let outer)? = kinds.first, case .list(let middle)? = outer.items.first?.blocks.last?.kind,
            case .list(let inner)? = middle.items.first?.blocks.last?.kind
        else {
            Issue.record("not three nested lists: \(kinds)")
            return
        }
        #expect(inner.items.first?.blocks.map(\.kind) == [.paragraph("baz"), .paragraph("more baz")])
        #expect(!inner.isTight)
    }

    @Test func inlineStylesBecomeRuns() {
        // §6.2 example 350 (emphasis), §6.3 strong, §6.1 code spans, GFM strikethrough.
        #expect(
            blocks("*foo* **bar** `baz` ~~qux~~") == [
                paragraph(
                    RichRun("foo", style: .emphasis), RichRun(" "), RichRun("bar", style: .strong), RichRun(" "),
                    RichRun("baz", style: .code), RichRun(" "), RichRun("qux", style: .strikethrough))
            ])
        #expect(blocks("***strong emph***") == [paragraph(RichRun("strong emph", style: [.strong, .emphasis]))])
    }

    @Test func hardBreaksAreNewlinesAndSoftBreaksSpaces() {
        // §6.7 example 633 (two spaces) and §6.8 example 648.
        #expect(blocks("foo  \nbaz") == [.paragraph("foo\nbaz")])
        #expect(blocks("foo\nbaz") == [.paragraph("foo baz")])
    }

    @Test func autolinksAndLinksCarryTheirDestination() {
        // §6.5 example 594, and a GFM extended autolink.
        #expect(
            blocks("<http://foo.bar.baz>") == [paragraph(RichRun("http://foo.bar.baz", link: "http://foo.bar.baz"))])
        #expect(
            blocks("Visit www.commonmark.org now") == [
                paragraph(
                    RichRun("Visit "), RichRun("www.commonmark.org", link: "http://www.commonmark.org"), RichRun(" now")
                )
            ])
    }

    @Test func gfmTablesKeepTheirColumnsAndAlignment() {
        // GFM spec §4.10 example 199.
        let kinds = blocks("| abc | defghi |\n:-: | -----------:\nbar | baz")
        #expect(
            kinds == [
                .table(
                    RichTable(
                        alignments: [.center, .right], headerRowCount: 1, rows: [["abc", "defghi"], ["bar", "baz"]]))
            ])
    }

    @Test func taskListItemsHaveCheckboxes() {
        // GFM spec §5.3 example 279.
        guard case .list(let list)? = blocks("- [ ] foo\n- [x] bar").first else {
            Issue.record("not a list")
            return
        }
        #expect(list.items.map(\.task) == [.unchecked, .checked])
        #expect(list.items.map { $0.blocks.map(\.kind) } == [[.paragraph("foo")], [.paragraph("bar")]])
    }

    @Test func detailsAndSummaryBecomeAHeadingAndItsText() {
        let kinds = blocks("<details>\n<summary>Install on macOS</summary>\n\nRun **brew**.\n\n</details>")
        #expect(
            kinds == [
                .heading(level: HTMLFragment.summaryLevel, "Install on macOS"),
                paragraph(RichRun("Run "), RichRun("brew", style: .strong), RichRun(".")),
            ])
    }

    @Test func htmlLineBreaksBreakAndOtherTagsAreDropped() {
        #expect(blocks("one<br>two <span class=\"x\">three</span>") == [.paragraph("one\ntwo three")])
        #expect(
            blocks("<p align=\"center\">\n  <b>Centred</b> text\n</p>") == [
                .paragraph(RichText([RichRun("Centred", style: .strong), RichRun(" text")]))
            ])
        #expect(CommonMarkReader().document(from: "<p align=\"center\">\nhi\n</p>").blocks.first?.alignment == .center)
        #expect(blocks("<!-- a comment -->\n\ntext") == [.paragraph("text")])
    }

    @Test func picturesNextToTheDocumentAreLiftedOutOthersStayAsAltText() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("cat.png", Data([0x89, 0x50, 0x4E, 0x47]))
        let document = CommonMarkReader(baseDirectory: folder.root).document(
            from: "Look: ![a cat](cat.png) and ![build](https://example.com/badge.svg)")
        #expect(
            document.blocks.map(\.kind) == [
                .paragraph("Look: "),
                .image(RichImage(source: .file(folder.path("cat.png")), altText: "a cat")),
                .paragraph(" and build"),
            ])
    }

    @Test func deepNestingIsFlattenedNotRecursedWithoutLimit() {
        let deep = String(repeating: ">", count: 50_000) + " deep"
        let document = CommonMarkReader().document(from: deep)
        var depth = 0
        var blocks = document.blocks
        while case .quote(let inner)? = blocks.first?.kind {
            depth += 1
            blocks = inner
        }
        #expect(depth == CommonMarkReader.maximumDepth)
        #expect(blocks.map(\.kind) == [.paragraph("deep")])
    }
}

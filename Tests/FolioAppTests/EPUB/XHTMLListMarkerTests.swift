import Foundation
import Testing

@testable import FolioApp

/// How an EPUB chapter's lists are marked: HTML's `type` attribute, CSS's
/// `list-style-type`, and EPUB 3's unmarked navigation lists.
@Suite struct XHTMLListMarkerTests {
    private func markers(_ body: String, css: String = "") throws -> [RichList.Marker] {
        var sheet = EPUBStyleSheet()
        sheet.add(css)
        let converter = XHTMLConverter(loadImage: { _ in nil }, styleSheet: sheet, chapterPath: "c.xhtml")
        let blocks = converter.blocks(of: try MarkupParser.parseXML(Data("<body>\(body)</body>".utf8), name: "c"))
        var found: [RichList.Marker] = []
        func collect(_ blocks: [RichBlock]) {
            for block in blocks {
                if case .list(let list) = block.kind {
                    found.append(list.marker)
                    for item in list.items { collect(item.blocks) }
                }
            }
        }
        collect(blocks)
        return found
    }

    @Test func orderedAndUnorderedListsKeepTheirDefaults() throws {
        #expect(
            try markers("<ol start=\"3\"><li>x</li></ol><ul><li>y</li></ul>") == [
                .ordered(start: 3, delimiter: "."), .bullet,
            ])
    }

    /// The GPL's sections number their conditions "a)", "b)"… with `<ol type="a">`.
    @Test func htmlTypeAttributeChoosesLettersOrRomanNumerals() throws {
        let found = try markers(
            "<ol type=\"a\"><li>x</li></ol><ol type=\"I\" start=\"4\"><li>y</li></ol><ol type=\"?\"><li>z</li></ol>")
        #expect(
            found == [
                .ordered(start: 1, delimiter: ".", numbering: .lowerAlpha),
                .ordered(start: 4, delimiter: ".", numbering: .upperRoman),
                .ordered(start: 1, delimiter: "."),
            ])
    }

    /// EPUB 3: list items in a `nav` are unmarked by default (pandoc's table of contents
    /// otherwise reads "2. 0. Definitions"), nested lists too.
    @Test func navigationListsAreUnmarked() throws {
        let found = try markers(
            "<nav epub:type=\"toc\"><ol><li><a href=\"a\">0. Definitions</a><ol><li>x</li></ol></li></ol></nav>")
        #expect(found == [.none, .none])
    }

    @Test func styleSheetListStyleWinsOverTypeAndNav() throws {
        let found = try markers(
            """
            <ol class="plain" type="a"><li>x</li></ol>
            <ul style="list-style: square inside"><li>y</li></ul>
            <ol><li class="roman">z</li></ol>
            <nav><ol class="numbered"><li>w</li></ol></nav>
            """,
            css:
                ".plain { list-style-type: none } .roman { list-style-type: lower-roman } .numbered { list-style: decimal }"
        )
        #expect(
            found == [
                .none, .bullet, .ordered(start: 1, delimiter: ".", numbering: .lowerRoman),
                .ordered(start: 1, delimiter: "."),
            ])
    }

    @MainActor @Test func typesetItemsCarryTheMarkersWritten() {
        func items(_ marker: RichList.Marker) -> [String] {
            let list = RichList(
                marker: marker,
                items: (0..<3).map { RichListItem(blocks: [RichBlock(.paragraph(RichText("item \($0)")))]) })
            let document = TypesetDocument(RichDocument(blocks: [RichBlock(.list(list))]), layout: TextPageLayout())
            return document.items.map { $0.marker?.text ?? "-" }
        }
        #expect(items(.ordered(start: 2, delimiter: ".", numbering: .lowerAlpha)) == ["b.", "c.", "d."])
        #expect(items(.ordered(start: 3, delimiter: ")", numbering: .upperRoman)) == ["III)", "IV)", "V)"])
        #expect(items(.none) == ["", "", ""])
    }

    @Test func numberingWritesLettersAndRomanNumeralsAsCSSDoes() {
        #expect(ListNumbering.lowerAlpha.label(1) == "a")
        #expect(ListNumbering.upperAlpha.label(26) == "Z")
        #expect(ListNumbering.upperAlpha.label(27) == "AA")
        #expect(ListNumbering.lowerAlpha.label(702) == "zz")
        #expect(ListNumbering.lowerRoman.label(1994) == "mcmxciv")
        #expect(ListNumbering.upperRoman.label(3999) == "MMMCMXCIX")
        // Numbers a style cannot write fall back to decimal, as in CSS.
        #expect(ListNumbering.lowerAlpha.label(0) == "0")
        #expect(ListNumbering.upperRoman.label(4000) == "4000")
        #expect(ListNumbering.lowerRoman.label(-3) == "-3")
        #expect(ListNumbering.upperAlpha.label(Int.max).count > 10)
    }
}

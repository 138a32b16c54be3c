import Foundation
import Testing

@testable import FolioApp

/// The cascade: which rules apply to an element and in what order, and what the converter
/// makes of them (inheritance, sizes, margins, breaks, display).
@Suite struct EPUBStyleCascadeTests {
    private func blocks(_ body: String, css: String, publisherStyles: Bool = true) throws -> [RichBlock] {
        var sheet = EPUBStyleSheet()
        sheet.add(css)
        var converter = XHTMLConverter(loadImage: { _ in nil }, styleSheet: sheet, chapterPath: "c.xhtml")
        converter.usesPublisherStyles = publisherStyles
        let markup = try MarkupParser.parseXML(Data("<html><body>\(body)</body></html>".utf8), name: "c")
        return converter.blocks(of: markup)
    }

    private func declared(_ css: String, _ element: CSSElement, in ancestors: [CSSElement] = [], style: String? = nil)
        -> EPUBStyleSheet.Declarations
    {
        var sheet = EPUBStyleSheet()
        sheet.add(css)
        var examined = 0
        return sheet.declarations(
            for: element, ancestors: CSSAncestors.chain(ancestors), style: style, examined: &examined)
    }

    @Test func specificityOutranksOrderAndOrderBreaksTies() {
        let p = CSSElement(name: "p", id: "x", classes: ["a"], attributes: ["id": "x", "class": "a"])
        #expect(
            declared("#x { text-align: right } p.a { text-align: center } p { text-align: left }", p).alignment
                == .right)
        #expect(declared(".a { text-align: center } p { text-align: left }", p).alignment == .center)
        #expect(declared("p { text-align: left } p { text-align: center }", p).alignment == .center)
        #expect(declared("p[id] { text-align: left } p { text-align: center }", p).alignment == .left)
    }

    @Test func styleAttributeWinsAndImportantOutranksIt() {
        let p = CSSElement(name: "p", id: "x")
        #expect(declared("#x { text-align: right }", p, style: "text-align: center").alignment == .center)
        #expect(declared("p { text-align: right !important }", p, style: "text-align: center").alignment == .right)
        #expect(
            declared("p { text-align: right !important } #x { text-align: left }", p).alignment == .right)
        #expect(
            declared("p { text-align: right !important }", p, style: "text-align: center !important").alignment
                == .center)
    }

    @Test func descendantAndChildCombinatorsLookAtAncestors() {
        let css = "div.toc p { font-style: italic } nav > p { font-weight: bold } ul li p { text-align: center }"
        let p = CSSElement(name: "p")
        let toc = CSSElement(name: "div", classes: ["toc"])
        let nav = CSSElement(name: "nav")
        #expect(declared(css, p, in: [toc, CSSElement(name: "section")]).italic == true)
        #expect(declared(css, p, in: [CSSElement(name: "section")]).italic == nil)
        #expect(declared(css, p, in: [nav]).bold == true)
        #expect(declared(css, p, in: [nav, CSSElement(name: "div")]).bold == nil)
        #expect(
            declared(css, p, in: [CSSElement(name: "ul"), CSSElement(name: "li"), CSSElement(name: "div")]).alignment
                == .center)
    }

    @Test func backtrackingThroughDeepAncestorsIsBounded() {
        let ancestors = CSSAncestors.chain(Array(repeating: CSSElement(name: "div"), count: 250))
        var sheet = EPUBStyleSheet()
        sheet.add("div div div div div div div div div div > span p { font-style: italic }")
        var examined = 0
        let result = sheet.declarations(
            for: CSSElement(name: "p"), ancestors: ancestors, style: nil, examined: &examined)
        #expect(result.italic == nil)
        #expect(examined <= CSSSelector.maximumSteps + 10)
        // A large count examined before does not stop a later match.
        examined = 50_000_000
        var deep = EPUBStyleSheet()
        deep.add("div p { font-style: italic }")
        #expect(
            deep.declarations(for: CSSElement(name: "p"), ancestors: ancestors, style: nil, examined: &examined).italic
                == true)
    }

    @Test func inheritedPropertiesPassToChildrenAndMarginsDoNot() throws {
        let found = try blocks(
            #"<div class="box"><p>one</p><p class="plain">two</p></div>"#,
            css:
                ".box { font-style: italic; text-align: center; text-indent: 2em; margin-top: 3em } .plain { font-style: normal }"
        )
        #expect(found.count == 2)
        guard case .paragraph(let one) = found[0].kind, case .paragraph(let two) = found[1].kind else {
            Issue.record("no paragraphs: \(found)")
            return
        }
        #expect(one.runs.allSatisfy { $0.style == .emphasis })
        #expect(two.runs.allSatisfy { $0.style == [] })
        #expect(found.map(\.alignment) == [.center, .center])
        #expect(found.map { $0.style?.firstLineIndent } == [2, 2])
        // The box's top margin goes above its first block only.
        #expect(found.map { $0.style?.spaceBefore } == [3, nil])
    }

    @Test func fontSizesAreRelativeToTheReadersSize() throws {
        let found = try blocks(
            #"<p>body</p><p class="small">small</p><div class="big"><p class="half">half</p></div><h2>h</h2><h1 class="t">t</h1>"#,
            css:
                "body { font-size: 12px } .small { font-size: 9px } .big { font-size: x-large } .half { font-size: 50% } .t { font-size: 1.2em }"
        )
        let scales = found.map { $0.style?.fontScale }
        // 12 px is the reader's size; 9 px of it is 0.75; 50 % of x-large (1.5) is 0.75;
        // a heading without a size keeps the reader's; 1.2em of the body is 1.2.
        #expect(scales == [nil, 0.75, 0.75, nil, 1.2])
    }

    @Test func marginsAreInReaderEms() throws {
        let found = try blocks(
            #"<p class="a">a</p><p class="b">b</p>"#,
            css: "p { margin: 0 } .a { margin-bottom: 1.5em; margin-left: 2em } .b { margin-top: 16px; font-size: 2em }"
        )
        #expect(found.map { $0.style?.spaceBefore } == [0, 1])
        #expect(found.map { $0.style?.spaceAfter } == [1.5, 0])
        #expect(found.map { $0.style?.indent } == [2, 0])
    }

    @Test func aWrappersTopMarginGoesAboveItsPictureQuoteListTableOrRule() throws {
        let wrapped = [
            #"<img src="x.png" alt="x"/>"#, "<blockquote><p>q</p></blockquote>", "<ul><li>i</li></ul>",
            "<table><tr><td>c</td></tr></table>", "<hr/>", "<pre>code</pre>",
        ]
        for inner in wrapped {
            let found = try blocks(#"<div class="w">\#(inner)</div><p>next</p>"#, css: ".w { margin-top: 3em }")
            #expect(found.map { $0.style?.spaceBefore } == [3, nil], "\(inner)")
        }
    }

    /// pandoc's `nav#toc ol { margin-left: 1em }`: the typesetter's list indent already
    /// places the items, so an item with a nested list sits with its siblings.
    @Test func listMarginsAreLeftToTheListIndent() throws {
        let found = try blocks(
            #"<div class="x"><ol><li>a<ol><li>b</li></ol></li><li>c</li></ol></div>"#,
            css: "ol { margin-left: 1em } .x { margin-left: 2em }")
        guard case .list(let list)? = found.first?.kind else {
            Issue.record("no list: \(found)")
            return
        }
        var indents: [Double] = []
        func collect(_ blocks: [RichBlock]) {
            for block in blocks {
                if case .list(let inner) = block.kind {
                    inner.items.forEach { collect($0.blocks) }
                } else {
                    indents.append(block.style?.indent ?? 0)
                }
            }
        }
        list.items.forEach { collect($0.blocks) }
        #expect(indents == [2, 2, 2])
    }

    @Test func pageBreaksAndDisplayAreHonoured() throws {
        let found = try blocks(
            #"<p>a</p><h2 class="c">b</h2><div class="run"><span>c</span></div><div class="run">d</div><span class="blk">e</span><p class="gone">x</p>"#,
            css:
                ".c { page-break-before: always } .run { display: inline } .blk { display: block } .gone { display: none }"
        )
        let kinds = found.map { block -> String in
            switch block.kind {
            case .pageBreak: "break"
            case .heading(_, let text): "h:" + text.plainText
            case .paragraph(let text): text.plainText
            default: "?"
            }
        }
        #expect(kinds == ["a", "break", "h:b", "cd", "e"])
    }

    @Test func verticalAlignRaisesAndLowers() throws {
        let found = try blocks(
            #"<p>x<span class="up">2</span><span class="down">i</span></p>"#,
            css: ".up { vertical-align: super } .down { vertical-align: sub }")
        guard case .paragraph(let text)? = found.first?.kind else {
            Issue.record("no paragraph")
            return
        }
        #expect(text.runs.map(\.style) == [[], .superscript, .subscript])
    }

    @Test func publisherStylesOffKeepsOnlyTheMarkup() throws {
        let css = "p { font-style: italic; font-size: 2em; margin: 0 } .gone { display: none }"
        let body = #"<p>a <em>b</em></p><p class="gone" style="font-weight: bold">c</p>"#
        let off = try blocks(body, css: css, publisherStyles: false)
        #expect(off.allSatisfy { $0.style == nil })
        #expect(off.count == 2)
        guard case .paragraph(let text)? = off.first?.kind else {
            Issue.record("no paragraph")
            return
        }
        #expect(text.runs.map(\.style) == [[], .emphasis])
        #expect(try blocks(body, css: css).count == 1)
    }

    @Test func importsAreFollowedWithinTheBook() {
        var sheet = EPUBStyleSheet()
        let sheets = [
            "OEBPS/css/base.css": #"@import "more.css"; p { font-style: italic }"#,
            "OEBPS/css/more.css": #"@import url(base.css); h1 { font-weight: normal }"#,
        ]
        sheet.add(#"@import url("css/base.css");"#, path: "OEBPS/main.css", load: { sheets[$0] })
        #expect(sheet.declarations(element: "p", classes: [], style: nil).italic == true)
        #expect(sheet.declarations(element: "h1", classes: [], style: nil).bold == false)
    }

    @Test func ruleCountIsCapped() {
        var sheet = EPUBStyleSheet()
        sheet.add(
            (0..<(EPUBStyleSheet.maximumRules + 10)).map { ".x\($0) { font-style: italic }" }.joined()
                + "p { font-weight: bold }")
        #expect(sheet.declarations(element: "p", classes: [], style: nil).bold == nil)
        #expect(sheet.declarations(element: "p", classes: ["x0"], style: nil).italic == true)
    }
}

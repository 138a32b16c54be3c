import Foundation
import Testing

@testable import FolioApp

/// CSS's syntax as real books' sheets write it, and its error recovery.
@Suite struct CSSParserTests {
    private func rules(_ css: String) -> [String] {
        CSSParser.items(css).compactMap {
            if case .rule(let selectors, _) = $0 { return selectors }
            return nil
        }
    }

    @Test func commentsAndStringsDoNotEndRules() {
        let items = CSSParser.items(
            #"/* a { } */ p::before { content: "}{;" } /* x */ h1 { font-family: 'a;b' } q { x: "/*" } em { y: 1 }"#)
        #expect(items.count == 4)
        guard case .rule(let selectors, let declarations)? = items.dropFirst().first else {
            Issue.record("no h1 rule")
            return
        }
        #expect(selectors == "h1")
        #expect(declarations == [CSSParser.Declaration(property: "font-family", value: "'a;b'", isImportant: false)])
        #expect(rules(#"q { x: "/*" } em { y: 1 }"#) == ["q", "em"])
    }

    @Test func mediaBlocksForTheScreenAreReadAndPrintIsSkipped() {
        let css = """
            @media print { .p { display: none } }
            @media screen { .s { font-style: italic } }
            @media only all, print { .a { font-style: italic } }
            @media screen and (max-width: 600px) { .phone { display: none } }
            @font-face { font-family: X; src: url(x.ttf) }
            @page { margin: 1in }
            @charset "utf-8";
            .after { font-weight: bold }
            """
        #expect(rules(css) == [".s", ".a", ".after"])
    }

    @Test func importsAreListedInOrder() {
        let items = CSSParser.items(#"@import url("base.css"); @import 'x.css' screen; @import "p.css" print; p { }"#)
        #expect(items.prefix(2) == [.import("base.css"), .import("x.css")])
        #expect(items.count == 3)
    }

    @Test func garbageCostsOnlyItsOwnDeclarationOrRule() {
        let items = CSSParser.items(
            "p { color red; font-style: italic; : x; bad prop: 1; font-weight: bold !important } } } h2 { font-size: 2em }"
        )
        guard case .rule("p", let declarations)? = items.first else {
            Issue.record("no p rule")
            return
        }
        #expect(declarations.map(\.property) == ["font-style", "font-weight"])
        #expect(declarations.last?.isImportant == true)
        #expect(declarations.last?.value == "bold")
        // The stray braces make the next prelude invalid (`} } h2`), not the sheet.
        var sheet = EPUBStyleSheet()
        sheet.add("p { color: red } } h2 { font-style: italic } h3 { font-style: italic }")
        #expect(sheet.declarations(element: "h3", classes: [], style: nil).italic == true)
    }

    @Test func anUnclosedBlockEndsWithTheSheet() {
        #expect(rules("p { font-style: italic; ") == ["p"])
        #expect(rules("p { a: \"unclosed\n; b: 1 }").count == 1)
    }

    @Test(arguments: [
        ("p", true), ("div.a > p.b", true), ("ul li a[href]", true), ("a[rel~='x']", true), (#"[lang|=en]"#, true),
        (#".\31 0"#, true), ("p:first-child", false), ("p::before", false), ("h1 + p", false), ("h1 ~ p", false),
        ("> p", false), ("p >", false), ("", false), ("ns|p", false),
    ])
    func selectorsReadOrRefused(_ text: String, _ read: Bool) {
        #expect((CSSSelector(text[...]) != nil) == read)
    }

    @Test func escapesInNamesAreDecoded() {
        #expect(CSSSelector(#".\31 0"#[...])?.subject.classes == ["10"])
        #expect(CSSSelector(#"#a\:b"#[...])?.subject.id == "a:b")
    }

    @Test func aBackslashEndingAQuotedValueRefusesTheSelector() {
        #expect(CSSSelector(#"a[b="\"#[...]) == nil)
        var sheet = EPUBStyleSheet()
        sheet.add(#"a[b="\,"] {color:red} p { font-style: italic }"#)
        #expect(sheet.declarations(element: "p", classes: [], style: nil).italic == true)
    }

    @Test func commasInsideQuotesAndBracketsDoNotSplitTheSelectorList() {
        #expect(
            CSSParser.selectorList(#"p[title="a, b"], h2 , [lang='x,y']"#) == [
                #"p[title="a, b"]"#, "h2", "[lang='x,y']",
            ])
        var sheet = EPUBStyleSheet()
        sheet.add(#"p[title="a, b"] { font-style: italic }"#)
        var examined = 0
        let titled = CSSElement(name: "p", attributes: ["title": "a, b"])
        #expect(sheet.declarations(for: titled, ancestors: nil, style: nil, examined: &examined).italic == true)
    }

    @Test func aSheetImportedManyTimesIsReadOnce() {
        var loads: Set<String> = []
        var loadCount = 0
        var sheet = EPUBStyleSheet()
        let css = String(repeating: #"@import "x.css";"#, count: 10_000) + "p { font-weight: bold }"
        sheet.add(css, path: "css/main.css") { path in
            loads.insert(path)
            loadCount += 1
            return "h2 { font-style: italic }"
        }
        #expect(loadCount == 1)
        #expect(loads == ["css/x.css"])
        #expect(sheet.declarations(element: "h2", classes: [], style: nil).italic == true)
        #expect(sheet.declarations(element: "p", classes: [], style: nil).bold == true)
    }

    @Test func importsStopAtTheirByteBudget() {
        var loads = 0
        var sheet = EPUBStyleSheet()
        let big = String(repeating: " ", count: EPUBStyleSheet.maximumSheetBytes)
        let css = (0..<10).map { #"@import "s\#($0).css";"# }.joined()
        sheet.add(css, path: "main.css") { _ in
            loads += 1
            return big
        }
        #expect(loads == EPUBStyleSheet.maximumImportedBytes / EPUBStyleSheet.maximumSheetBytes)
    }

    @Test func lengthsAndSizesAreRead() {
        #expect(CSSLength("1.5em") == .em(1.5))
        #expect(CSSLength("120%") == .percent(120))
        #expect(CSSLength("12pt") == .pixels(16))
        #expect(CSSLength("0") == .pixels(0))
        #expect(CSSLength("auto") == nil)
        #expect(CSSLength("1e400em") == nil)
        #expect(CSSLength("99999em") == nil)
        typealias Declarations = EPUBStyleSheet.Declarations
        #expect(Declarations.fontSize("x-large") == .ofReader(1.5))
        #expect(Declarations.fontSize("smaller") == .ofParent(1 / 1.2))
        #expect(Declarations.fontSize("-2em") == nil)
    }

    @Test func aHugeSheetIsCutAtItsLimit() {
        var sheet = EPUBStyleSheet()
        let rule = ".c { font-style: italic }\n"
        let count = EPUBStyleSheet.maximumSheetBytes / rule.utf8.count + 10
        sheet.add(String(repeating: rule, count: count) + "p { font-weight: bold }")
        #expect(sheet.declarations(element: "p", classes: [], style: nil).bold == nil)
        // A sheet nested in blocks a million deep is read in one pass and reads nothing.
        let deep = String(repeating: "@media screen { ", count: 100_000) + "p { font-weight: bold }"
        var deepSheet = EPUBStyleSheet()
        deepSheet.add(deep)
        #expect(deepSheet.declarations(element: "p", classes: [], style: nil).bold == nil)
    }
}

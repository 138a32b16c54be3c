import Testing

@testable import FolioRender

/// Where code gets its zero-width breaks: before `.` `(` `[` `{` `::` `->` after a name, after
/// `/` `,` `=` `&` `?` before one; never inside a name, a number, an empty pair or a doubled
/// sign. Written with "|" for each break.
@Suite struct CodeBreaksTests {
    private func marked(_ code: String) -> String {
        CodeBreaks.inserted(into: code).replacingOccurrences(of: "\u{200B}", with: "|")
    }

    @Test(arguments: [
        ("process.report.reportOnFatalError", "process|.report|.reportOnFatalError"),
        ("fs.readFile(path, options)", "fs|.readFile|(path, options)"),
        ("a[0].b{c}", "a|[0]|.b|{c}"),
        ("std::vec::Vec<T>::new", "std|::vec|::Vec<T>|::new"),
        ("node->next->value", "node|->next|->value"),
        ("https://nodejs.org/api/process.html?x=1&y=2", "https://|nodejs|.org/|api/|process|.html?|x=|1&|y=|2"),
        ("a,b", "a,|b"),
    ])
    func breaksGoAtTheSeamsOfNames(code: String, expected: String) {
        #expect(marked(code) == expected)
    }

    @Test(arguments: [
        "reportOnFatalError", "3.14", "f()", "a[]", "x == y", "//", "a?.b", "...", ".hidden", "a:b", "a-b",
        "snake_case_name", "a.", "f(", "a.)", "$(pwd)", "${name}",
    ])
    func noBreakGoesInsideANameANumberAnEmptyPairOrADoubledSign(code: String) {
        #expect(marked(code) == code)
    }

    @Test func doubledSignsBreakOnlyAfterTheirLastSign() {
        #expect(marked("a==b") == "a==|b")
        #expect(marked("a&&b") == "a&&|b")
    }

    @Test func theTextIsKeptExceptForTheBreaks() {
        let code = "naïve.größe(π, [1, 2]) -> x::y ?? z // é\u{301}.x"
        let broken = CodeBreaks.inserted(into: code)
        #expect(broken.unicodeScalars.filter { $0 != "\u{200B}" }.map(\.value) == code.unicodeScalars.map(\.value))
        #expect(marked("naïve.größe") == "naïve|.größe")
    }
}

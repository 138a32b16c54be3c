/// Inline text: a sequence of runs, each with its own style and link.
///
/// Parsers append runs as they walk inline nodes; adjacent runs with equal attributes may
/// stay separate (the typesetter does not care). A hard line break is a `"\n"` in a run's
/// text; a soft line break is a space.
struct RichText: Hashable, Sendable, ExpressibleByStringLiteral {
    var runs: [RichRun]

    init(_ runs: [RichRun] = []) { self.runs = runs }

    /// Plain text in one unstyled run.
    init(_ string: String) { self.runs = string.isEmpty ? [] : [RichRun(string)] }

    init(stringLiteral value: String) { self.init(value) }

    /// The text without styles (for tests, titles and alt text).
    var plainText: String { runs.map(\.text).joined() }

    /// Whether there is nothing but white space.
    var isBlank: Bool { runs.allSatisfy { $0.text.allSatisfy(\.isWhitespace) } }

    /// Appends a run, merging it into the last one when their attributes are equal.
    mutating func append(_ run: RichRun) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.style == run.style, last.link == run.link {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// Appends every run of `other`.
    mutating func append(contentsOf other: RichText) {
        for run in other.runs { append(run) }
    }
}

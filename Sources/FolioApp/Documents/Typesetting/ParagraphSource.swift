import FolioCore
import FolioRender

/// A paragraph before it is prepared for Pango: its runs and the style they sit in.
///
/// Preparing (inline styles to Pango spans, soft hyphens, breaks in very long runs) is
/// left until the paginator reaches the paragraph, so that opening a 16 MB file costs only
/// parsing, and the first page shows at once.
struct ParagraphSource: Sendable {
    var runs: [RichRun]
    var font: Font
    var color: Color
    var lineSpacing: Double
    var alignment: RichAlignment
    var language: String?
    var wrapping: StyledParagraph.Wrapping
    /// Whether prose words get soft hyphens (never in headings, code or tables).
    var hyphenates: Bool

    /// The paragraph with runs styled as Pango spans; soft hyphens in prose (by
    /// `language`), zero-width breaks at the seams of names in code and URLs and in runs
    /// too long for Pango to wrap in linear time, and clusters cut to
    /// `ClusterLimit.maximumMarks` marks, which Pango would shape in quadratic time.
    @MainActor
    func prepared() -> StyledParagraph {
        var text = ""
        var spans: [StyledSpan] = []
        for (run, piece) in preparedPieces() {
            let start = text.utf8.count
            text += piece
            let attributes = Self.attributes(run, isCodeBlock: wrapping == .code)
            if attributes != StyledAttributes() {
                spans.append(StyledSpan(range: start..<text.utf8.count, attributes: attributes))
            }
        }
        return StyledParagraph(
            text: text, spans: spans, font: font, color: color, lineSpacing: lineSpacing,
            alignment: Self.alignment(alignment), wrapping: wrapping, language: language)
    }

    /// The links of ``prepared()``'s text: each linked run's UTF-8 range there (soft
    /// hyphens and breaks included) and its destination, for a tap on the page.
    @MainActor
    func preparedLinks() -> [(range: Range<Int>, link: String)] {
        guard runs.contains(where: { $0.link != nil }) else { return [] }
        var length = 0
        var links: [(range: Range<Int>, link: String)] = []
        for (run, piece) in preparedPieces() {
            let start = length
            length += piece.utf8.count
            if let link = run.link { links.append((start..<length, link)) }
        }
        return links
    }

    /// Each run with the text it becomes for Pango.
    @MainActor
    private func preparedPieces() -> [(RichRun, String)] {
        let hyphenator = hyphenates ? Hyphenator.forLanguage(language ?? "en") : nil
        return runs.map { run in
            // A letter with thousands of accents would make Pango's shaping quadratic.
            var piece = ClusterLimit.capped(run.text)
            let isCode = run.style.contains(.code) || wrapping == .code
            // A linked word without spaces is an address (a URL, an e-mail): never hyphenated.
            let isAddress = run.link != nil && !run.text.contains(" ")
            if let hyphenator, !isCode, !isAddress {
                piece = hyphenator.hyphenate(piece[...])
            }
            // Names in code and URLs break at their seams before Pango cuts a name anywhere.
            if isCode || (isAddress && run.text.contains("/")) {
                piece = CodeBreaks.inserted(into: piece)
            }
            return (run, SoftBreaks.inserted(into: piece))
        }
    }

    private static func attributes(_ run: RichRun, isCodeBlock: Bool) -> StyledAttributes {
        var attributes = StyledAttributes()
        let style = run.style
        if style.contains(.strong) { attributes.traits.insert(.bold) }
        if style.contains(.emphasis) { attributes.traits.insert(.italic) }
        if style.contains(.strikethrough) { attributes.traits.insert(.strikethrough) }
        if style.contains(.underline) { attributes.traits.insert(.underline) }
        if style.contains(.superscript) { attributes.traits.insert(.superscript) }
        if style.contains(.subscript) { attributes.traits.insert(.subscript) }
        if style.contains(.smallCaps) { attributes.traits.insert(.smallCaps) }
        if isCodeBlock { attributes.traits.insert(.noHyphens) }
        if style.contains(.code) {
            attributes.traits.formUnion([.monospace, .noHyphens])
            attributes.background = TextPageLayout.codeTint
        }
        if run.link != nil { attributes.foreground = TextPageLayout.linkColor }
        return attributes
    }

    static func alignment(_ alignment: RichAlignment) -> TextAlignment {
        switch alignment {
        case .natural: .natural
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }
}

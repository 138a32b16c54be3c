/// A block of raw HTML in Markdown, read into blocks the way a reader should show it:
/// text kept, `<br>` a line break, `<summary>` and `<h1>`…`<h6>` headings, `<img>` a
/// picture, `<hr>` a rule, `align="center"` centred, and every other tag dropped rather
/// than printed. `<script>`, `<style>` and comments are dropped with their contents.
struct HTMLFragment {
    let html: String
    var baseDirectory: String?

    init(_ html: String, baseDirectory: String?) {
        self.html = html
        self.baseDirectory = baseDirectory
    }

    /// The level `<summary>` headings get: small, since they title a collapsed section.
    static let summaryLevel = 4

    func blocks() -> [RichBlock] {
        var blocks: [RichBlock] = []
        var text = RichText()
        var inline = InlineHTMLState()
        var heading: Int?
        var alignment = RichAlignment.natural
        var skipping: String?

        func flush() {
            let trimmed = text.trimmingLineBreaks()
            if !trimmed.isBlank {
                let collapsed = trimmed.collapsingSpaces()
                if let heading {
                    blocks.append(RichBlock(.heading(level: heading, collapsed), alignment: alignment))
                } else {
                    blocks.append(RichBlock(.paragraph(collapsed), alignment: alignment))
                }
            }
            text = RichText()
        }

        for token in HTMLTag.tokens(in: html) {
            switch token {
            case .text(let string):
                if skipping == nil { text.append(RichRun(string, style: inline.style, link: inline.link)) }
            case .tag(let tag):
                if let skip = skipping {
                    if tag.isClosing, tag.name == skip { skipping = nil }
                    continue
                }
                switch tag.name {
                case "script", "style":
                    if !tag.isClosing { skipping = tag.name }
                case "summary":
                    flush()
                    heading = tag.isClosing ? nil : Self.summaryLevel
                case "h1", "h2", "h3", "h4", "h5", "h6":
                    flush()
                    heading = tag.isClosing ? nil : Int(tag.name.dropFirst())
                    alignment = tag.isClosing ? .natural : Self.alignment(tag)
                case "p", "div", "details", "section", "center", "table", "tr", "ul", "ol", "li", "blockquote":
                    flush()
                    alignment = tag.isClosing ? .natural : (tag.name == "center" ? .center : Self.alignment(tag))
                case "hr":
                    flush()
                    blocks.append(RichBlock(.thematicBreak))
                case "img":
                    let image = ImageReference.resolve(
                        tag.attributes["src"] ?? "", altText: tag.attributes["alt"] ?? "",
                        title: tag.attributes["title"] ?? "", baseDirectory: baseDirectory)
                    if case .file = image.source {
                        flush()
                        blocks.append(RichBlock(.image(image), alignment: alignment))
                    } else if !image.altText.isEmpty {
                        text.append(RichRun(image.altText, style: inline.style, link: inline.link))
                    }
                default:
                    if let output = inline.consume(tag) {
                        text.append(RichRun(output, style: inline.style, link: inline.link))
                    }
                }
            }
        }
        flush()
        return blocks
    }

    private static func alignment(_ tag: HTMLTag) -> RichAlignment {
        switch tag.attributes["align"]?.lowercased() {
        case "center"?: .center
        case "right"?: .right
        case "left"?: .left
        case "justify"?: .justified
        default: .natural
        }
    }
}

extension RichText {
    /// White space collapsed as HTML collapses it (runs of spaces and newlines to one
    /// space), except the `"\n"` of `<br>`, which is kept.
    func collapsingSpaces() -> RichText {
        var result = RichText()
        var lastWasSpace = true
        for run in runs {
            var collapsed = ""
            // Once per run: counting the run for each of its characters was quadratic.
            let isLineBreak = run.text == "\n"
            for character in run.text {
                if character == "\n" && isLineBreak {
                    collapsed.append(character)
                    lastWasSpace = true
                } else if character.isWhitespace && character != "\u{A0}" {
                    if !lastWasSpace { collapsed.append(" ") }
                    lastWasSpace = true
                } else {
                    collapsed.append(character)
                    lastWasSpace = false
                }
            }
            result.append(RichRun(collapsed, style: run.style, link: run.link))
        }
        return result
    }
}

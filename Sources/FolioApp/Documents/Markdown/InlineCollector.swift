internal import CCmarkGFM
import Foundation

/// Turns the inline nodes of one cmark block (a paragraph, a heading, a table cell) into
/// ``RichText``, walking them with cmark's iterator so that deeply nested emphasis cannot
/// exhaust the stack.
///
/// A picture that exists on disk next to the document is lifted out of its paragraph into
/// an image block of its own (a reader shows pictures on their own line); one that cannot
/// be shown (a remote badge, a missing file) stays inline as its alt text.
struct InlineCollector {
    var baseDirectory: String?

    /// The inline content of `node` as one text; pictures become their alt text.
    func text(of node: OpaquePointer) -> RichText {
        var text = RichText()
        for segment in segments(of: node, liftingImages: false) {
            if case .text(let part) = segment { text.append(contentsOf: part) }
        }
        return text
    }

    /// A paragraph as blocks: paragraphs of text, split around pictures that can be shown.
    func blocks(forParagraph node: OpaquePointer) -> [RichBlock] {
        segments(of: node, liftingImages: true).compactMap { segment in
            switch segment {
            case .text(let text): text.isBlank ? nil : RichBlock(.paragraph(text.trimmingLineBreaks()))
            case .image(let image): RichBlock(.image(image))
            }
        }
    }

    enum Segment {
        case text(RichText)
        case image(RichImage)
    }

    private func segments(of node: OpaquePointer, liftingImages: Bool) -> [Segment] {
        guard let iterator = cmark_iter_new(node) else { return [] }
        defer { cmark_iter_free(iterator) }
        var segments: [Segment] = []
        var text = RichText()
        var style = StyleCounter()
        var links: [String] = []
        // Inside a picture: its alt text is collected here, and nothing else is emitted.
        var imageAlt: String?
        var html = InlineHTMLState()

        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator), current != node else { continue }
            let entering = cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER
            let type = cmark_node_get_type(current)
            if imageAlt != nil, type != CMARK_NODE_IMAGE {
                if entering, type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                    imageAlt? += CommonMarkReader.string(cmark_node_get_literal(current))
                }
                continue
            }
            let runStyle = style.current.union(html.style)
            func add(_ string: String, _ extra: RichInlineStyle = []) {
                text.append(RichRun(string, style: runStyle.union(extra), link: links.last))
            }
            switch type {
            case CMARK_NODE_TEXT:
                add(CommonMarkReader.string(cmark_node_get_literal(current)))
            case CMARK_NODE_SOFTBREAK:
                add(" ")
            case CMARK_NODE_LINEBREAK:
                add("\n")
            case CMARK_NODE_CODE:
                add(CommonMarkReader.string(cmark_node_get_literal(current)), .code)
            case CMARK_NODE_HTML_INLINE:
                if let output = html.consume(CommonMarkReader.string(cmark_node_get_literal(current))) { add(output) }
            case CMARK_NODE_EMPH:
                style.update(.emphasis, entering: entering)
            case CMARK_NODE_STRONG:
                style.update(.strong, entering: entering)
            case CMARK_NODE_LINK:
                if entering {
                    links.append(CommonMarkReader.string(cmark_node_get_url(current)))
                } else if !links.isEmpty {
                    links.removeLast()
                }
            case CMARK_NODE_IMAGE:
                if entering {
                    imageAlt = ""
                } else {
                    let alt = imageAlt ?? ""
                    imageAlt = nil
                    let url = CommonMarkReader.string(cmark_node_get_url(current))
                    let image = ImageReference.resolve(
                        url, altText: alt, title: CommonMarkReader.string(cmark_node_get_title(current)),
                        baseDirectory: baseDirectory)
                    if liftingImages, case .file = image.source {
                        segments.append(.text(text))
                        text = RichText()
                        segments.append(.image(image))
                    } else if !alt.isEmpty {
                        add(alt)
                    }
                }
            case CMARK_NODE_FOOTNOTE_REFERENCE:
                add(CommonMarkReader.string(cmark_node_get_literal(current)), .superscript)
            default:
                if CommonMarkReader.typeName(current) == "strikethrough" {
                    style.update(.strikethrough, entering: entering)
                }
            }
        }
        segments.append(.text(text))
        return segments
    }
}

/// How many open nodes of each style enclose the current one (`*a *b* c*` nests emphasis).
private struct StyleCounter {
    private var counts: [UInt16: Int] = [:]
    private(set) var current: RichInlineStyle = []

    mutating func update(_ style: RichInlineStyle, entering: Bool) {
        let count = max((counts[style.rawValue] ?? 0) + (entering ? 1 : -1), 0)
        counts[style.rawValue] = count
        if count > 0 { current.insert(style) } else { current.remove(style) }
    }
}

extension RichText {
    /// The text without line breaks at its very start or end (a `<br>` closing a paragraph
    /// would otherwise add an empty line).
    func trimmingLineBreaks() -> RichText {
        // Runs and line breaks are dropped in one pass each way: removing them one at a time
        // made a block of a million `<br>`s quadratic.
        let isBreak: (Character) -> Bool = { $0 == "\n" }
        guard let first = runs.firstIndex(where: { !$0.text.allSatisfy(isBreak) }),
            let last = runs.lastIndex(where: { !$0.text.allSatisfy(isBreak) })
        else { return RichText() }
        var kept = Array(runs[first...last])
        kept[0].text = String(kept[0].text.drop(while: isBreak))
        let end = kept.count - 1
        if let lastCharacter = kept[end].text.lastIndex(where: { !isBreak($0) }) {
            kept[end].text = String(kept[end].text[...lastCharacter])
        }
        return RichText(kept)
    }
}

extension RichDocument {
    /// A stretch of a document for the plain paginator: text blocks, or a picture shown on
    /// a page of its own.
    enum PageSegment {
        case text([TextBlock])
        case image(RichImage)
    }

    /// The document as ``TextBlock``s, split at top-level pictures. Inline styles are
    /// dropped (the plain paginator has none); lists keep their markers, tables become one
    /// line per row.
    var pageSegments: [PageSegment] {
        var segments: [PageSegment] = []
        var text: [TextBlock] = []
        for block in blocks {
            if case .image(let image) = block.kind {
                if !text.isEmpty { segments.append(.text(text)) }
                text = []
                segments.append(.image(image))
            } else {
                Self.append(block, quoted: false, into: &text)
            }
        }
        if !text.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// The text of the first heading, for a table of contents made from headings.
    var firstHeading: String? {
        for block in blocks {
            if case .heading(_, let text) = block.kind, !text.isBlank { return text.plainText }
        }
        return nil
    }

    private static func append(_ block: RichBlock, quoted: Bool, into text: inout [TextBlock]) {
        switch block.kind {
        case .heading(let level, let inline):
            text.append(TextBlock(.heading(level: level), inline.plainText))
        case .paragraph(let inline):
            text.append(TextBlock(quoted ? .quote : .paragraph, inline.plainText))
        case .list(let list):
            for (index, item) in list.items.enumerated() {
                let marker: String =
                    switch list.marker {
                    case .bullet: "•"
                    case .ordered(let start, let delimiter):
                        "\(start.addingReportingOverflow(index).partialValue)\(delimiter)"
                    }
                var first = true
                for inner in item.blocks {
                    if first, case .paragraph(let inline) = inner.kind {
                        text.append(TextBlock(.listItem, "\(marker) \(inline.plainText)"))
                    } else {
                        append(inner, quoted: quoted, into: &text)
                    }
                    first = false
                }
            }
        case .quote(let inner):
            for child in inner { append(child, quoted: true, into: &text) }
        case .code(let code, _):
            text.append(TextBlock(.code, code))
        case .table(let table):
            for row in table.rows {
                text.append(TextBlock(.paragraph, row.map(\.plainText).joined(separator: "  |  ")))
            }
        case .thematicBreak:
            text.append(TextBlock(.paragraph, "⁂"))
        case .image(let image):
            if !image.altText.isEmpty { text.append(TextBlock(.quote, "[\(image.altText)]")) }
        }
    }
}

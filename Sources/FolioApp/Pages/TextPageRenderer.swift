import FolioCore
import FolioRender

/// Draws a ``TextPage`` of a ``TextPaginator``'s document, in page coordinates: text lines
/// through Pango, code on a tint with continuation marks, list markers, quotation rules,
/// tables with their grid, rules and pictures.
@MainActor
struct TextPageRenderer {
    let paginator: TextPaginator
    /// The colours the page is drawn in: text keeps its styles, in the theme's colours.
    var theme = ReaderTheme.light
    /// Decodes a picture file at the size it is shown (the book's cache), nil on failure.
    var loadImage: (String, ImageSizeLimit) -> Image?

    /// The mark drawn left of a code line that continues the line above (wrapped at the
    /// page edge, not broken in the source).
    static let continuationMark = "↪"

    func draw(_ page: TextPage, in context: any GraphicsContext) {
        let document = paginator.document
        let layout = paginator.layout
        for placement in page.placements {
            guard document.items.indices.contains(placement.item) else { continue }
            let item = document.items[placement.item]
            let frame = placement.frame
            for ruleX in item.quoteRules {
                context.setFillColor(theme.recolored(TextPageLayout.ruleColor))
                context.fill(
                    Rect(
                        x: layout.textArea.minX + ruleX, y: frame.minY - 2, width: 3,
                        height: frame.height + min(item.spaceBefore, 12)))
            }
            switch placement.content {
            case .lines(let chunk, let lines):
                guard let paragraph = document.paragraph(at: placement.item) else { continue }
                let slice = paragraph.slice(chunk)
                let isCode: Bool
                if case .code = item.content { isCode = true } else { isCode = false }
                if isCode {
                    context.setFillColor(theme.recolored(TextPageLayout.codeTint))
                    context.fill(
                        Rect(
                            x: frame.minX - 4, y: frame.minY - 4,
                            width: layout.textArea.maxX - frame.minX + 8, height: frame.height + 8))
                }
                let drawn = ParagraphLayout.draw(
                    theme.recolored(slice), width: frame.width, lines: lines, in: context, at: frame.origin)
                if isCode {
                    drawContinuationMarks(drawn, paragraph: paragraph, chunk: chunk, frame: frame, in: context)
                }
                if let marker = item.marker, chunk.lowerBound == 0, lines.lowerBound == 0 {
                    let gutter = layout.indentStep - 6
                    let baseline = drawn.first?.baseline ?? 0
                    let markerLayout = ParagraphLayout(marker, width: gutter)
                    let markerBaseline = markerLayout.lines.first?.baseline ?? 0
                    ParagraphLayout.draw(
                        theme.recolored(marker), width: gutter, lines: 0..<1, in: context,
                        at: Point(x: frame.minX - layout.indentStep, y: frame.minY + baseline - markerBaseline))
                }
            case .rows(let rows):
                guard case .table(let table) = item.content else { continue }
                let geometry = paginator.tableGeometry(item: placement.item, table, width: frame.width)
                drawRows(rows, of: geometry, at: frame.origin, in: context)
            case .rule:
                context.setFillColor(theme.recolored(TextPageLayout.ruleColor))
                let width = frame.width * 0.4
                context.fill(Rect(x: frame.midX - width / 2, y: frame.midY - 0.5, width: width, height: 1))
            case .image:
                guard case .image(let image) = item.content else { continue }
                drawImage(image, in: frame, context: context)
            }
        }
    }

    private func drawContinuationMarks(
        _ lines: [ParagraphLayout.Line], paragraph: StyledParagraph, chunk: Range<Int>, frame: Rect,
        in context: any GraphicsContext
    ) {
        let markStyle = TextStyle(
            font: Font(family: "Sans", size: paragraph.font.size * 0.9), color: theme.recolored(Color(white: 0.5)))
        for (index, line) in lines.enumerated() {
            var continues = !line.startsParagraph
            if index == 0, line.startsParagraph, chunk.lowerBound > 0 {
                // The page starts inside the paragraph: continued unless a newline precedes.
                let utf8 = paragraph.text.utf8
                let before = utf8.index(utf8.startIndex, offsetBy: chunk.lowerBound - 1)
                continues = utf8[before] != UInt8(ascii: "\n")
            }
            guard continues else { continue }
            context.draw(
                Self.continuationMark,
                in: Rect(x: frame.minX - 2 - paragraph.font.size, y: frame.minY + line.top, width: 20, height: 30),
                style: markStyle)
        }
    }

    private func drawRows(
        _ rows: Range<Int>, of geometry: TableGeometry, at origin: Point, in context: any GraphicsContext
    ) {
        var y = origin.y
        let width = geometry.width
        context.setStrokeColor(theme.recolored(TextPageLayout.ruleColor))
        context.setLineWidth(0.75)
        for row in rows.clamped(to: 0..<geometry.cells.count) {
            let height = geometry.rowHeights[row]
            if row < geometry.headerRowCount {
                context.setFillColor(theme.recolored(Color(white: 0.94)))
                context.fill(Rect(x: origin.x, y: y, width: width, height: height))
            }
            var x = origin.x
            for (column, cell) in geometry.cells[row].enumerated() where column < geometry.columnWidths.count {
                let columnWidth = geometry.columnWidths[column]
                // An empty cell draws nothing; skipping it keeps a row of thousands cheap.
                guard !cell.text.isEmpty else {
                    x += columnWidth
                    continue
                }
                ParagraphLayout.draw(
                    theme.recolored(cell), width: max(columnWidth - TableGeometry.horizontalPadding * 2, 1),
                    lines: 0..<Int.max,
                    in: context,
                    at: Point(x: x + TableGeometry.horizontalPadding, y: y + TableGeometry.verticalPadding))
                x += columnWidth
            }
            context.stroke(Rect(x: origin.x, y: y, width: width, height: height))
            var divider = origin.x
            for columnWidth in geometry.columnWidths.dropLast() {
                divider += columnWidth
                context.beginPath()
                context.move(to: Point(x: divider, y: y))
                context.addLine(to: Point(x: divider, y: y + height))
                context.strokePath()
            }
            y += height
        }
    }

    private func drawImage(_ image: RichImage, in frame: Rect, context: any GraphicsContext) {
        // Decoded at twice the frame's size: sharp on high-density displays, within budget.
        let limit = ImageSizeLimit(
            maxWidth: max(Int(min(frame.width * 2, 8192)), 1), maxHeight: max(Int(min(frame.height * 2, 8192)), 1))
        var decoded: Image?
        switch image.source {
        case .file(let path): decoded = loadImage(path, limit)
        case .data(let data): decoded = (try? ImageLoader.decode(data, fitting: limit)).map { Image(bitmap: $0) }
        case .unavailable: decoded = nil
        }
        if let decoded {
            context.draw(decoded, in: frame)
        } else {
            context.setStrokeColor(theme.recolored(TextPageLayout.ruleColor))
            context.stroke(frame)
            context.draw(
                image.altText, in: frame.insetBy(dx: 6, dy: 4),
                style: TextStyle(
                    font: Font(family: "Sans", size: 13, isItalic: true), color: theme.recolored(Color(white: 0.4))))
        }
    }
}

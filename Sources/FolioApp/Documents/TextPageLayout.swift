import FolioCore

/// The geometry and typography of a paginated text page: page size, margins, and one text
/// style per block role.
struct TextPageLayout: Hashable, Sendable {
    /// The whole page, in points.
    var pageSize: Size
    /// The space around the text; the page number sits in the bottom margin.
    var margins: EdgeInsets
    /// The style of paragraphs, list items and quotes (quotes are italic).
    var body: TextStyle
    /// The vertical space between blocks, in points.
    var blockSpacing: Double

    /// Creates a layout. The defaults suit a 600 × 800 pt page.
    init(
        pageSize: Size = Size(width: 600, height: 800),
        margins: EdgeInsets = EdgeInsets(top: 56, left: 56, bottom: 72, right: 56),
        body: TextStyle = TextStyle(font: Font(family: "Serif", size: 18), color: Color(white: 0.1), lineSpacing: 4),
        blockSpacing: Double = 12
    ) {
        self.pageSize = pageSize
        self.margins = margins
        self.body = body
        self.blockSpacing = blockSpacing
    }

    /// The rectangle text is laid out in, in page coordinates.
    var textArea: Rect {
        Rect(
            x: margins.left, y: margins.top, width: max(pageSize.width - margins.left - margins.right, 1),
            height: max(pageSize.height - margins.top - margins.bottom, 1))
    }

    /// The style used for a block role.
    func style(for role: TextBlock.Role) -> TextStyle {
        var style = body
        switch role {
        case .heading(let level):
            let factors = [1.8, 1.5, 1.3, 1.15, 1.05, 1.0]
            style.font = Font(
                family: "Sans", size: body.font.size * factors[min(max(level, 1), 6) - 1],
                weight: level <= 2 ? .bold : .semibold)
            style.color = Color(red: 0.12, green: 0.2, blue: 0.38)
            style.lineSpacing = 2
        case .paragraph, .listItem:
            break
        case .quote:
            style.font.isItalic = true
            style.color = Color(white: 0.3)
        case .code:
            style.font = Font(family: "Monospace", size: body.font.size * 0.8)
            style.lineBreakMode = .byCharWrapping
            style.lineSpacing = 1
        }
        return style
    }

    /// The horizontal indent of a block role inside the text area.
    func indent(for role: TextBlock.Role) -> Double {
        switch role {
        case .quote, .code: 20
        case .listItem: 12
        case .heading, .paragraph: 0
        }
    }
}

import FolioCore

/// The geometry and typography of a paginated text page: page size, margins, the body
/// font and the spacing between blocks. Every other style (headings, code, quotes, tables)
/// is derived from the body's, so one text-size setting scales them all.
struct TextPageLayout: Hashable, Sendable {
    /// The whole page, in points.
    var pageSize: Size
    /// The space around the text; the page number sits in the bottom margin.
    var margins: EdgeInsets
    /// The style of paragraphs and list items.
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

    /// The layout for pages of `size` (the size they are shown at), with `body` text: the
    /// default margins, widened on a wide page so that lines stay about 36 ems long.
    static func fitting(_ size: Size, body: TextStyle) -> TextPageLayout {
        let base = TextPageLayout(body: body)
        let scale = min(max(min(size.width, size.height) / 600, 0.4), 1)
        let side = max(base.margins.left * scale, (size.width - body.font.size * 36) / 2)
        let margins = EdgeInsets(
            top: base.margins.top * scale, left: side, bottom: base.margins.bottom * scale, right: side)
        return TextPageLayout(pageSize: size, margins: margins, body: body, blockSpacing: base.blockSpacing)
    }

    /// The rectangle text is laid out in, in page coordinates.
    var textArea: Rect {
        Rect(
            x: margins.left, y: margins.top, width: max(pageSize.width - margins.left - margins.right, 1),
            height: max(pageSize.height - margins.top - margins.bottom, 1))
    }

    /// The font of a heading of `level` (1 largest).
    func headingFont(level: Int) -> Font {
        Font(
            family: "Sans", size: body.font.size * Self.headingScales[min(max(level, 1), 6) - 1],
            weight: level <= 2 ? .bold : .semibold)
    }

    /// Each heading level's text size as a multiple of the body's, level 1 first.
    static let headingScales = [1.8, 1.5, 1.3, 1.15, 1.05, 1.0]

    /// The font of code blocks.
    var codeFont: Font { Font(family: "Monospace", size: body.font.size * 0.78) }

    /// How far each level of list or quotation indents its content.
    var indentStep: Double { body.font.size * 1.6 }

    static let headingColor = Color(red: 0.12, green: 0.2, blue: 0.38)
    static let linkColor = Color(red: 0.1, green: 0.33, blue: 0.72)
    static let codeTint = Color(white: 0.92)
    static let quoteColor = Color(white: 0.3)
    static let ruleColor = Color(white: 0.7)
}

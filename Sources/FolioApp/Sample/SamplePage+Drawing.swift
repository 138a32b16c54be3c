import FolioCore

extension SamplePage {
    /// The page size the sample book is designed for; it scales to any size.
    static let designSize = Size(width: 600, height: 800)

    /// Draws the page (heading, rule, picture, paragraph, page number) into `bounds`.
    ///
    /// - Parameters:
    ///   - number: The 1-based page number shown at the bottom.
    ///   - count: The number of pages in the book.
    ///   - theme: The reader's colours: the words follow it; the pictures, like photographs
    ///     in a PDF, keep theirs.
    @MainActor
    func draw(in context: any GraphicsContext, bounds: Rect, number: Int, count: Int, theme: ReaderTheme = .light) {
        let w = bounds.width
        let h = bounds.height
        let unit = min(w, h * 0.75)
        let margin = unit * 0.08
        let left = bounds.minX + margin
        let width = w - 2 * margin
        var y = bounds.minY + margin

        let titleStyle = TextStyle(
            font: Font(family: "Sans", size: unit * 0.058, weight: .bold), color: theme.recolored(Color(white: 0.12)))
        let titleHeight = context.size(of: title, style: titleStyle, maxWidth: width).height
        context.draw(title, in: Rect(x: left, y: y, width: width, height: titleHeight + 2), style: titleStyle)
        y += titleHeight + unit * 0.02
        context.setFillColor(accent)
        context.fill(Rect(x: left, y: y, width: unit * 0.16, height: max(unit * 0.008, 1)))
        y += unit * 0.045

        let pictureHeight = min(h * 0.4, width * 0.7)
        illustration.draw(in: context, rect: Rect(x: left, y: y, width: width, height: pictureHeight))
        y += pictureHeight + unit * 0.05

        let bodyStyle = TextStyle(
            font: Font(family: "Serif", size: unit * 0.033), color: theme.recolored(Color(white: 0.18)),
            lineSpacing: unit * 0.008)
        let footer = unit * 0.1
        context.draw(
            body, in: Rect(x: left, y: y, width: width, height: max(bounds.maxY - footer - y, 0)), style: bodyStyle)

        let numberStyle = TextStyle(
            font: Font(family: "Sans", size: unit * 0.026), color: theme.recolored(Color(white: 0.45)),
            alignment: .center)
        context.draw(
            "\(number) / \(count)",
            in: Rect(x: left, y: bounds.maxY - footer * 0.75, width: width, height: footer * 0.5),
            style: numberStyle)
    }
}

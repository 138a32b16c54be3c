import FolioCore
import FolioUI

/// How the contents panel draws: a rounded panel, a header, one row per visible entry.
extension ContentsView {
    /// Draws the panel and the rows shown.
    func drawPanel(in context: any GraphicsContext) {
        let panel = self.panel
        context.setFillColor(theme.panel)
        context.beginPath()
        context.addRoundedRect(panel, cornerRadius: 12)
        context.fillPath()
        context.draw(
            "Contents", in: Rect(x: panel.minX + 20, y: panel.minY + 16, width: panel.width - 40, height: 30),
            style: TextStyle(font: Font(family: "Sans", size: 22, weight: .bold), color: theme.panelText))
        if entries.isEmpty {
            context.draw(
                "This book has no table of contents.",
                in: Self.emptyMessageFrame(in: panel),
                style: TextStyle(font: Font(family: "Sans", size: 15), color: theme.panelSecondaryText))
            return
        }
        let last = min(firstRow + visibleRows, entries.count)
        for index in firstRow..<last { drawRow(index, in: context) }
        drawScrollIndicator(in: context, panel: panel)
    }

    private func drawRow(_ index: Int, in context: any GraphicsContext) {
        let row = rowFrame(index)
        let entry = entries[index]
        let isSelected = index == selectedIndex
        if isSelected {
            context.setFillColor(Color.systemBlue)
            context.beginPath()
            context.addRoundedRect(row, cornerRadius: 6)
            context.fillPath()
        }
        if index == currentIndex {
            // Where the reader is: a bar at the row's left, seen whether selected or not.
            context.setFillColor(isSelected ? Color.white : Color.systemBlue)
            context.fill(Rect(x: row.minX + 2, y: row.minY + 6, width: 4, height: row.height - 12))
        }
        let color = isSelected ? Color.white : theme.recolored(Color(white: 0.15))
        let indent = Double(min(max(entry.depth, 0), Self.deepestIndent)) * Self.indentStep
        context.draw(
            entry.title,
            in: Rect(x: row.minX + 12 + indent, y: row.minY + 5, width: max(row.width - 92 - indent, 20), height: 22),
            // One line per row: a long title ends in an ellipsis rather than running its
            // second line into the next row.
            style: TextStyle(
                font: Font(family: "Sans", size: 15, weight: entry.depth == 0 ? .semibold : .regular), color: color,
                lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        )
        context.draw(
            pageText(index), in: Rect(x: row.maxX - 76, y: row.minY + 5, width: 66, height: 22),
            style: TextStyle(
                font: Font(family: "Sans", size: 14), color: color, alignment: .right,
                lineBreakMode: .byTruncatingTail, numberOfLines: 1))
    }

    /// A thin bar at the panel's right edge saying how much of a long list is shown, and where.
    private func drawScrollIndicator(in context: any GraphicsContext, panel: Rect) {
        let count = entries.count
        guard count > visibleRows else { return }
        let track = Rect(
            x: panel.maxX - 7, y: panel.minY + Self.headerHeight, width: 3,
            height: Double(visibleRows) * Self.rowHeight - 4)
        let height = max(track.height * Double(visibleRows) / Double(count), 12)
        let y = track.minY + (track.height - height) * Double(firstRow) / Double(max(count - visibleRows, 1))
        context.setFillColor(theme.recolored(Color(white: 0.6)))
        context.fill(Rect(x: track.minX, y: y, width: track.width, height: height))
    }
}

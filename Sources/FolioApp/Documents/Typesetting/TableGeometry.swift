import FolioCore
import FolioRender

/// Where a table's cells go: column widths that fit the page, and each row's height.
///
/// Columns get their natural width when the table fits; otherwise each column keeps up to
/// an equal share and the rest of the width goes to the columns that want more, in
/// proportion to what they want, so cells wrap instead of running off the page.
@MainActor
struct TableGeometry {
    var columnWidths: [Double]
    var rowHeights: [Double]
    /// The prepared cell paragraphs, row by row.
    var cells: [[StyledParagraph]]
    var headerRowCount: Int

    /// Space inside each cell, left and right, and above and below.
    static let horizontalPadding = 6.0
    static let verticalPadding = 4.0

    init(_ table: TypesetTable, width: Double) {
        cells = table.rows.map { row in row.map { $0.prepared() } }
        headerRowCount = table.headerRowCount
        let columns = max(table.columnCount, 1)
        let padding = Self.horizontalPadding * 2
        // Empty cells (a GFM row shorter than its header is filled out with them) are laid
        // out once per style: thousands of columns must not cost thousands of Pango layouts.
        var emptyCells: [EmptyCell: (width: Double, height: Double)] = [:]
        func emptyCell(_ cell: StyledParagraph) -> (width: Double, height: Double) {
            let key = EmptyCell(font: cell.font, lineSpacing: cell.lineSpacing)
            if let known = emptyCells[key] { return known }
            let layout = ParagraphLayout(cell, width: nil)
            emptyCells[key] = (layout.naturalWidth, layout.height)
            return (layout.naturalWidth, layout.height)
        }
        var natural = [Double](repeating: 0, count: columns)
        for row in cells {
            for (column, cell) in row.enumerated() where column < columns {
                let width = cell.text.isEmpty ? emptyCell(cell).width : ParagraphLayout(cell, width: nil).naturalWidth
                natural[column] = max(natural[column], width + padding)
            }
        }
        let available = max(width, Double(columns) * (padding + 8))
        let total = natural.reduce(0, +)
        if total <= available {
            columnWidths = natural
        } else {
            let share = available / Double(columns)
            var widths = natural.map { min($0, share) }
            let spare = available - widths.reduce(0, +)
            let wanting = zip(natural, widths).map { max($0 - $1, 0) }
            let wanted = wanting.reduce(0, +)
            if wanted > 0 {
                for column in 0..<columns { widths[column] += spare * wanting[column] / wanted }
            }
            columnWidths = widths
        }
        let columnWidths = self.columnWidths
        rowHeights = cells.map { row in
            var height = 0.0
            for (column, cell) in row.enumerated() where column < columns {
                let cellHeight =
                    cell.text.isEmpty
                    ? emptyCell(cell).height
                    : ParagraphLayout(cell, width: max(columnWidths[column] - padding, 1)).height
                height = max(height, cellHeight)
            }
            return height + Self.verticalPadding * 2
        }
    }

    var width: Double { columnWidths.reduce(0, +) }

    /// What an empty cell's size depends on.
    private struct EmptyCell: Hashable {
        var font: Font
        var lineSpacing: Double
    }
}

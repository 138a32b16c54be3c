import FolioCore
import FolioRender

/// A table ready to lay out: one paragraph per cell.
struct TypesetTable: Sendable {
    var rows: [[ParagraphSource]]
    var headerRowCount: Int
    var columnCount: Int
}

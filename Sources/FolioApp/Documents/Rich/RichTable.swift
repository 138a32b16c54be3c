/// A table: rows of cells of inline text, the first row(s) possibly a header, with one
/// alignment per column (GFM's `:--`, `:-:`, `--:`; HTML's `align` or `text-align`).
///
/// Rows may have fewer cells than there are columns (a short HTML row); the typesetter
/// leaves the missing cells empty. Cells hold inline text only, as GFM's do.
struct RichTable: Hashable, Sendable {
    /// One alignment per column; its count is the table's column count.
    var alignments: [RichAlignment]
    /// How many of the first ``rows`` are header rows (set bold, repeated on no page).
    var headerRowCount: Int
    var rows: [[RichText]]

    init(alignments: [RichAlignment], headerRowCount: Int = 1, rows: [[RichText]]) {
        self.alignments = alignments
        self.headerRowCount = headerRowCount
        self.rows = rows
    }

    /// The number of columns: the alignments', or the widest row's when that is wider.
    var columnCount: Int { max(alignments.count, rows.map(\.count).max() ?? 0) }
}

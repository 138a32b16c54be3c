/// How much text a ``TypesetDocument`` holds before each of its items, for estimating how
/// many pages a text still being laid out will take: the pages laid out so far, scaled by
/// the share of the text they hold.
///
/// Only a parsed document (an EPUB, Markdown) is known in advance; a plain-text file read as
/// it is paginated has no total yet, and no weights. An EPUB whose later chapters are not
/// converted yet has weights for the items flattened so far (``extend(with:)`` adds the
/// rest as they come), and ``TypesetDocument/unmadeRatio`` for the others.
struct TextWeights: Sendable {
    /// `starts[i]`: the weight of the items before item `i`; one more entry than items, the
    /// last being the total.
    private var starts = [0]
    /// For each table, by item: the weight of its rows before each row, since a position
    /// inside a table counts rows, not bytes.
    private var tableRowStarts: [Int: [Int]] = [:]

    /// What a picture counts for: about the text of a third of a page it displaces.
    static let pictureWeight = 600

    @MainActor
    init?(_ document: TypesetDocument) {
        switch document.source {
        case .document, .blocks: extend(with: document)
        case .plainTextFile: return nil
        }
    }

    /// The number of items weighed.
    var count: Int { starts.count - 1 }

    /// Weighs the items of `document` flattened since these weights were made or last
    /// extended.
    @MainActor
    mutating func extend(with document: TypesetDocument) {
        let items = document.items
        guard items.count > count else { return }
        starts.reserveCapacity(items.count + 1)
        var total = self.total
        for index in count..<items.count {
            let item = items[index]
            if case .table(let table) = item.content {
                var rowStarts = [0]
                var rowStart = 0
                for row in table.rows {
                    rowStart += row.reduce(0) { $0 + Self.bytes(of: $1) }
                    rowStarts.append(rowStart)
                }
                tableRowStarts[index] = rowStarts
            }
            total += Self.weight(of: item)
            starts.append(total)
        }
    }

    /// The weight of the whole text.
    var total: Int { starts[starts.count - 1] }

    /// The weight of the text before `position`: the items before it, and the bytes of its
    /// own paragraph before its offset (or, in a table, of the rows before its row).
    func weight(before position: RichPosition) -> Int {
        guard position.item >= 0 else { return 0 }
        guard position.item < starts.count - 1 else { return total }
        let start = starts[position.item]
        if let rowStarts = tableRowStarts[position.item] {
            return start + rowStarts[min(max(position.offset, 0), rowStarts.count - 1)]
        }
        let own = starts[position.item + 1] - start
        return start + min(max(position.offset, 0), own)
    }

    /// The text an item holds, in UTF-8 bytes.
    static func weight(of item: TypesetItem) -> Int {
        switch item.content {
        case .text(let source), .code(let source):
            return bytes(of: source)
        case .table(let table):
            return table.rows.reduce(0) { sum, row in row.reduce(sum) { $0 + bytes(of: $1) } }
        case .image:
            return pictureWeight
        case .rule, .pageBreak:
            return 0
        }
    }

    private static func bytes(of source: ParagraphSource) -> Int {
        source.runs.reduce(0) { $0 + $1.text.utf8.count }
    }
}

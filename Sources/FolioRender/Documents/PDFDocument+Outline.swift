internal import CPoppler

extension PDFDocument {
    /// The most outline entries read: a 900-page manual has a few thousand; a hostile file
    /// can claim millions, or link its entries in a loop.
    public static let maximumOutlineItems = 20_000
    /// The deepest nesting read (entries deeper are left out, with their children).
    public static let maximumOutlineDepth = 32
    /// The most characters of an outline title kept.
    public static let maximumOutlineTitleLength = 500

    /// The document's outline (its table of contents, the "bookmarks" a PDF viewer lists),
    /// nested, each entry's destination resolved to a page.
    ///
    /// ```swift
    /// for (entry, depth) in try document.outline().flatMap(\.flattened) {
    ///     print(String(repeating: "  ", count: depth) + entry.title)
    /// }
    /// ```
    ///
    /// Reading stops after ``maximumOutlineItems`` entries in reading order and below
    /// ``maximumOutlineDepth`` levels, so an outline of millions of entries or one whose
    /// entries form a loop costs bounded time and memory; titles are cut to
    /// ``maximumOutlineTitleLength`` characters.
    ///
    /// - Returns: The top-level entries; empty for a document without an outline.
    /// - Note: PDFKit's `outlineRoot` is an invisible root `PDFOutline`; here the top-level
    ///   entries are returned directly.
    public func outline() -> [PDFOutlineItem] {
        guard let iterator = poppler_index_iter_new(document) else { return [] }
        defer { poppler_index_iter_free(iterator) }
        var budget = Self.maximumOutlineItems
        return outlineItems(iterator, depth: 0, budget: &budget)
    }

    private func outlineItems(_ iterator: OpaquePointer, depth: Int, budget: inout Int) -> [PDFOutlineItem] {
        var items: [PDFOutlineItem] = []
        repeat {
            guard budget > 0 else { break }
            budget -= 1
            var item = outlineItem(at: iterator)
            if depth + 1 < Self.maximumOutlineDepth, let child = poppler_index_iter_get_child(iterator) {
                item.children = outlineItems(child, depth: depth + 1, budget: &budget)
                poppler_index_iter_free(child)
            }
            items.append(item)
        } while poppler_index_iter_next(iterator) != 0
        return items
    }

    private func outlineItem(at iterator: OpaquePointer) -> PDFOutlineItem {
        guard let action = poppler_index_iter_get_action(iterator) else {
            return PDFOutlineItem(title: "", target: nil)
        }
        defer { poppler_action_free(action) }
        let title = action.pointee.any.title.map { String(cString: $0) } ?? ""
        return PDFOutlineItem(title: String(title.prefix(Self.maximumOutlineTitleLength)), target: target(of: action))
    }
}

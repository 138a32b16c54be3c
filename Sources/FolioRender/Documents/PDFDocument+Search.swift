internal import CPoppler
public import FolioCore

extension PDFDocument {
    /// Finds `query` on page `index` with poppler's text search, the counterpart of PDFKit's
    /// `findString(_:withOptions:)` for one page.
    ///
    /// ```swift
    /// for match in try document.findString("résumé", onPage: 4) {
    ///     highlight(match.rects)          // page points, top-left origin
    /// }
    /// ```
    ///
    /// Text that wraps onto the next line still matches (poppler's multi-line search), and
    /// gives one rectangle per line. Folding is poppler's: case-insensitive comparison and
    /// ignored diacritics, with ligatures as their letters; "ß" does not match "ss" here as
    /// it does in FolioCore's `TextMatcher`.
    ///
    /// - Parameters:
    ///   - query: What to find; an empty query finds nothing.
    ///   - index: The page, from 0.
    ///   - options: `.caseInsensitive` and `.diacriticInsensitive` as for `TextMatcher`;
    ///     both by default.
    /// - Returns: The matches in the page's reading order (poppler's text flow).
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``.
    /// - Note: Like every call on a ``PDFDocument``, not thread-safe: a search in the
    ///   background opens its own document (``PDFPageSearcher`` does).
    public func findString(
        _ query: String, onPage index: Int, options: TextSearchOptions = .readerDefault
    ) throws(PDFDocumentError) -> [PDFTextMatch] {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        // Poppler ignores accents only when the query has none ("CAFÉ" would find only "CAFÉ").
        let query = options.contains(.diacriticInsensitive) ? TextMatcher.removingDiacritics(from: query) : query
        guard !query.isEmpty else { return [] }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        var flags = POPPLER_FIND_MULTILINE.rawValue
        if !options.contains(.caseInsensitive) { flags |= POPPLER_FIND_CASE_SENSITIVE.rawValue }
        if options.contains(.diacriticInsensitive) { flags |= POPPLER_FIND_IGNORE_DIACRITICS.rawValue }
        guard let list = poppler_page_find_text_with_options(page, query, PopplerFindFlags(flags)) else { return [] }
        defer { g_list_free_full(list) { poppler_rectangle_free($0?.assumingMemoryBound(to: PopplerRectangle.self)) } }
        var matches: [PDFTextMatch] = []
        var continued = false
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            node = current.pointee.next
            guard let data = current.pointee.data else { continue }
            let rectangle = data.assumingMemoryBound(to: PopplerRectangle.self)
            let box = rectangle.pointee
            // Poppler's rectangles have PDF's bottom-left origin.
            let rect = Rect(
                x: min(box.x1, box.x2), y: height - max(box.y1, box.y2), width: abs(box.x2 - box.x1),
                height: abs(box.y2 - box.y1))
            if continued, !matches.isEmpty {
                matches[matches.count - 1].rects.append(rect)
            } else {
                matches.append(PDFTextMatch(page: index, rects: [rect]))
            }
            continued = poppler_rectangle_find_get_match_continued(rectangle) != 0
        }
        return matches
    }
}

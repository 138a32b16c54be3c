extension Book {
    /// The page count to show: ``pageCount`` once final; while a text is still being laid
    /// out, the estimate of ``TextPaginator/estimatedPageCount`` (or the pages known, when
    /// there is none), never fewer than the pages known.
    var pageTotal: PageTotal {
        let count = pageCount
        guard let textPaginator, !textPaginator.isComplete else { return PageTotal(count: count, kind: .exact) }
        // pageCount counts one page more than is laid out while the text is not complete.
        let known = max(count - 1, 1)
        guard let estimate = textPaginator.estimatedPageCount else { return PageTotal(count: known, kind: .atLeast) }
        return PageTotal(count: max(fixedPages.count + estimate, count), kind: .estimate)
    }
}

extension TextPaginator {
    /// About how many pages the whole text takes: the pages laid out so far, scaled by the
    /// share of the text they hold (a long book's chapters paginate much alike, so a few
    /// dozen pages already come within a few per cent). Nil when the text's length is not
    /// known ahead (a plain-text file read as it is paginated) or nothing is laid out yet.
    /// ``Book/pageTotal`` keeps it above the pages known.
    var estimatedPageCount: Int? {
        guard let weights, !pages.isEmpty else { return nil }
        let done = weights.weight(before: cursor)
        guard done > 0 else { return nil }
        let estimate = (Double(pages.count) * Double(weights.total) / Double(done)).rounded()
        guard estimate.isFinite else { return nil }
        return Int(min(estimate, Double(Int32.max)))
    }
}

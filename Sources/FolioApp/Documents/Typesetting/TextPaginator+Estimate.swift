extension TextPaginator {
    /// About how many pages the whole text takes: exact once every page is laid out; until
    /// then the pages laid out so far, scaled by the share of the text they hold (a long
    /// book's chapters paginate much alike, so a few dozen pages already come within a few
    /// per cent). Nil when the text's length is not known ahead (a plain-text file read as
    /// it is paginated) or nothing is laid out yet. Never fewer than the pages known plus one.
    var estimatedPageCount: Int? {
        if isComplete { return pages.count }
        guard let weights, !pages.isEmpty else { return nil }
        let done = weights.weight(before: cursor)
        guard done > 0 else { return nil }
        let estimate = (Double(pages.count) * Double(weights.total) / Double(done)).rounded()
        guard estimate.isFinite else { return nil }
        return max(pages.count + 1, Int(min(estimate, Double(Int32.max))))
    }
}

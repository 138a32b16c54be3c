extension TextPaginator {
    /// About how many pages the whole text takes: the pages laid out so far, scaled by the
    /// share of the text they hold (a long book's chapters paginate much alike, so a few
    /// dozen pages already come within a few per cent). Nil when the text's length is not
    /// known ahead (a plain-text file read as it is paginated) or nothing is laid out yet.
    /// ``Book/pageTotal`` keeps it above the pages known.
    ///
    /// The text of chapters not converted yet is not known either: it is taken to be the
    /// converted text times ``TypesetDocument/unmadeRatio`` (their XHTML's size over that of
    /// the chapters converted), since a book's chapters carry much the same markup per word.
    var estimatedPageCount: Int? {
        guard let weights, !pages.isEmpty else { return nil }
        let done = weights.weight(before: cursor)
        guard done > 0 else { return nil }
        let total = Double(weights.total) * (1 + max(document.unmadeRatio, 0))
        let estimate = (Double(pages.count) * total / Double(done)).rounded()
        guard estimate.isFinite else { return nil }
        return Int(min(estimate, Double(Int32.max)))
    }
}

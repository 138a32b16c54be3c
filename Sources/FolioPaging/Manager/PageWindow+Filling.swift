extension PageWindow {
    /// Asks `source` for pages until each side holds `limit` pages (or the book ends),
    /// keeping whole turns only.
    ///
    /// A page the window already holds ends that side: one instance cannot sit at two
    /// positions. When that happens right next to the resting pages it is a data-source
    /// bug worth reporting (`onDuplicate`); further out it is the natural end of a short
    /// looping book and is silent.
    @MainActor
    mutating func fill(
        limit: Int, turnLength: Int, source: any PageViewManagerDataSource<Page>,
        onDuplicate: (PageStep) -> Void
    ) {
        guard let first = current.first, let last = current.last else { return }
        for step in [PageStep.forward, .reverse] {
            var anchor = chain(step).last ?? (step == .forward ? last : first)
            while chain(step).count < limit {
                let anchorIndex = index(atDistance: chain(step).count, step)
                guard let next = source.page(step, of: anchor, index: anchorIndex) else { break }
                if contains(next) {
                    if chain(step).count < turnLength { onDuplicate(step) }
                    break
                }
                extend(step, with: next)
                anchor = next
            }
            dropIncompleteTurn(step, turnLength: turnLength)
        }
    }
}

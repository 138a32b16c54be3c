/// The resting page set and the neighbours kept alive around it.
///
/// Chains are stored nearest first: `before[0]` is the page just before the first current
/// page, `after[0]` the page just after the last one. Pages are contiguous in reading
/// order, so when `currentIndex` is known every page's index follows from its slot.
struct PageWindow<Page: AnyObject> {
    /// The pages on screen at rest, in reading order (empty before the first page is set).
    private(set) var current: [Page] = []
    /// The index of `current[0]`, when the data source counts pages.
    private(set) var currentIndex: Int?
    /// Pages before the current ones, nearest first.
    private(set) var before: [Page] = []
    /// Pages after the current ones, nearest first.
    private(set) var after: [Page] = []

    /// The chain on `step`'s side, nearest first.
    func chain(_ step: PageStep) -> [Page] { step == .forward ? after : before }

    /// Every page of the window in reading order.
    var pages: [Page] { before.reversed() + current + after }

    /// Whether `page` is anywhere in the window.
    func contains(_ page: Page) -> Bool {
        current.contains { $0 === page } || before.contains { $0 === page } || after.contains { $0 === page }
    }

    /// The first full turn on `step`'s side, in reading order, or `nil` at the end of the book.
    func sheet(_ step: PageStep, turnLength: Int) -> [Page]? {
        let chain = chain(step)
        guard chain.count >= turnLength else { return nil }
        let turn = Array(chain.prefix(turnLength))
        return step == .forward ? turn : turn.reversed()
    }

    /// The index of the page `distance` pages (1-based) away on `step`'s side.
    func index(atDistance distance: Int, _ step: PageStep) -> Int? {
        guard let currentIndex else { return nil }
        return step == .forward ? currentIndex + current.count - 1 + distance : currentIndex - distance
    }

    /// Shows `pages` at rest and forgets every neighbour.
    mutating func replace(current pages: [Page], index: Int?) {
        current = pages
        currentIndex = pages.isEmpty ? nil : index
        before = []
        after = []
    }

    /// Forgets every neighbour, keeping the resting pages.
    mutating func clearNeighbours() {
        before = []
        after = []
    }

    /// Replaces `step`'s chain with `sheet` (reading order) for an animated jump, and cuts
    /// the other chain before any page of the sheet (to whole turns) so that no page has
    /// two slots.
    mutating func place(sheet: [Page], _ step: PageStep, turnLength: Int) {
        let nearestFirst = step == .forward ? sheet : sheet.reversed()
        let otherChain = chain(step.opposite)
        let cut = otherChain.firstIndex { page in sheet.contains { $0 === page } } ?? otherChain.count
        setChain(Array(otherChain.prefix(cut - cut % max(turnLength, 1))), step.opposite)
        setChain(nearestFirst, step)
    }

    /// Moves the window one adjacent turn in `step`'s direction: the first turn of that
    /// chain becomes the resting set and the old resting pages join the other chain.
    mutating func shift(_ step: PageStep, turnLength: Int, spreadSize: Int) {
        guard let sheet = sheet(step, turnLength: turnLength) else { return }
        let resting = step == .forward ? Array(sheet.suffix(spreadSize)) : Array(sheet.prefix(spreadSize))
        let backs = step == .forward ? Array(sheet.dropLast(spreadSize)) : Array(sheet.dropFirst(spreadSize))
        let behind = step == .forward ? backs.reversed() + current.reversed() : backs + current
        setChain(Array(chain(step).dropFirst(turnLength)), step)
        setChain(behind + chain(step.opposite), step.opposite)
        current = resting
        if let index = currentIndex {
            currentIndex = index + step.sign * turnLength
        }
    }

    /// Drops pages beyond `limit` on each side, keeping whole turns only.
    mutating func trim(limit: Int, turnLength: Int) {
        for step in PageStep.allCases {
            let kept = min(chain(step).count, limit)
            setChain(Array(chain(step).prefix(kept - kept % turnLength)), step)
        }
    }

    /// Appends `page` to the far end of `step`'s chain.
    mutating func extend(_ step: PageStep, with page: Page) {
        setChain(chain(step) + [page], step)
    }

    /// Keeps whole turns only on `step`'s side (an odd page at the end of a double-sided
    /// book cannot be turned to).
    mutating func dropIncompleteTurn(_ step: PageStep, turnLength: Int) {
        let count = chain(step).count
        setChain(Array(chain(step).prefix(count - count % turnLength)), step)
    }

    /// Every page with its slot, in reading order.
    func layout(turnLength: Int) -> PageLayout<Page> {
        var placements: [PageLayout<Page>.Placement] = []
        for (offset, page) in before.enumerated().reversed() {
            let turn = -(offset / turnLength + 1)
            placements.append(.init(page: page, turn: turn, position: turnLength - 1 - offset % turnLength))
        }
        for (position, page) in current.enumerated() {
            placements.append(.init(page: page, turn: 0, position: position))
        }
        for (offset, page) in after.enumerated() {
            placements.append(.init(page: page, turn: offset / turnLength + 1, position: offset % turnLength))
        }
        return PageLayout(placements: placements)
    }

    private mutating func setChain(_ pages: [Page], _ step: PageStep) {
        if step == .forward { after = pages } else { before = pages }
    }
}

import FolioCore

/// A page a curl turn from the resting pages renders flat (`LayerNode.curlSnapshotRank`).
struct CurlPage {
    let node: LayerNode
    let rank: Int
}

extension Compositor {
    /// How many screens' worth of pixels the flat renderings made ahead for curl turns may
    /// hold together: a spread's two turns take four half-screen pages, and a book of single
    /// pages the window's size takes two (its page, which a forward turn curls, and the page
    /// before, which a turn back brings in). A double-sided single page's forward turn takes
    /// both, and its turn back is rendered by its first frame.
    static let curlSnapshotScreens = 2

    /// Renders flat, between frames, the next of `pages` (lowest rank first) that has no
    /// current snapshot, within the budget; drops snapshots made ahead for pages no longer
    /// ranked.
    ///
    /// - Parameter mayDraw: Whether this call may draw (the call that drew a backing store
    ///   only says whether work is left).
    /// - Returns: Whether a page is still left to render (call again while idle).
    func makeCurlSnapshotsAhead(_ pages: [CurlPage], screen: IntRect, mayDraw: Bool) -> Bool {
        let wanted = curlSnapshotsWanted(pages, screen: screen)
        if mayDraw { snapshots.keepAhead(only: wanted.map(\.node.id)) }
        var drew = false
        for page in wanted where !snapshots.isInUse(page.node.id) {
            let (w, h, ts) = snapshotSize(of: page.node.bounds.standardized)
            guard snapshots.needsMakingAhead(page.node, width: w, height: h, scale: ts, frameScale: scale),
                hasCurrentStores(page.node)
            else { continue }
            if drew || !mayDraw { return true }
            makeSnapshotAhead(of: page.node, width: w, height: h, scale: ts)
            drew = true
        }
        return false
    }

    /// The pages whose snapshots are made ahead: lowest rank first, while they fit in
    /// ``curlSnapshotScreens`` screens and ``SnapshotCache/keptLimit``.
    private func curlSnapshotsWanted(_ pages: [CurlPage], screen: IntRect) -> [CurlPage] {
        let (area, overflow) = screen.width.multipliedReportingOverflow(by: screen.height)
        guard !overflow, area > 0 else { return [] }
        // Pages round up to whole pixels: a spread of an odd width is a column over two halves.
        let slack = 4 * (screen.width + screen.height)
        var room = area.multipliedReportingOverflow(by: Self.curlSnapshotScreens).partialValue &+ slack
        var wanted: [CurlPage] = []
        let ranked = pages.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        for page in ranked.map(\.element) where wanted.count < SnapshotCache.keptLimit {
            let (w, h, _) = snapshotSize(of: page.node.bounds.standardized)
            guard w > 0, h > 0 else { continue }
            // Never more than the room left: a lower rank is never dropped for a higher one.
            guard w * h <= room else { break }
            room -= w * h
            wanted.append(page)
        }
        return wanted
    }

    /// Whether every drawing the page shows whole has its backing store drawn: a page is
    /// rendered flat ahead only through stores drawn ahead within ``drawAheadBudget`` (or
    /// shown), never by drawing stores beyond it. Tiled content keeps its own budget, and a
    /// drawing too small to have a pixel has no store.
    private func hasCurrentStores(_ node: LayerNode, isRoot: Bool = true) -> Bool {
        guard isRoot || (!node.isHidden && node.alpha > 0) else { return true }
        if case .drawing(let drawer, let version)? = node.content {
            let bounds = node.bounds.standardized
            let s = contentScale(node)
            if !bounds.isNull, BackingStoreCache.pixelSize(of: bounds, scale: s).0 > 0,
                !TileCache.needsTiles(bounds: bounds, scale: s),
                !backingStores.isCurrent(
                    id: node.id, drawer: drawer, version: version, bounds: bounds, scale: s,
                    background: bakedBackground(of: node))
            {
                return false
            }
        }
        return node.sublayers.allSatisfy { hasCurrentStores($0, isRoot: false) }
    }

    /// Renders `node` flat into storage the next turn finds, as its first frame would.
    private func makeSnapshotAhead(of node: LayerNode, width w: Int, height h: Int, scale ts: Double) {
        let b = node.bounds.standardized
        let entry = snapshots.makeAhead(node, width: w, height: h, scale: ts, frameScale: scale)
        if !coversBoundsOpaquely(node, bounds: b) { entry.buffer.clear() }
        isMakingSnapshotsAhead = true
        defer { isMakingSnapshotsAhead = false }
        draw(node, into: entry.buffer, toTexture: Self.layerToTexture(b, width: w, height: h), index: 0)
    }
}

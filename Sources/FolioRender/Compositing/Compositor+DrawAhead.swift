public import FolioCore

extension Compositor {
    /// How many bytes the backing stores of layers the last frame did not show may hold
    /// together: pages drawn ahead, pages turned away from and layers scrolled off screen.
    ///
    /// By default three 3840 × 2160 pages (99,532,800 bytes): a turn at 4K keeps two out of
    /// sight, the spreads either side of the one shown, and the third is room for whatever
    /// else is marked (a faded-out shadow, an app's own views). Beyond it the least recently
    /// shown stores are dropped at the end of a frame, and ``drawAhead(_:scale:limit:)``
    /// draws only the nearest marked layers that fit. What frames show is not counted.
    ///
    /// ```swift
    /// compositor.drawAheadBudget = 2 * 1920 * 1080 * 4   // two full-HD pages' pixels
    /// ```
    public var drawAheadBudget: Int {
        get { backingStores.outOfSightBudget }
        set { backingStores.outOfSightBudget = max(newValue, 0) }
    }

    /// The bytes all backing stores hold now, shown or kept out of sight.
    public var backingStoreBytes: Int { backingStores.byteCount }

    /// The bytes of the backing stores the last frame did not show; at most ``drawAheadBudget``
    /// once a frame or a call of ``drawAhead(_:scale:limit:)`` has finished.
    public var outOfSightBackingStoreBytes: Int { backingStores.outOfSightByteCount }

    /// Draws, in advance, the content of layers marked `LayerNode.drawsAhead` that frames
    /// have not drawn (hidden, or off screen), at most `limit` backing stores per call.
    ///
    /// A page view controller keeps its neighbour pages loaded, hidden or scrolled off screen;
    /// without this, the first frame that shows one draws it with Cairo and Pango as well as
    /// compositing the turn, and misses its refresh. Call it while the window is idle, one
    /// layer at a time, so that input arriving meanwhile waits for one layer's drawing at
    /// most. The stores drawn are kept while their layers stay out of sight and marked, and are the
    /// ones ``render(_:into:scale:background:)`` uses once the layers show. Content too large
    /// to keep whole (drawn in tiles of what is visible) is not drawn ahead.
    ///
    /// Layers nearest the screen come first (hidden ones lying over it are nearest), and only
    /// as many as fit in ``drawAheadBudget`` are drawn: the stores of farther ones are dropped
    /// to make room for nearer ones, never the other way round.
    ///
    /// Once every marked layer is drawn, the next calls render flat, one page per call, the
    /// pages a page curl's next turns would snapshot in their first frame (the leaf and its
    /// back, ranked by a page view controller in the `.pageCurl` style), so that the first
    /// frame of a turn only composites. Those made ahead hold at most twice the screen's pixels
    /// together (two spreads' leaves and backs, or two full-window pages; about 66 MB at 4K),
    /// and with a turn's pages kept and spare storage at most four page snapshots; they are not
    /// counted in ``drawAheadBudget``. A page is rendered ahead only through stores drawn
    /// within that budget. Other transitions make none.
    ///
    /// - Parameters:
    ///   - root: The layer tree, as published by a window.
    ///   - scale: Pixels per point, as the next frame will use.
    ///   - limit: How many backing stores to draw at most.
    /// - Returns: Whether marked content that fits the budget, or a curl's page to render
    ///   flat, is still left (call again while idle).
    @discardableResult
    public func drawAhead(_ root: LayerNode, scale: Double = 1, limit: Int = 1) -> Bool {
        // The scale content is drawn at (`contentScale`), as the next frame will set it.
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.scale = s
        let rootToDevice = LayerGeometry.toParent(root, parent: nil).concatenating(.scale(s, s))
        let screen = Self.pixelBounds(of: root, toDevice: rootToDevice)
        var candidates: [DrawAheadCandidate] = []
        var curlPages: [CurlPage] = []
        collectCandidates(
            root, parent: nil, parentToDevice: .scale(s, s), isMarked: false, screen: screen, into: &candidates,
            curlPages: &curlPages)
        backingStores.beginDrawAhead()
        // Nearest first; the tree's order among equals (a page view controller's hidden
        // pages all lie over the screen).
        let nearestFirst = candidates.enumerated().sorted {
            ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
        }.map(\.element)
        var room = backingStores.outOfSightBudget
        var wanted = Set<UInt64>()
        var undrawn: [DrawAheadCandidate] = []
        for candidate in nearestFirst {
            guard candidate.bytes <= room else { break }
            room -= candidate.bytes
            wanted.insert(candidate.node.id)
            if candidate.isCurrent {
                backingStores.markWanted(id: candidate.node.id)
            } else {
                undrawn.append(candidate)
            }
        }
        let drawn = min(max(limit, 0), undrawn.count)
        for candidate in undrawn.prefix(drawn) { draw(candidate, keeping: wanted) }
        if undrawn.count > drawn { return true }
        // Caught up: the curl's snapshots next, in calls of their own, which the caller makes
        // only while no input waits.
        return makeCurlSnapshotsAhead(curlPages, screen: screen, mayDraw: drawn == 0 && limit > 0)
    }

    /// Draws one layer's store ahead, first dropping stores out of sight that are not wanted.
    private func draw(_ candidate: DrawAheadCandidate, keeping wanted: Set<UInt64>) {
        let node = candidate.node
        guard case .drawing(let drawer, let version)? = node.content,
            backingStores.makeRoom(forStoreOf: node.id, bytes: candidate.bytes, keeping: wanted)
        else { return }
        _ = backingStores.store(
            id: node.id, drawer: drawer, version: version, bounds: node.bounds.standardized,
            scale: contentScale(node), background: bakedBackground(of: node), shown: false)
    }

    /// Walks `node`'s subtree and collects the layers to draw ahead; `isMarked` when it lies
    /// inside a marked subtree (whose visible parts showing the page will show).
    private func collectCandidates(
        _ node: LayerNode, parent: LayerNode?, parentToDevice: Homography, isMarked insideMarked: Bool,
        screen: IntRect, into candidates: inout [DrawAheadCandidate], curlPages: inout [CurlPage]
    ) {
        let isMarked = insideMarked || node.drawsAhead
        if let rank = node.curlSnapshotRank, !drawsOnlyItsContent(node) {
            // A page a curl turn renders flat (a page that is one drawing is its own texture).
            curlPages.append(CurlPage(node: node, rank: rank))
        }
        if node.isHidden {
            // Hidden for its own reasons inside a marked page, or hidden without the mark:
            // showing the page would not show it.
            guard node.drawsAhead, !insideMarked else { return }
        } else if node.alpha <= 0 && !node.drawsAhead {
            // Transparent inside a page (the page's own opacity is set when it shows).
            return
        }
        let toDevice = LayerGeometry.toParent(node, parent: parent).concatenating(parentToDevice)
        if isMarked, case .drawing(let drawer, let version)? = node.content, !backingStores.wasShown(id: node.id) {
            let bounds = node.bounds.standardized
            let s = contentScale(node)
            let (width, height) = BackingStoreCache.pixelSize(of: bounds, scale: s)
            if !bounds.isNull, width > 0, !TileCache.needsTiles(bounds: bounds, scale: s) {
                let isCurrent = backingStores.isCurrent(
                    id: node.id, drawer: drawer, version: version, bounds: bounds, scale: s,
                    background: bakedBackground(of: node))
                candidates.append(
                    DrawAheadCandidate(
                        node: node, bytes: backingStores.bytesNeeded(id: node.id, width: width, height: height),
                        distance: Self.distance(from: Self.pixelBounds(of: node, toDevice: toDevice), to: screen),
                        isCurrent: isCurrent))
            }
        }
        for sub in node.sublayers {
            collectCandidates(
                sub, parent: node, parentToDevice: toDevice, isMarked: isMarked, screen: screen, into: &candidates,
                curlPages: &curlPages)
        }
    }

    /// The device pixels a layer's own bounds cover, without its sublayers'.
    private static func pixelBounds(of node: LayerNode, toDevice m: Homography) -> IntRect {
        let b = node.bounds.standardized
        guard !b.isNull else { return .empty }
        let polygon = ConvexPolygon(rectMinX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, through: m)
        return polygon.isEmpty ? .empty : polygon.pixelBounds
    }

    /// Device pixels between a layer's bounds and the screen's (0 where they meet); a layer
    /// nothing of which projects onto the screen's plane is the farthest.
    private static func distance(from rect: IntRect, to screen: IntRect) -> Int {
        guard !rect.isEmpty else { return Int.max }
        let dx = max(0, screen.x0 - rect.x1, rect.x0 - screen.x1)
        let dy = max(0, screen.y0 - rect.y1, rect.y0 - screen.y1)
        return dx.addingReportingOverflow(dy).overflow ? Int.max : dx + dy
    }
}

/// A layer marked to draw ahead, with what its store costs and how far it lies from the screen.
private struct DrawAheadCandidate {
    let node: LayerNode
    let bytes: Int
    let distance: Int
    let isCurrent: Bool
}

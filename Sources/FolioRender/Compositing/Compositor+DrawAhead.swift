public import FolioCore

extension Compositor {
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
    /// - Parameters:
    ///   - root: The layer tree, as published by a window.
    ///   - scale: Pixels per point, as the next frame will use.
    ///   - limit: How many backing stores to draw at most.
    /// - Returns: Whether marked content is still left to draw (call again while idle).
    @discardableResult
    public func drawAhead(_ root: LayerNode, scale: Double = 1, limit: Int = 1) -> Bool {
        // The scale content is drawn at (`contentScale`), as the next frame will set it.
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        var budget = max(limit, 0)
        return drawAhead(root, isMarked: false, budget: &budget)
    }

    /// Walks `node`'s subtree; `isMarked` when it lies inside a marked subtree (whose visible
    /// parts showing the page will show). Returns whether anything was left undrawn.
    private func drawAhead(_ node: LayerNode, isMarked insideMarked: Bool, budget: inout Int) -> Bool {
        let isMarked = insideMarked || node.drawsAhead
        if node.isHidden {
            // Hidden for its own reasons inside a marked page, or hidden without the mark:
            // showing the page would not show it.
            guard node.drawsAhead, !insideMarked else { return false }
        } else if node.alpha <= 0 && !node.drawsAhead {
            // Transparent inside a page (the page's own opacity is set when it shows).
            return false
        }
        var isLeft = false
        if isMarked, case .drawing(let drawer, let version)? = node.content {
            let bounds = node.bounds.standardized
            let s = contentScale(node)
            let background = bakedBackground(of: node)
            if !bounds.isNull, !TileCache.needsTiles(bounds: bounds, scale: s),
                !backingStores.isCurrent(
                    id: node.id, drawer: drawer, version: version, bounds: bounds, scale: s, background: background)
            {
                if budget > 0 {
                    budget -= 1
                    _ = backingStores.store(
                        id: node.id, drawer: drawer, version: version, bounds: bounds, scale: s,
                        background: background)
                } else {
                    isLeft = true
                }
            }
        }
        for sub in node.sublayers where drawAhead(sub, isMarked: isMarked, budget: &budget) { isLeft = true }
        return isLeft
    }
}

import FolioCore

extension Compositor {
    /// The most layers ``clipCutsNothing(_:bounds:toDevice:)`` looks at before it answers no:
    /// the question is asked every frame, and a clipping layer with a deep tree inside keeps
    /// its mask rather than have every layer of it measured.
    static let uncutClipLayerBudget = 32

    /// Whether `node`'s clip to its bounds `b` leaves every pixel its sublayers draw as it is,
    /// seen through `m`, so the clip's mask need not be made: square corners, seen in
    /// perspective (a flat clip is a rectangle, cheap and exact), and each sublayer shown
    /// placed flat inside the bounds with everything under it. A zooming scroll view at its
    /// whole-page scale, holding one page, is such a layer.
    ///
    /// In a cube or a cover flow each page of a zoomable document turns inside one: its mask
    /// was made every frame, and under it the page could not hide what lies beneath (the
    /// desk's background was filled across the frame, then drawn over). A square mask covers
    /// whole the pixels whose centres lie inside the layer, as a textured quad does, so a
    /// page inside it draws the same pixels without it.
    func clipCutsNothing(_ node: LayerNode, bounds b: Rect, toDevice m: Homography) -> Bool {
        guard node.cornerRadius <= 0, !m.isAxisAligned, !b.isNull else { return false }
        var budget = Self.uncutClipLayerBudget
        return sublayers(of: node, lieInside: b, placedBy: .identity, budget: &budget)
    }

    /// Whether every shown sublayer of `node`, and what it draws, lies inside `b` once placed
    /// by its transform to `node` and then `m` (from `node` to the clipping layer).
    private func sublayers(of node: LayerNode, lieInside b: Rect, placedBy m: Homography, budget: inout Int) -> Bool {
        for sub in node.sublayers where !sub.isHidden && sub.alpha > 0 {
            budget -= 1
            guard budget >= 0, sub.deformation == nil else { return false }
            let sb = sub.bounds.standardized
            // Tiles are whole texels, and the last of a row or column may reach past the
            // bounds by a fraction of one: the clip cuts that.
            if case .drawing? = sub.content, TileCache.needsTiles(bounds: sb, scale: contentScale(sub)) { return false }
            // A layer with no bounds draws nothing, its sublayers included.
            if sb.isNull { continue }
            let toClip = LayerGeometry.toParent(sub, parent: node).concatenating(m)
            guard let placed = toClip.axisAlignedImage(of: sb), b.contains(placed) else { return false }
            // A sublayer that clips keeps its own tree inside its bounds, and so inside `b`.
            if sub.clipsToBounds { continue }
            guard sublayers(of: sub, lieInside: b, placedBy: toClip, budget: &budget) else { return false }
        }
        return true
    }
}

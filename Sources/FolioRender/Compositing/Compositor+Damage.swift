package import FolioCore

/// Which pixels a frame must draw when the pixels under it still hold the frame before
/// (the window surface does): the damage between two layer trees.
///
/// A reader's page fills a third of a wide window, and a turn changes only the page: the
/// paper around it, its shadow and the labels stay as they were. Drawing only the changed
/// pixels over the last frame, and handing the window only those, saves the fill of the
/// background and the blend of the shadow in every frame of a turn, and the X server's copy
/// of pixels that did not change (docs/Architecture.md §6.2.1).
extension Compositor {
    /// The device pixels that can differ between the frame `old` was drawn as and the frame
    /// `new` will be, both drawn at `scale`: the old and the new place of every layer whose
    /// own appearance changed (with its sublayers), and of every subtree whose layers came,
    /// went or were reordered. Empty when the two trees draw alike.
    ///
    /// Every pixel outside the result is drawn the same in both frames, so drawing the new
    /// tree only inside it (``render(_:intoPixels:width:height:rowLength:scale:background:limitedTo:)``)
    /// over the old frame's pixels gives the new frame.
    package func damage(from old: LayerNode, to new: LayerNode, scale: Double) -> IntRect {
        // The same walk a window's frame takes (``frameDamage(from:to:scale:bounds:)``), over
        // every pixel, with a scroll's moved rows counted as changed.
        let everywhere = IntRect(
            x0: -Self.damageReach, y0: -Self.damageReach, x1: Self.damageReach, y1: Self.damageReach)
        let frame = frameDamage(from: old, to: new, scale: scale, bounds: everywhere)
        return frame.move.map { frame.rects.bounds.union($0.rect) } ?? frame.rects.bounds
    }

    /// How far from the origin ``damage(from:to:scale:)`` looks, in pixels: beyond any frame.
    private static let damageReach = 1 << 30

    /// Keeps the backing stores a whole frame of `node` would keep: those of the layers it
    /// shows, and of hidden or transparent ones drawn ahead (``drawNode(_:parent:parentToDevice:target:alpha:)``'s
    /// rules), for a frame whose limit kept some of them from drawing.
    func keepStoresOfShownLayers(_ node: LayerNode) {
        if Self.keepsOutOfSight(node) { return keepBackingStores(of: node, shown: false) }
        guard !node.isHidden, node.alpha > 0 else { return }
        if case .drawing? = node.content { backingStores.touch(id: node.id) }
        for sub in node.sublayers { keepStoresOfShownLayers(sub) }
    }

    /// The two curls of a page whose curl alone changed: the same layer, page and book, and
    /// a subtree that draws alike; nil otherwise.
    static func movedCurls(_ a: LayerNode, _ b: LayerNode) -> (PageCurl, PageCurl)? {
        guard case .pageCurl(let before)? = a.deformation, case .pageCurl(let after)? = b.deformation,
            before.pageRect == after.pageRect, before.shadowBounds == after.shadowBounds,
            drawsAlike(a, b, ignoringDeformation: true), subtreesDrawAlike(a.sublayers, b.sublayers)
        else { return nil }
        return (before, after)
    }

    /// Whether every layer of two lists of sublayers draws alike, all the way down.
    private static func subtreesDrawAlike(_ a: [LayerNode], _ b: [LayerNode]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !drawsAlike(x, y) || !subtreesDrawAlike(x.sublayers, y.sublayers) {
            return false
        }
        return true
    }

    /// Whether two layers draw the same pixels themselves and place their sublayers the same
    /// way. A deformation (a curl or a mesh) is taken to change every frame, unless
    /// `ignoringDeformation`.
    static func drawsAlike(_ a: LayerNode, _ b: LayerNode, ignoringDeformation: Bool = false) -> Bool {
        guard a.id == b.id, a.bounds == b.bounds, a.position == b.position, a.anchorPoint == b.anchorPoint,
            a.transform == b.transform, a.sublayerTransform == b.sublayerTransform, a.alpha == b.alpha,
            a.isHidden == b.isHidden, a.clipsToBounds == b.clipsToBounds, a.backgroundColor == b.backgroundColor,
            a.cornerRadius == b.cornerRadius, a.contentsScale == b.contentsScale,
            a.allowsGroupOpacity == b.allowsGroupOpacity,
            ignoringDeformation || (a.deformation == nil && b.deformation == nil)
        else { return false }
        switch (a.content, b.content) {
        case (nil, nil):
            return true
        case (.drawing(let p, let pv)?, .drawing(let q, let qv)?):
            return p === q && pv == qv
        case (.image(let p)?, .image(let q)?):
            return p === q
        default:
            return false
        }
    }
}

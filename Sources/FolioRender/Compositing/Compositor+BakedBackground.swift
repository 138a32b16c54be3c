import FolioCore

extension Compositor {
    /// The layer's background colour, when its drawn content is drawn onto it in the backing
    /// store: an opaque colour filling square corners under `.drawing` content.
    ///
    /// A page is paper with text drawn over it. Kept apart, every frame fills the paper and then
    /// blends the text's store over it, two passes over the page; drawn together once, the store
    /// is opaque and a frame copies it (or resamples it once, for a turn in 3D). Source-over onto
    /// an opaque colour is what the two passes compute, so the pixels are the same. Rounded
    /// corners and translucent backgrounds stay apart: the store is a rectangle.
    func bakedBackground(of node: LayerNode) -> UInt32? {
        guard case .drawing? = node.content, node.cornerRadius <= 0, let color = node.backgroundColor,
            color.alpha >= 1
        else { return nil }
        return color.premultipliedARGB
    }

    /// Whether the frame draws the layer's background as part of its content's store, so the
    /// background itself is not filled: baked, and the content drawn into a store with pixels,
    /// whole or in tiles (each tile carries the background under its part of the content, so a
    /// scrolled page larger than the store limit is copied, not filled and then blended).
    func drawsBackgroundInStore(_ node: LayerNode, bounds: Rect) -> Bool {
        guard bakedBackground(of: node) != nil else { return false }
        let s = contentScale(node)
        guard TileCache.needsTiles(bounds: bounds, scale: s) else {
            return BackingStoreCache.pixelSize(of: bounds, scale: s).0 > 0
        }
        // Tiles are drawn up to a billion pixels a side; seen in perspective the content is
        // drawn whole at the frame's scale instead, which needs a store of that size.
        return bounds.width * s < 1e9 && bounds.height * s < 1e9
            && BackingStoreCache.pixelSize(of: bounds, scale: scale).0 > 0
    }
}

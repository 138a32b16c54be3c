import FolioCore

/// Pixels a layer's content drawer drew, with what they were drawn from (the drawer, its
/// content version, the scale and the pixel size), so that a cache redraws them only when one
/// of those changed.
///
/// Both caches of drawn content hold these: ``BackingStoreCache`` one per layer, whole, and
/// ``TileCache`` one per 512-pixel tile of content too large to keep whole.
@MainActor
final class DrawnContent {
    let buffer = PixelBuffer()
    /// Whether every pixel drawn is opaque, so what lies under it need not be drawn.
    private(set) var isOpaque = false
    private var version = 0
    private var drawer: ObjectIdentifier?
    private var scale = 0.0
    /// The opaque background colour the content was drawn onto, if any (premultiplied ARGB).
    private var background: UInt32?

    /// Whether the pixels are `drawer`'s content at `version` and `scale`, `width` × `height`,
    /// drawn onto `background`.
    func isCurrent(
        drawer: any LayerContentDrawing, version: Int, scale: Double, width: Int, height: Int,
        background: UInt32? = nil
    ) -> Bool {
        self.drawer == ObjectIdentifier(drawer) && self.version == version && self.scale == scale
            && buffer.width == width && buffer.height == height && self.background == background
    }

    /// Forgets what the pixels were drawn from, so the next ``redrawIfNeeded`` draws: for a
    /// buffer kept to be reused for other content.
    func invalidate() {
        drawer = nil
    }

    /// Draws `drawer`'s content of `bounds` into a `width` × `height` buffer unless the pixels
    /// are current; `place` maps the buffer's pixels to content points first (a scale, and for
    /// a tile the offset of its corner). With a `background`, the content is drawn onto that
    /// opaque colour rather than onto transparency. Returns whether it drew.
    func redrawIfNeeded(
        drawer: any LayerContentDrawing, version: Int, scale: Double, width: Int, height: Int, bounds: Rect,
        background: UInt32? = nil, place: (CairoGraphicsContext) -> Void
    ) -> Bool {
        guard
            !isCurrent(
                drawer: drawer, version: version, scale: scale, width: width, height: height, background: background)
        else { return false }
        buffer.resize(width: width, height: height)
        buffer.clear(to: background ?? 0)
        let context = CairoGraphicsContext(buffer: buffer, scale: 1, clear: false)
        place(context)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawer.drawContent(in: context, bounds: bounds)
        context.flush()
        self.drawer = ObjectIdentifier(drawer)
        self.version = version
        self.scale = scale
        self.background = background
        isOpaque = buffer.isOpaque()
        return true
    }
}

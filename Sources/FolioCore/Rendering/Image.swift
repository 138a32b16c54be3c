/// Decoded pixels plus the scale they were made for, the counterpart of `UIImage`.
///
/// Images are immutable and shared by reference, so renderers can cache by identity.
/// Load files with the renderer's loader (`ImageLoader` in FolioRender), or build one from a
/// ``Bitmap``.
public final class Image: Sendable {
    /// The pixels.
    public let bitmap: Bitmap
    /// Pixels per point (2 for a "@2x" image).
    public let scale: Double

    /// Creates an image from pixels.
    public init(bitmap: Bitmap, scale: Double = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
    }

    /// The size in points.
    public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }
}

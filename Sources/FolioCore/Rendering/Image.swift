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
    /// Whether every pixel is known to be opaque: only for an image made with
    /// ``init(scanningOpacityOf:scale:)``, `false` (unknown) otherwise.
    ///
    /// A renderer copies a known-opaque image instead of blending it, several times faster:
    /// a PDF page a scrolling column copies wherever the scroll uncovers it is the case it is
    /// for.
    public let isKnownOpaque: Bool

    /// Creates an image from pixels.
    public init(bitmap: Bitmap, scale: Double = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
        isKnownOpaque = false
    }

    /// Creates an image from pixels, reading each once to learn whether all are opaque
    /// (``isKnownOpaque``): for an image drawn many times, made off the main thread (a PDF
    /// page as it arrives from the renderer).
    public init(scanningOpacityOf bitmap: Bitmap, scale: Double = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
        isKnownOpaque = bitmap.isOpaque
    }

    /// The size in points.
    public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }
}

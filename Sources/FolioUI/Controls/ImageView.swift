public import FolioCore

/// A view that shows an image placed by a content mode, the counterpart of `UIImageView`.
///
/// ```swift
/// let cover = ImageView(image: try ImageLoader.load(contentsOfFile: "cover.jpg"))
/// cover.frame = Rect(x: 0, y: 0, width: 320, height: 480)
/// cover.contentMode = .scaleAspectFill
/// view.addSubview(cover)
/// ```
///
/// `scaleToFill` hands the image to the renderer as layer content (no redraw, copied or
/// resampled straight into the frame); the other modes draw it through the graphics context.
///
/// - Note: Content never extends beyond the bounds, as if `clipsToBounds` were set:
///   `scaleAspectFill` and `center` crop the image to the view. ``contentMode`` lives on the
///   image view rather than on every view.
@MainActor
open class ImageView: View {
    /// How content is placed in the bounds, the counterpart of `UIView.ContentMode`.
    ///
    /// The raw values are UIKit's (Folio has no `.redraw`, 3).
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretched to fill the bounds exactly (the default).
        case scaleToFill = 0
        /// Scaled to fit inside the bounds keeping its aspect ratio, centred (letterboxed).
        case scaleAspectFit = 1
        /// Scaled to cover the bounds keeping its aspect ratio, centred and cropped.
        case scaleAspectFill = 2
        /// At its natural size, centred.
        case center = 4
        /// At its natural size, against an edge or corner.
        case top = 5, bottom = 6, left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12
    }

    /// The image shown, or `nil`.
    public var image: Image? {
        didSet {
            if image !== oldValue {
                setNeedsDisplay()
                treeDidChange()
            }
        }
    }

    /// How the image is placed; `.scaleToFill` by default, as in UIKit.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view sized to the image (in points).
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Image views draw their image.
    open override var drawsContent: Bool { image != nil }

    /// The image itself when it fills the bounds exactly, so the renderer can copy it;
    /// otherwise drawn content.
    open override func layerContent() -> LayerContent? {
        guard let image else { return nil }
        if contentMode == .scaleToFill || imageRect(for: image) == bounds { return .image(image) }
        return .drawing(self, version: contentVersion)
    }

    /// Draws the image where ``contentMode`` puts it.
    open override func draw(in context: any GraphicsContext) {
        guard let image else { return }
        context.saveGState()
        context.addRect(bounds)
        context.clip()
        context.draw(image, in: imageRect(for: image))
        context.restoreGState()
    }

    /// The image's natural size in points.
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    /// Where the image lands in bounds coordinates for the current content mode.
    public func imageRect(for image: Image) -> Rect {
        let b = bounds
        let natural = image.size
        guard natural.width > 0, natural.height > 0 else { return b }
        let size: Size
        switch contentMode {
        case .scaleToFill:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / natural.width
            let sy = b.height / natural.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            size = Size(width: natural.width * s, height: natural.height * s)
        default:
            size = natural
        }
        let x: Double
        switch contentMode {
        case .left, .topLeft, .bottomLeft: x = b.minX
        case .right, .topRight, .bottomRight: x = b.maxX - size.width
        default: x = b.midX - size.width / 2
        }
        let y: Double
        switch contentMode {
        case .top, .topLeft, .topRight: y = b.minY
        case .bottom, .bottomLeft, .bottomRight: y = b.maxY - size.height
        default: y = b.midY - size.height / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

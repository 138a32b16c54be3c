/// How large an image may be once decoded, so that what a file claims can never decide how
/// much memory Folio takes.
///
/// ```swift
/// // Decode a photo for a 1280 × 800 window: at most 1280 × 800 pixels, aspect kept.
/// let limit = ImageSizeLimit(maxWidth: 1280, maxHeight: 800)
/// let photo = try ImageLoader.load(contentsOfFile: "panorama.jpg", fitting: limit)
/// ```
///
/// Images larger than ``maxWidth`` × ``maxHeight`` are reduced to fit it while they are
/// decoded: JPEGs with libjpeg-turbo's scaled decoding, PNGs row by row as libpng reads them.
/// Whatever the target, no decode step holds more than ``ImageLoader/pixelBudget`` pixels; a
/// file that would need more is refused with
/// ``ImageLoadingError/tooLarge(format:width:height:limit:)``.
public struct ImageSizeLimit: Hashable, Sendable {
    /// The widest the decoded image may be, in pixels (at least 1).
    public var maxWidth: Int
    /// The tallest the decoded image may be, in pixels (at least 1).
    public var maxHeight: Int

    /// A limit of `maxWidth` × `maxHeight` pixels; values below 1 count as 1.
    public init(maxWidth: Int, maxHeight: Int) {
        self.maxWidth = max(1, maxWidth)
        self.maxHeight = max(1, maxHeight)
    }

    /// No reduction: only ``ImageLoader/pixelBudget`` applies.
    public static let none = ImageSizeLimit(maxWidth: .max, maxHeight: .max)

    /// The size an image of `width` × `height` is reduced to: the largest size with its
    /// aspect ratio that fits the limit (the image's own size when it already fits).
    public func fittedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        guard width > maxWidth || height > maxHeight, width > 0, height > 0 else { return (width, height) }
        let factor = min(Double(maxWidth) / Double(width), Double(maxHeight) / Double(height))
        // Both results are at most the limit, which is an Int, so the conversion cannot trap.
        let fittedWidth = min(maxWidth, max(1, Int((Double(width) * factor).rounded())))
        let fittedHeight = min(maxHeight, max(1, Int((Double(height) * factor).rounded())))
        return (fittedWidth, fittedHeight)
    }
}

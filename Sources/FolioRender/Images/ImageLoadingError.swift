/// Why an image could not be decoded; each case's description says what to do.
///
/// ```swift
/// do {
///     let image = try ImageLoader.load(contentsOfFile: "cover.jpg")
/// } catch {
///     print(error)  // "No image file at cover.jpg: check the path."
/// }
/// ```
///
/// - Note: `UIImage(contentsOfFile:)` returns `nil` without saying why; Folio throws one of
///   these so an app can tell its user what is wrong with the file.
public enum ImageLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The data is not PNG or JPEG; `detected` names the format when it is recognised.
    case unsupportedFormat(detected: String?)
    /// The data claims to be PNG or JPEG but is damaged or truncated.
    case corruptData(format: String, detail: String)
    /// The image is larger than Folio decodes: `width` × `height` pixels, over `limit` pixels
    /// even at the smallest scale the format can be decoded at.
    case tooLarge(format: String, width: Int, height: Int, limit: Int)
    /// A progressive JPEG of `width` × `height` pixels, over `limit`: progressive files are
    /// decoded at full size before they are reduced, so their full size counts.
    case progressiveTooLarge(width: Int, height: Int, limit: Int)
    /// A progressive JPEG of `count` scans, more than `limit` for its size: each scan is a
    /// pass over the whole image.
    case tooManyScans(count: Int, limit: Int)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "No image file at \(path): check the path."
        case .unreadable(let path, let reason):
            "Could not read the image file \(path) (\(reason)): check that it is a readable file."
        case .unsupportedFormat(let detected?):
            "\(detected) images are not supported: convert the image to PNG or JPEG."
        case .unsupportedFormat(nil):
            "The data is not a PNG or JPEG image: convert it to PNG or JPEG."
        case .corruptData(let format, let detail):
            "The \(format) data is damaged or incomplete (\(detail)): re-export or re-download the image."
        case .tooLarge(let format, let width, let height, let limit):
            "The \(format) image is \(width)×\(height) pixels, over Folio's limit of \(limit / 1_048_576) megapixels "
                + "per decoded image: save a smaller copy (or a JPEG, which is decoded at the size shown)."
        case .progressiveTooLarge(let width, let height, let limit):
            "The progressive JPEG image is \(width)×\(height) pixels, over Folio's limit of "
                + "\(limit / 1_048_576) megapixels for a progressive JPEG (decoded whole before it is reduced): "
                + "save it as a baseline JPEG or a smaller copy."
        case .tooManyScans(let count, let limit):
            "The progressive JPEG image has \(count) scans, over Folio's limit of \(limit) for its size: "
                + "save it again as a baseline JPEG."
        }
    }
}

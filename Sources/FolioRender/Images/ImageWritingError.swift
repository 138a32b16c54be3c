/// Why a bitmap could not be written as PNG.
public enum ImageWritingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// PNG cannot hold an image without pixels.
    case emptyBitmap
    /// The encoder failed.
    case encodingFailed(detail: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .emptyBitmap:
            "A bitmap with no pixels cannot be written as PNG: give it a width and height of at least 1."
        case .encodingFailed(let detail):
            "PNG encoding failed (\(detail))."
        case .unwritable(let path, let reason):
            "Could not write \(path) (\(reason)): check that the folder exists and is writable."
        }
    }
}

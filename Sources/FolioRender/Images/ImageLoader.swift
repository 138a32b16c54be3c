public import FolioCore
public import Foundation

/// Decodes PNG and JPEG files into `Image`s, the counterpart of `UIImage(contentsOfFile:)`.
///
/// ```swift
/// let photo = try ImageLoader.load(contentsOfFile: "/photos/cat@2x.jpg")
/// photo.scale  // 2, from the "@2x" suffix
/// ```
///
/// - Note: Unlike `UIImage`, failures are thrown as ``ImageLoadingError`` with a message
///   that says what is wrong. EXIF orientation is not applied.
public enum ImageLoader {
    /// The most pixels any decoding step holds at once: 32 megapixels, 128 MB of ARGB32.
    ///
    /// A file's header can claim any size; this budget is checked before anything is
    /// allocated, so no file can make Folio take more memory than this per image.
    public static let pixelBudget = 32 * 1_048_576

    /// The largest image file read: 256 MB. Files are read whole before decoding.
    public static let maximumFileBytes = 256 * 1_048_576

    /// Loads an image file; the scale comes from an `@2x`/`@3x` suffix unless given.
    ///
    /// - Parameters:
    ///   - path: The PNG or JPEG file.
    ///   - scale: Pixels per point; nil takes it from the file name's `@2x`/`@3x` suffix.
    ///   - limit: The largest size the image is shown at; larger images are decoded at a
    ///     size that fits it, keeping their aspect ratio. The image's
    ///     `size` stays the size the file declares (to within a point, where the reduced
    ///     sides round differently), so layout does not change.
    public static func load(
        contentsOfFile path: String, scale: Double? = nil, fitting limit: ImageSizeLimit = .none
    ) throws(ImageLoadingError) -> Image {
        let data = try readFile(path)
        let declared = try declaredSize(data)
        let bitmap = try decode(data, fitting: limit)
        let pointScale = scale ?? scaleSuffix(of: path)
        // A reduced bitmap carries more points per pixel, so the image keeps its declared size.
        let reduction = bitmap.width > 0 ? Double(bitmap.width) / Double(declared.width) : 1
        return Image(bitmap: bitmap, scale: pointScale * reduction)
    }

    /// Decodes PNG or JPEG data, reduced to fit `limit`.
    public static func decode(_ data: Data, fitting limit: ImageSizeLimit = .none) throws(ImageLoadingError) -> Bitmap {
        if data.starts(with: PNGCodec.signature) { return try PNGCodec.decode(data, fitting: limit) }
        if JPEGDecoder.matches(data) { return try JPEGDecoder.decode(data, fitting: limit) }
        throw .unsupportedFormat(detected: detectFormat(data))
    }

    /// The width and height in pixels that the data's header declares, read without decoding.
    public static func declaredSize(_ data: Data) throws(ImageLoadingError) -> (width: Int, height: Int) {
        if data.starts(with: PNGCodec.signature) { return try PNGCodec.headerSize(data) }
        if JPEGDecoder.matches(data) {
            let plan = try JPEGDecoder.plan(data, fitting: .none)
            // The size it is shown at: a photo taken upright is stored on its side.
            return JPEGOrientation.of(data).swapsSides ? (plan.height, plan.width) : (plan.width, plan.height)
        }
        throw .unsupportedFormat(detected: detectFormat(data))
    }

    /// Checks cheaply that the file at `path` looks like a PNG or JPEG (its signature, and a
    /// PNG's header), reading only its first bytes: enough to report a wrong file when a
    /// folder opens, without decoding thousands of photos.
    public static func checkSignature(ofFile path: String) throws(ImageLoadingError) {
        let head: Data
        do {
            head = try OpenedFile(path: path).read(upToCount: 24)
        } catch .notFound {
            throw .fileNotFound(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        if head.starts(with: PNGCodec.signature) {
            _ = try PNGCodec.headerSize(head)
        } else if !JPEGDecoder.matches(head) {
            throw .unsupportedFormat(detected: detectFormat(head))
        }
    }

    /// The whole file, within ``maximumFileBytes`` as the opened file counts it (a link
    /// counts as its target); only a regular file is read.
    static func readFile(_ path: String) throws(ImageLoadingError) -> Data {
        do {
            return try FileContents.read(path, limit: maximumFileBytes)
        } catch .notFound {
            throw .fileNotFound(path: path)
        } catch .tooLarge {
            throw .unreadable(
                path: path, reason: "it is over Folio's limit of \(maximumFileBytes / 1_048_576) MB per image file")
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
    }

    /// 2 for "name@2x.png", 3 for "@3x", otherwise 1.
    static func scaleSuffix(of path: String) -> Double {
        let name = (path as NSString).deletingPathExtension
        for s in [3, 2] where name.hasSuffix("@\(s)x") { return Double(s) }
        return 1
    }

    /// Names common formats we do not decode, so the error can say what the file is.
    static func detectFormat(_ data: Data) -> String? {
        let b = [UInt8](data.prefix(12))
        func starts(_ p: [UInt8]) -> Bool { b.count >= p.count && Array(b[0..<p.count]) == p }
        if starts([0x47, 0x49, 0x46, 0x38]) { return "GIF" }
        if starts([0x42, 0x4D]) { return "BMP" }
        if b.count >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && Array(b[8..<12]) == [0x57, 0x45, 0x42, 0x50] {
            return "WebP"
        }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        if b.count >= 12 && Array(b[4..<8]) == [0x66, 0x74, 0x79, 0x70] { return "HEIF/AVIF" }
        if starts([0x25, 0x50, 0x44, 0x46]) { return "PDF" }
        return nil
    }
}

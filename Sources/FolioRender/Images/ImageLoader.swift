public import FolioCore
public import Foundation

/// Decodes PNG and JPEG files into ``Image``s, the counterpart of `UIImage(contentsOfFile:)`.
///
/// ```swift
/// let photo = try ImageLoader.load(contentsOfFile: "/photos/cat@2x.jpg")
/// photo.scale  // 2, from the "@2x" suffix
/// ```
///
/// - Note: Unlike `UIImage`, failures are thrown as ``ImageLoadingError`` with a message
///   that says what is wrong. EXIF orientation is not applied.
public enum ImageLoader {
    /// Loads an image file; the scale comes from an `@2x`/`@3x` suffix unless given.
    public static func load(contentsOfFile path: String, scale: Double? = nil) throws(ImageLoadingError) -> Image {
        let data = try readFile(path)
        let bitmap = try decode(data)
        return Image(bitmap: bitmap, scale: scale ?? scaleSuffix(of: path))
    }

    /// Decodes PNG or JPEG data.
    public static func decode(_ data: Data) throws(ImageLoadingError) -> Bitmap {
        if data.starts(with: PNGCodec.signature) { return try PNGCodec.decode(data) }
        if JPEGDecoder.matches(data) { return try JPEGDecoder.decode(data) }
        throw .unsupportedFormat(detected: detectFormat(data))
    }

    static func readFile(_ path: String) throws(ImageLoadingError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a folder") }
        do {
            return try FileContents.read(path)
        } catch {
            throw .unreadable(path: path, reason: "\(error.localizedDescription)")
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

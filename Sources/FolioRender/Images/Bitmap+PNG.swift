public import FolioCore
public import Foundation

extension Bitmap {
    /// The bitmap encoded as PNG (straight alpha, as PNG requires).
    ///
    /// ```swift
    /// try frame.pngData().write(to: URL(fileURLWithPath: "frame.png"))
    /// ```
    public func pngData() throws(ImageWritingError) -> Data { try PNGCodec.encode(self) }

    /// Writes the bitmap as a PNG file, replacing any existing file.
    public func writePNG(toFile path: String) throws(ImageWritingError) {
        let data = try pngData()
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
    }

    /// Decodes PNG data.
    public init(pngData data: Data) throws(ImageLoadingError) {
        guard data.starts(with: PNGCodec.signature) else {
            throw .unsupportedFormat(
                detected: ImageLoader.detectFormat(data) ?? (JPEGDecoder.matches(data) ? "JPEG" : nil))
        }
        self = try PNGCodec.decode(data)
    }

    /// Reads a PNG file.
    public init(contentsOfPNGFile path: String) throws(ImageLoadingError) {
        try self.init(pngData: ImageLoader.readFile(path))
    }
}

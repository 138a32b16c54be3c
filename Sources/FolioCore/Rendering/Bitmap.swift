/// A rectangle of pixels: premultiplied 8-bit-per-channel ARGB, one `UInt32` per pixel,
/// row-major with no padding.
///
/// The pixel layout is `0xAARRGGBB` in a native-endian `UInt32` — the format Cairo calls
/// `ARGB32` and SDL `ARGB8888` — so drawing, compositing and presenting never convert.
///
/// ```swift
/// var frame = Bitmap(width: 320, height: 240, fill: .white)
/// frame[10, 20] = Color.red.premultipliedARGB
/// ```
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` pixels, row by row.
    public var pixels: [UInt32]

    /// Creates a bitmap filled with one colour (transparent by default).
    ///
    /// Negative sizes are treated as zero.
    public init(width: Int, height: Int, fill: Color = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = [UInt32](repeating: fill.premultipliedARGB, count: self.width * self.height)
    }

    /// Creates a bitmap from existing pixels.
    ///
    /// - Returns: `nil` when `pixels.count != width × height`.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`. Out-of-range reads return transparent black and
    /// out-of-range writes are ignored.
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return pixels[y * width + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * width + x] = newValue
        }
    }

    /// Whether every pixel is opaque (false for an empty bitmap); reads them all.
    public var isOpaque: Bool { pixels.withUnsafeBufferPointer(Self.areOpaque) }

    /// Whether every pixel of `pixels` (premultiplied ARGB) is opaque; false when there are
    /// none. The one scan the renderers share: images, backing stores and tiles.
    public static func areOpaque(_ pixels: UnsafeBufferPointer<UInt32>) -> Bool {
        var all: UInt32 = 0xFF00_0000
        for pixel in pixels { all &= pixel }
        return all == 0xFF00_0000 && !pixels.isEmpty
    }

    /// The colour at a pixel, un-premultiplied.
    public func color(x: Int, y: Int) -> Color {
        let p = self[x, y]
        let a = Double(p >> 24) / 255
        guard a > 0 else { return .clear }
        return Color(
            red: Double((p >> 16) & 0xFF) / 255 / a, green: Double((p >> 8) & 0xFF) / 255 / a,
            blue: Double(p & 0xFF) / 255 / a, alpha: a)
    }
}

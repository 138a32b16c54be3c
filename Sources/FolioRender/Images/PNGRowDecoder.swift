internal import CFolioPNG
import FolioCore
import Foundation

/// Decodes a PNG one row at a time through libpng, reducing it to the size it is shown at as
/// the rows arrive.
///
/// A PNG's pixels are compressed as a whole, but filtered and stored row by row, so a
/// non-interlaced image never has to exist in memory at full size: each row is
/// premultiplied and added into one row of box sums, and every finished box row becomes a
/// row of the result. A 20000 × 20000 poster (1.6 GB of pixels, 1.5 MB of file) shown in a
/// 1280 × 800 window costs the window-sized result plus two rows. Interlaced (Adam7) images
/// spread each row over seven passes, so they are decoded whole by ``PNGCodec`` instead.
///
/// The result equals decoding the whole image and reducing it with ``BitmapReduction``:
/// the same premultiplication as Cairo's PNG reader and the same boxes and rounding.
enum PNGRowDecoder {
    /// The reduced image, or nil when the file is interlaced (which this decoder does not read).
    static func decode(_ data: Data, toWidth width: Int, height: Int) throws(ImageLoadingError) -> Bitmap? {
        let result: Result<Bitmap?, ImageLoadingError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                return .failure(.corruptData(format: "PNG", detail: "no data"))
            }
            return decode(base, count: raw.count, toWidth: width, height: height)
        }
        return try result.get()
    }

    private static func decode(
        _ bytes: UnsafePointer<UInt8>, count: Int, toWidth requestedWidth: Int, height requestedHeight: Int
    ) -> Result<Bitmap?, ImageLoadingError> {
        var message = [CChar](repeating: 0, count: 200)
        guard let reader = folio_png_open(bytes, count, &message, message.count) else {
            return .failure(.corruptData(format: "PNG", detail: text(message)))
        }
        defer { folio_png_close(reader) }
        var sourceWidth: UInt32 = 0
        var sourceHeight: UInt32 = 0
        var interlaced: Int32 = 0
        folio_png_info(reader, &sourceWidth, &sourceHeight, &interlaced)
        guard interlaced == 0 else { return .success(nil) }
        let columns = Int(sourceWidth)
        let rows = Int(sourceHeight)
        // The caller checked both sides against PNGCodec's limits; these guard the arithmetic.
        guard columns > 0, rows > 0, columns <= PNGCodec.maximumSide, rows <= PNGCodec.maximumSide else {
            return .failure(.corruptData(format: "PNG", detail: "size \(columns)×\(rows)"))
        }
        let width = min(max(1, requestedWidth), columns)
        let height = min(max(1, requestedHeight), rows)
        // Output column x sums source columns boundaries[x] ..< boundaries[x + 1]; every
        // product is below 2³⁴, far inside Int.
        let boundaries = (0...width).map { $0 * columns / width }
        var row = [UInt8](repeating: 0, count: columns * 4)
        var sums = [Int](repeating: 0, count: width * 4)
        // Allocated once the first rows decode, so a file that only claims a size costs nothing.
        var pixels: [UInt32] = []
        var outputRow = 0
        var rowsInBox = 0
        for sourceRow in 0..<rows {
            let status = row.withUnsafeMutableBufferPointer { buffer in
                folio_png_read_row(reader, buffer.baseAddress, &message, message.count)
            }
            guard status == 0 else { return .failure(.corruptData(format: "PNG", detail: text(message))) }
            accumulate(row, into: &sums, boundaries: boundaries)
            rowsInBox += 1
            // The box of output row y ends at source row (y + 1) · rows / height.
            if sourceRow + 1 == (outputRow + 1) * rows / height {
                if pixels.isEmpty { pixels = [UInt32](repeating: 0, count: width * height) }
                emit(&sums, rowsInBox: rowsInBox, boundaries: boundaries, into: &pixels, row: outputRow, width: width)
                outputRow += 1
                rowsInBox = 0
            }
        }
        return .success(Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: 0, height: 0))
    }

    /// Adds one row of straight-alpha RGBA bytes, premultiplied as Cairo does, into the sums.
    private static func accumulate(_ row: [UInt8], into sums: inout [Int], boundaries: [Int]) {
        row.withUnsafeBufferPointer { source in
            sums.withUnsafeMutableBufferPointer { sums in
                for x in 0..<(boundaries.count - 1) {
                    var a = 0
                    var r = 0
                    var g = 0
                    var b = 0
                    for column in boundaries[x]..<boundaries[x + 1] {
                        let alpha = Int(source[column * 4 + 3])
                        a += alpha
                        if alpha == 255 {
                            r += Int(source[column * 4])
                            g += Int(source[column * 4 + 1])
                            b += Int(source[column * 4 + 2])
                        } else if alpha != 0 {
                            r += premultiply(source[column * 4], alpha)
                            g += premultiply(source[column * 4 + 1], alpha)
                            b += premultiply(source[column * 4 + 2], alpha)
                        }
                    }
                    sums[x * 4] += a
                    sums[x * 4 + 1] += r
                    sums[x * 4 + 2] += g
                    sums[x * 4 + 3] += b
                }
            }
        }
    }

    /// Cairo's rounding of colour × alpha / 255.
    @inline(__always)
    private static func premultiply(_ color: UInt8, _ alpha: Int) -> Int {
        let t = Int(color) * alpha + 0x80
        return (t + (t >> 8)) >> 8
    }

    /// Turns a finished row of box sums into premultiplied ARGB pixels and clears the sums.
    private static func emit(
        _ sums: inout [Int], rowsInBox: Int, boundaries: [Int], into pixels: inout [UInt32], row: Int, width: Int
    ) {
        for x in 0..<width {
            let count = (boundaries[x + 1] - boundaries[x]) * rowsInBox
            let half = count / 2
            let a = UInt32((sums[x * 4] + half) / count)
            let r = UInt32((sums[x * 4 + 1] + half) / count)
            let g = UInt32((sums[x * 4 + 2] + half) / count)
            let b = UInt32((sums[x * 4 + 3] + half) / count)
            pixels[row * width + x] = a << 24 | r << 16 | g << 8 | b
            sums[x * 4] = 0
            sums[x * 4 + 1] = 0
            sums[x * 4 + 2] = 0
            sums[x * 4 + 3] = 0
        }
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? "libpng error" : String(decoding: bytes, as: UTF8.self)
    }
}

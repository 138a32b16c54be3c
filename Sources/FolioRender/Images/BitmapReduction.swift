import FolioCore

/// Shrinks bitmaps by averaging boxes of source pixels, the filter that keeps a downscaled
/// photo free of the aliasing nearest-neighbour sampling leaves.
enum BitmapReduction {
    /// `bitmap` reduced to `width` × `height` (each at most the bitmap's own); the bitmap
    /// itself when it is already that size. Works on premultiplied pixels, so averaging
    /// the channels is correct for translucent images too.
    static func reduce(_ bitmap: Bitmap, toWidth width: Int, height: Int) -> Bitmap {
        let width = min(max(1, width), bitmap.width)
        let height = min(max(1, height), bitmap.height)
        guard width < bitmap.width || height < bitmap.height, bitmap.width > 0, bitmap.height > 0 else {
            return bitmap
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        bitmap.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { destination in
                for y in 0..<height {
                    let top = y * bitmap.height / height
                    let bottom = max(top + 1, (y + 1) * bitmap.height / height)
                    for x in 0..<width {
                        let left = x * bitmap.width / width
                        let right = max(left + 1, (x + 1) * bitmap.width / width)
                        destination[y * width + x] = average(source, stride: bitmap.width, left..<right, top..<bottom)
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: width, height: height)
    }

    private static func average(
        _ source: UnsafeBufferPointer<UInt32>, stride: Int, _ columns: Range<Int>, _ rows: Range<Int>
    ) -> UInt32 {
        var a = 0
        var r = 0
        var g = 0
        var b = 0
        for row in rows {
            for column in columns {
                let pixel = source[row * stride + column]
                a += Int(pixel >> 24)
                r += Int((pixel >> 16) & 0xFF)
                g += Int((pixel >> 8) & 0xFF)
                b += Int(pixel & 0xFF)
            }
        }
        let count = columns.count * rows.count
        let half = count / 2
        return UInt32((a + half) / count) << 24 | UInt32((r + half) / count) << 16 | UInt32((g + half) / count) << 8
            | UInt32((b + half) / count)
    }
}

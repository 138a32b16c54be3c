internal import CCairo
import FolioCore
import Foundation

/// PNG decoding and encoding: libpng row by row for reading, Cairo (libpng underneath) for
/// writing and for interlaced files.
///
/// A non-interlaced PNG is read a row at a time and reduced to the size it is shown at as it
/// is read (``PNGRowDecoder``), so a 20000² poster that compresses to 1.5 MB costs the
/// window's pixels, not 1.6 GB. Interlaced files are decoded whole by Cairo, so their size is
/// checked against ``ImageLoader/pixelBudget`` first. Whatever the route, no result is larger
/// than that budget.
enum PNGCodec {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Feeds Cairo's reader from memory.
    private final class Reader {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    /// Collects Cairo's writer output.
    private final class Writer {
        var data = Data()
    }

    /// The width and height in the IHDR chunk, which the format requires to come first.
    static func headerSize(_ data: Data) throws(ImageLoadingError) -> (width: Int, height: Int) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw .corruptData(format: "PNG", detail: "no IHDR header")
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16)
        let height = bigEndian(20)
        guard width > 0, height > 0 else { throw .corruptData(format: "PNG", detail: "size \(width)×\(height)") }
        return (width, height)
    }

    /// The longest side read row by row: 131072 pixels, a 512 KB row.
    static let maximumSide = 1 << 17

    /// The most source pixels read row by row: 512 megapixels, a few seconds of decoding.
    /// Memory does not grow with it; time does, so this bounds how long one file can take.
    static let maximumStreamedPixels = 512 * 1_048_576

    static func decode(_ data: Data, fitting limit: ImageSizeLimit = .none) throws(ImageLoadingError) -> Bitmap {
        let (width, height) = try headerSize(data)
        // Each side is below 2³², so the product cannot overflow a 64-bit Int.
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumStreamedPixels else {
            throw .tooLarge(format: "PNG", width: width, height: height, limit: maximumStreamedPixels)
        }
        // Adam7 files are decoded whole: refuse one over the budget before libpng reads it.
        let interlaced = data.count > 28 && data[data.startIndex + 28] != 0
        guard !interlaced || width * height <= ImageLoader.pixelBudget else {
            throw .tooLarge(format: "PNG (interlaced)", width: width, height: height, limit: ImageLoader.pixelBudget)
        }
        let fitted = limit.fittedSize(width: width, height: height)
        let budgeted = withinBudget(fitted)
        if let bitmap = try PNGRowDecoder.decode(data, toWidth: budgeted.width, height: budgeted.height) {
            return bitmap
        }
        return BitmapReduction.reduce(try decodeWhole(data), toWidth: budgeted.width, height: budgeted.height)
    }

    /// `size`, reduced with its aspect kept to at most ``ImageLoader/pixelBudget`` pixels: an
    /// image asked for at full size that is larger than the budget comes out at the budget,
    /// as a JPEG does through its scaled decoding.
    static func withinBudget(_ size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        guard size.width * size.height > ImageLoader.pixelBudget else { return size }
        let factor = (Double(ImageLoader.pixelBudget) / Double(size.width * size.height)).squareRoot()
        // Rounding both sides down keeps their product within the budget.
        let width = min(size.width, max(1, Int(Double(size.width) * factor)))
        let height = min(size.height, max(1, Int(Double(size.height) * factor)))
        return (width, height)
    }

    /// The whole image through Cairo: interlaced files, and tests comparing the two routes.
    static func decodeWhole(_ data: Data) throws(ImageLoadingError) -> Bitmap {
        let reader = Reader(data)
        let context = Unmanaged.passUnretained(reader).toOpaque()
        let read: cairo_read_func_t = { closure, out, length in
            guard let closure, let out else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard n <= reader.data.count - reader.offset else { return CAIRO_STATUS_READ_ERROR }
            let start = reader.data.startIndex + reader.offset
            reader.data.copyBytes(to: out, from: start..<(start + n))
            reader.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = withExtendedLifetime(reader, { cairo_image_surface_create_from_png_stream(read, context) })
        else {
            throw .corruptData(format: "PNG", detail: "the decoder could not start")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let detail = String(cString: cairo_status_to_string(status))
            throw .corruptData(format: "PNG", detail: detail)
        }
        return try bitmap(from: surface)
    }

    /// Copies an image surface into a bitmap, making every pixel premultiplied ARGB32.
    private static func bitmap(from surface: OpaquePointer) throws(ImageLoadingError) -> Bitmap {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw .corruptData(format: "PNG", detail: "no pixel data")
        }
        let opaqueBits: UInt32
        switch format {
        case CAIRO_FORMAT_ARGB32: opaqueBits = 0
        case CAIRO_FORMAT_RGB24: opaqueBits = 0xFF00_0000
        default: throw .corruptData(format: "PNG", detail: "unexpected pixel format")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = row[x] | opaqueBits }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: 0, height: 0)
    }

    static func encode(_ bitmap: Bitmap) throws(ImageWritingError) -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else { throw .emptyBitmap }
        let writer = Writer()
        var pixels = bitmap.pixels
        let status: cairo_status_t = pixels.withUnsafeMutableBytes { raw in
            guard let bytes = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let surface = cairo_image_surface_create_for_data(
                    bytes, CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4))
            else { return CAIRO_STATUS_NO_MEMORY }
            defer { cairo_surface_destroy(surface) }
            let write: cairo_write_func_t = { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                let writer = Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue()
                writer.data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }
            return withExtendedLifetime(writer) {
                cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(writer).toOpaque())
            }
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .encodingFailed(detail: String(cString: cairo_status_to_string(status)))
        }
        return writer.data
    }
}

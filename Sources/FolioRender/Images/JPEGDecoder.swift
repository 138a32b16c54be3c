internal import CTurboJPEG
import FolioCore
import Foundation

/// JPEG through libjpeg-turbo's TurboJPEG API.
///
/// TurboJPEG reports failures as return codes, where classic libjpeg needs `setjmp`/`longjmp`
/// (which Swift cannot use), and it writes BGRA bytes — our native-endian `0xAARRGGBB` —
/// straight into the bitmap. Any warning (such as a truncated file) counts as corrupt data:
/// a half-grey page is worse than a clear message.
///
/// The header is read first and the image decoded at the smallest of libjpeg-turbo's scales
/// (1/8 … 1) that still covers the size it is shown at, so memory follows the screen, not
/// the file: a 16384² photo shown in a window is decoded at 2048², never at full size.
/// A camera's EXIF orientation is applied after decoding (``JPEGOrientation``).
///
/// A progressive JPEG is decoded whole before it is scaled (``JPEGScans``): its full size
/// must be within the pixel budget, and its scans within a limit that keeps decoding to a
/// few seconds; others are refused before anything is allocated.
enum JPEGDecoder {
    /// JPEG files start with an SOI marker followed by another marker.
    static func matches(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8
            && data[data.startIndex + 2] == 0xFF
    }

    /// The size the header declares and the size it will be decoded at for `limit`.
    struct Plan: Equatable {
        var width: Int
        var height: Int
        var decodedWidth: Int
        var decodedHeight: Int
        /// Whether the pixels are stored as ink (CMYK or YCCK, as print workflows save them).
        var isCMYK = false
    }

    /// Reads the header and chooses the decoding scale, allocating nothing for pixels.
    static func plan(_ data: Data, fitting limit: ImageSizeLimit) throws(ImageLoadingError) -> Plan {
        guard let handle = tjInitDecompress() else {
            throw .corruptData(format: "JPEG", detail: "the decoder could not start")
        }
        defer { tjDestroy(handle) }
        return try plan(handle, data, limit)
    }

    /// Decodes `data` upright (as its EXIF orientation says), reduced to fit `limit` as shown.
    static func decode(_ data: Data, fitting shownLimit: ImageSizeLimit = .none) throws(ImageLoadingError) -> Bitmap {
        let orientation = JPEGOrientation.of(data)
        let stored = try decodeAsStored(
            data,
            fitting: orientation.swapsSides
                ? ImageSizeLimit(maxWidth: shownLimit.maxHeight, maxHeight: shownLimit.maxWidth) : shownLimit)
        return orientation.applied(to: stored)
    }

    /// The pixels as stored, before any EXIF orientation.
    private static func decodeAsStored(_ data: Data, fitting limit: ImageSizeLimit) throws(ImageLoadingError) -> Bitmap
    {
        guard let handle = tjInitDecompress() else {
            throw .corruptData(format: "JPEG", detail: "the decoder could not start")
        }
        defer { tjDestroy(handle) }
        let plan = try plan(handle, data, limit)
        #if _endian(little)
            let rgb = Int32(TJPF_BGRA.rawValue)
        #else
            let rgb = Int32(TJPF_ARGB.rawValue)
        #endif
        // libjpeg-turbo does not turn ink into light; CMYK comes out as four bytes a pixel,
        // converted below, in the same buffer.
        let format = plan.isCMYK ? Int32(TJPF_CMYK.rawValue) : rgb
        // The plan keeps both sides within the pixel budget, far below Int32's range.
        guard let width = Int32(exactly: plan.decodedWidth), let height = Int32(exactly: plan.decodedHeight),
            let pitch = Int32(exactly: plan.decodedWidth * 4)
        else { throw .tooLarge(format: "JPEG", width: plan.width, height: plan.height, limit: ImageLoader.pixelBudget) }
        var pixels = [UInt32](repeating: 0, count: plan.decodedWidth * plan.decodedHeight)
        let result = data.withUnsafeBytes { raw -> Int32 in
            pixels.withUnsafeMutableBytes { out -> Int32 in
                guard let src = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                    let dst = out.baseAddress?.assumingMemoryBound(to: UInt8.self)
                else { return -1 }
                return tjDecompress2(
                    handle, src, UInt(raw.count), dst, width, pitch, height, format,
                    TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            }
        }
        guard result == 0 else { throw .corruptData(format: "JPEG", detail: message(handle)) }
        if plan.isCMYK { convertInkToLight(&pixels, inverted: hasAdobeMarker(data)) }
        let decoded =
            Bitmap(width: plan.decodedWidth, height: plan.decodedHeight, pixels: pixels)
            ?? Bitmap(width: 0, height: 0)
        let fitted = limit.fittedSize(width: plan.width, height: plan.height)
        return BitmapReduction.reduce(decoded, toWidth: fitted.width, height: fitted.height)
    }

    private static func plan(_ handle: tjhandle, _ data: Data, _ limit: ImageSizeLimit) throws(ImageLoadingError)
        -> Plan
    {
        guard data.count <= Int(UInt32.max) else { throw .corruptData(format: "JPEG", detail: "file too large") }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let header = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return -1 }
            return tjDecompressHeader3(handle, base, UInt(raw.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .corruptData(format: "JPEG", detail: message(handle)) }
        guard width > 0, height > 0 else {
            throw .corruptData(format: "JPEG", detail: "implausible size \(width)×\(height)")
        }
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let (fullWidth, fullHeight) = (Int(width), Int(height))
        try checkScans(data, width: fullWidth, height: fullHeight)
        let fitted = limit.fittedSize(width: fullWidth, height: fullHeight)
        // JPEG sides are at most 65535 and scale numerators at most 16: no overflow below.
        var candidates = scalingFactors()
            .map { factor in
                (
                    width: (fullWidth * factor.num + factor.denom - 1) / factor.denom,
                    height: (fullHeight * factor.num + factor.denom - 1) / factor.denom
                )
            }
            .filter {
                $0.width <= fullWidth && $0.height <= fullHeight && $0.width * $0.height <= ImageLoader.pixelBudget
            }
        candidates.sort { $0.width < $1.width }
        // The smallest scale that still covers the shown size, else the largest that fits the budget.
        guard
            let chosen = candidates.first(where: { $0.width >= fitted.width && $0.height >= fitted.height })
                ?? candidates.last
        else {
            throw .tooLarge(format: "JPEG", width: fullWidth, height: fullHeight, limit: ImageLoader.pixelBudget)
        }
        return Plan(
            width: fullWidth, height: fullHeight, decodedWidth: chosen.width, decodedHeight: chosen.height,
            isCMYK: isCMYK)
    }

    /// Refuses a progressive JPEG whose whole-image coefficients would pass the pixel
    /// budget, or whose scans would take longer to decode than its size warrants.
    private static func checkScans(_ data: Data, width: Int, height: Int) throws(ImageLoadingError) {
        let scans = JPEGScans.of(data)
        guard scans.decodesWhole else { return }
        // JPEG sides are at most 65535: the product fits.
        let pixels = width * height
        guard pixels <= ImageLoader.pixelBudget else {
            throw .progressiveTooLarge(width: width, height: height, limit: ImageLoader.pixelBudget)
        }
        let limit = JPEGScans.limit(forPixels: pixels)
        guard scans.count <= limit else { throw .tooManyScans(count: scans.count, limit: limit) }
    }

    /// Turns CMYK pixels (C, M, Y, K bytes in memory order) into opaque RGB, in place, by the
    /// naive formula R = (1 − C)(1 − K) and so on: with no colour profile applied, which
    /// would need a colour management system, but the colours a viewer without one shows.
    /// Adobe's applications (and ImageMagick after them) store the inks inverted, 255 for
    /// none, and mark the file with an Adobe segment; `inverted` says so.
    static func convertInkToLight(_ pixels: inout [UInt32], inverted: Bool) {
        pixels.withUnsafeMutableBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for index in stride(from: 0, to: bytes.count - 3, by: 4) {
                var c = UInt32(bytes[index])
                var m = UInt32(bytes[index + 1])
                var y = UInt32(bytes[index + 2])
                var k = UInt32(bytes[index + 3])
                if !inverted {
                    (c, m, y, k) = (255 - c, 255 - m, 255 - y, 255 - k)
                }
                // Now each is the light left (255: no ink); light × light / 255, rounded.
                func light(_ a: UInt32) -> UInt32 { (a * k + 127) / 255 }
                let pixel = 0xFF00_0000 | light(c) << 16 | light(m) << 8 | light(y)
                raw.storeBytes(of: pixel, toByteOffset: index, as: UInt32.self)
            }
        }
    }

    /// Whether the header has an Adobe APP14 segment (whose CMYK is stored inverted).
    static func hasAdobeMarker(_ data: Data) -> Bool {
        JPEGSegments.payload(of: 0xEE, startingWith: Array("Adobe".utf8), in: data) != nil
    }

    /// libjpeg-turbo's decoding scales, as numerator and denominator (1/1 always included).
    private static func scalingFactors() -> [(num: Int, denom: Int)] {
        var count: Int32 = 0
        var factors: [(num: Int, denom: Int)] = [(1, 1)]
        if let list = tjGetScalingFactors(&count), count > 0 {
            for index in 0..<Int(count) {
                let factor = list[index]
                guard factor.num > 0, factor.denom > 0, factor.num <= factor.denom else { continue }
                factors.append((Int(factor.num), Int(factor.denom)))
            }
        }
        return factors
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}

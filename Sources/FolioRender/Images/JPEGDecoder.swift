internal import CTurboJPEG
import FolioCore
import Foundation

/// JPEG through libjpeg-turbo's TurboJPEG API.
///
/// TurboJPEG reports failures as return codes, where classic libjpeg needs `setjmp`/`longjmp`
/// (which Swift cannot use), and it writes BGRA bytes — our native-endian `0xAARRGGBB` —
/// straight into the bitmap. Any warning (such as a truncated file) counts as corrupt data:
/// a half-grey page is worse than a clear message.
enum JPEGDecoder {
    /// JPEG files start with an SOI marker followed by another marker.
    static func matches(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8
            && data[data.startIndex + 2] == 0xFF
    }

    static func decode(_ data: Data) throws(ImageLoadingError) -> Bitmap {
        guard let handle = tjInitDecompress() else {
            throw .corruptData(format: "JPEG", detail: "the decoder could not start")
        }
        defer { tjDestroy(handle) }
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
        guard width > 0, height > 0, Int(width) * Int(height) <= 1 << 28 else {
            throw .corruptData(format: "JPEG", detail: "implausible size \(width)×\(height)")
        }
        #if _endian(little)
            let format = Int32(TJPF_BGRA.rawValue)
        #else
            let format = Int32(TJPF_ARGB.rawValue)
        #endif
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let result = data.withUnsafeBytes { raw -> Int32 in
            pixels.withUnsafeMutableBytes { out -> Int32 in
                guard let src = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                    let dst = out.baseAddress?.assumingMemoryBound(to: UInt8.self)
                else { return -1 }
                return tjDecompress2(
                    handle, src, UInt(raw.count), dst, width, width * 4, height, format,
                    TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING)
            }
        }
        guard result == 0 else { throw .corruptData(format: "JPEG", detail: message(handle)) }
        return Bitmap(width: Int(width), height: Int(height), pixels: pixels) ?? Bitmap(width: 0, height: 0)
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}

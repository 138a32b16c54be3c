import Foundation

/// How a JPEG's image data is laid out in scans, read from its markers without decoding:
/// what decides how much time and memory libjpeg-turbo needs for it.
///
/// A baseline JPEG is one scan, decoded a few rows at a time. A progressive JPEG (or a
/// baseline one whose colour channels are in separate scans) is decoded scan by scan into
/// a buffer of the whole image's coefficients, at full size whatever the scale it is shown
/// at (two bytes per coefficient: 6 bytes a pixel for YCbCr without subsampling, so 1.2 GB
/// for 14000²), and each scan passes over the whole image (883 scans of a 4096² image
/// take half a minute).
struct JPEGScans: Equatable {
    /// Whether the frame header says progressive (SOF2, SOF6, SOF10 or SOF14).
    var isProgressive = false
    /// The start-of-scan markers in the file.
    var count = 0

    /// Whether libjpeg-turbo holds the whole image's coefficients while decoding.
    var decodesWhole: Bool { isProgressive || count > 1 }

    /// The most scans decoded: libjpeg-turbo's own scan limit.
    static let maximumCount = 500
    /// The most scans times pixels decoded: 100 scans of the 32-megapixel budget, a few
    /// seconds of decoding. (Ordinary progressive files have about ten scans.)
    static let maximumScanPixels = 100 * ImageLoader.pixelBudget

    /// The most scans an image of `pixels` pixels may have.
    static func limit(forPixels pixels: Int) -> Int {
        min(maximumCount, maximumScanPixels / max(pixels, 1))
    }

    /// Reads the markers of `data`, walking over each scan's entropy-coded bytes to the
    /// next marker. Linear in the data; a damaged file simply ends the count early.
    static func of(_ data: Data) -> JPEGScans {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scans = JPEGScans()
            var index = 2
            let count = bytes.count
            while index + 1 < count {
                // Bytes between segments are skipped, as libjpeg-turbo skips them (with a
                // warning, which Folio treats as an error).
                guard bytes[index] == 0xFF else {
                    index += 1
                    continue
                }
                let marker = bytes[index + 1]
                index += 2
                switch marker {
                case 0xFF:
                    index -= 1  // A fill byte before the marker.
                case 0x01, 0xD0...0xD8:
                    continue  // No length.
                case 0xD9:
                    return scans
                default:
                    guard index + 1 < count else { return scans }
                    let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
                    guard length >= 2 else { return scans }
                    if [0xC2, 0xC6, 0xCA, 0xCE].contains(marker) { scans.isProgressive = true }
                    index += length
                    if marker == 0xDA {
                        scans.count += 1
                        index = nextMarker(in: bytes, from: index)
                    }
                }
            }
            return scans
        }
    }

    /// The offset of the first marker at or after `from` in entropy-coded data, where
    /// `FF 00` is a stuffed byte and `FF D0`…`FF D7` are restart markers inside the scan.
    private static func nextMarker(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var index = from
        let count = bytes.count
        while index + 1 < count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0x00, next != 0xFF, !(0xD0...0xD7).contains(next) { return index }
                index += next == 0xFF ? 1 : 2
            } else {
                index += 1
            }
        }
        return count
    }
}

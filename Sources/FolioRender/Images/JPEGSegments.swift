import Foundation

/// The marker segments at the head of a JPEG file (before the image data), read for the
/// little that libjpeg-turbo's TurboJPEG API does not report: an Adobe segment, an Exif one.
enum JPEGSegments {
    /// The payload (after the two length bytes) of the first `marker` segment whose payload
    /// starts with `prefix`, looking no further than the start of the scan or `limit` bytes.
    /// Every length is checked: a malformed header is simply one without the segment.
    static func payload(of marker: UInt8, startingWith prefix: [UInt8], in data: Data, limit: Int = 131_072)
        -> [UInt8]?
    {
        let bytes = [UInt8](data.prefix(limit))
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let found = bytes[index + 1]
            // Start of scan: the header is over.
            if found == 0xDA { return nil }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { return nil }
            let end = min(index + 2 + length, bytes.count)
            if found == marker, index + 4 + prefix.count <= end,
                Array(bytes[(index + 4)..<(index + 4 + prefix.count)]) == prefix
            {
                return Array(bytes[(index + 4)..<end])
            }
            index += 2 + length
        }
        return nil
    }
}

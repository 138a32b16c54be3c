import FolioCore
import Foundation

/// Which way up a camera says its JPEG is: the EXIF Orientation tag (1…8).
///
/// A phone saves a photo taken upright as the sensor's landscape pixels plus this tag, and
/// every photo viewer turns the picture as the tag says; shown as stored, the photo lies on
/// its side. Only this one tag is read, from the first IFD of the `Exif` APP1 segment, with
/// every offset checked against the segment: a full EXIF library would parse hundreds of
/// tags the reader never shows.
struct JPEGOrientation: Equatable {
    /// 1 is as stored; 2…8 mirror and/or turn it (EXIF 2.3, table 4).
    let value: Int

    static let upright = JPEGOrientation(value: 1)

    /// Whether the stored width and height trade places on screen (orientations 5…8).
    var swapsSides: Bool { value >= 5 && value <= 8 }

    /// The orientation in `data`'s Exif segment; upright when there is none or it is
    /// malformed.
    static func of(_ data: Data) -> JPEGOrientation {
        // APP1, "Exif" and two zero bytes, then a TIFF structure.
        guard let exif = JPEGSegments.payload(of: 0xE1, startingWith: [0x45, 0x78, 0x69, 0x66, 0, 0], in: data)
        else { return .upright }
        return orientation(inTIFF: Array(exif.dropFirst(6)))
    }

    /// The Orientation tag (0x0112) of IFD0 in a TIFF structure.
    static func orientation(inTIFF tiff: [UInt8]) -> JPEGOrientation {
        guard tiff.count >= 8 else { return .upright }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return .upright
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return .upright }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { break }
            // Type 3 (SHORT), count 1: the value sits in the entry's first two value bytes.
            if tag == 0x0112, u16(at + 2) == 3, let value = u16(at + 8), (1...8).contains(value) {
                return JPEGOrientation(value: value)
            }
        }
        return .upright
    }

    /// `bitmap` turned and mirrored as this orientation says, to show upright.
    func applied(to bitmap: Bitmap) -> Bitmap {
        guard value != 1 else { return bitmap }
        let (w, h) = (bitmap.width, bitmap.height)
        let (outW, outH) = swapsSides ? (h, w) : (w, h)
        var out = Bitmap(width: outW, height: outH)
        bitmap.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        // Where stored pixel (x, y) lands on screen.
                        let (dx, dy): (Int, Int)
                        switch value {
                        case 2: (dx, dy) = (w - 1 - x, y)
                        case 3: (dx, dy) = (w - 1 - x, h - 1 - y)
                        case 4: (dx, dy) = (x, h - 1 - y)
                        case 5: (dx, dy) = (y, x)
                        case 6: (dx, dy) = (h - 1 - y, x)
                        case 7: (dx, dy) = (h - 1 - y, w - 1 - x)
                        default: (dx, dy) = (y, w - 1 - x)
                        }
                        dst[dy * outW + dx] = src[y * w + x]
                    }
                }
            }
        }
        return out
    }
}

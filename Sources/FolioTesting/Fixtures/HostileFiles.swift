public import Foundation

/// Small files made to attack a reader: PDFs whose page boxes are absurd and image headers
/// that claim sizes their data does not hold. Generated in memory, so that tests carry no
/// copies of others' files and each hostile input is written down where it is used.
///
/// ```swift
/// let poster = HostileFiles.pdf(pageSizes: [(612, 792), (200_000, 200_000)])
/// try poster.write(to: URL(fileURLWithPath: folder + "/poster.pdf"))
/// ```
public enum HostileFiles {
    /// A valid PDF with one empty page per element of `pageSizes` (width, height in points),
    /// written as text with a correct cross-reference table, so that poppler reads it
    /// without repairing anything.
    public static func pdf(pageSizes: [(width: Double, height: Double)]) -> Data {
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>"]
        let kids = pageSizes.indices.map { "\($0 + 3) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pageSizes.count) >>")
        for size in pageSizes {
            objects.append(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(number(size.width)) \(number(size.height))] >>")
        }
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += padded(offset) + " 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// `jpeg` with the size in its first start-of-frame marker replaced by `width` × `height`:
    /// a small file whose header claims a huge image.
    public static func jpeg(_ jpeg: Data, claimingWidth width: UInt16, height: UInt16) -> Data {
        var bytes = [UInt8](jpeg)
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { break }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xC2).contains(marker) {
                bytes[index + 5] = UInt8(height >> 8)
                bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8)
                bytes[index + 8] = UInt8(width & 0xFF)
                break
            }
            index += 2 + length
        }
        return Data(bytes)
    }

    /// The first 33 bytes of a PNG (signature and IHDR chunk) declaring `width` × `height`
    /// RGBA pixels, followed by `body`: enough for a decoder to believe the size.
    public static func pngHeader(width: UInt32, height: UInt32, body: Data = Data()) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] {
            bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        bytes += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter, no interlace
        bytes += [0, 0, 0, 0]  // CRC, unchecked before the size is
        return Data(bytes) + body
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    private static func padded(_ offset: Int) -> String {
        let digits = String(offset)
        return String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    }
}

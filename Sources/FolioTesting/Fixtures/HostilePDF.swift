internal import CFolioZlib
public import Foundation

/// PDFs whose cost only shows when a page is drawn: small files whose middle page draws a
/// huge image or runs a flood of drawing operators, between two ordinary pages, so a test
/// can check that the hostile page is refused and its neighbours still draw.
///
/// ```swift
/// let bomb = try HostilePDF.imagePage(width: 30_000, height: 30_000)   // 876 KB, 900 MB decoded
/// try bomb.write(to: URL(fileURLWithPath: folder + "/bomb.pdf"))
/// ```
public enum HostilePDF {
    /// Three US Letter pages: the first and last a blue rectangle, the middle one a grey
    /// `width` × `height` image of zeros in one deflated stream (about a thousandth of its
    /// decoded size).
    public static func imagePage(width: Int, height: Int) throws -> Data {
        let image = try deflated(count: width * height, unit: [0])
        let entries =
            "/Type /XObject /Subtype /Image /Width \(width) /Height \(height) /ColorSpace /DeviceGray "
            + "/BitsPerComponent 8 /Filter /FlateDecode"
        return document(middle: Data("q 468 0 0 648 72 72 cm /Im Do Q".utf8), image: (entries, image))
    }

    /// Three US Letter pages, the middle one `count` tiny filled rectangles from one deflated
    /// content stream: drawing it takes time in proportion to `count`, whatever its scale.
    public static func operatorsPage(count: Int) throws -> Data {
        let operators = try deflated(count: count, unit: Array("0 0 1 1 re f\n".utf8))
        return document(middle: operators, image: nil, middleFilter: "/Filter /FlateDecode")
    }

    private static func document(middle: Data, image: (String, Data)?, middleFilter: String = "") -> Data {
        var objects: [Data] = [Data("<< /Type /Catalog /Pages 2 0 R >>".utf8), Data()]
        var kids: [String] = []
        let plain = Data("0.2 0.4 0.8 rg 72 72 468 648 re f".utf8)
        for (content, filter) in [(plain, ""), (middle, middleFilter), (plain, "")] {
            var resources = ""
            if let (entries, data) = image, content == middle {
                objects.append(stream("<< \(entries) /Length \(data.count) >>", data))
                resources = "/Resources << /XObject << /Im \(objects.count) 0 R >> >>"
            }
            objects.append(stream("<< \(filter) /Length \(content.count) >>", content))
            objects.append(
                Data(
                    ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents \(objects.count) 0 R "
                        + "\(resources) >>").utf8))
            kids.append("\(objects.count) 0 R")
        }
        objects[1] = Data("<< /Type /Pages /Kids [\(kids.joined(separator: " "))] /Count 3 >>".utf8)
        var file = Data("%PDF-1.5\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.count)
            file += Data("\(index + 1) 0 obj\n".utf8) + object + Data("\nendobj\n".utf8)
        }
        let xref = file.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(format: "%010d 00000 n \n", offset) }
        table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return file + Data(table.utf8)
    }

    private static func stream(_ dictionary: String, _ data: Data) -> Data {
        Data("\(dictionary)\nstream\n".utf8) + data + Data("\nendstream".utf8)
    }

    /// `unit` repeated `count` times, deflated a block at a time (never whole in memory).
    private static func deflated(count: Int, unit: [UInt8]) throws -> Data {
        var stream = z_stream()
        guard deflateInit_(&stream, 9, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGFixture.WritingError(description: "deflateInit failed")
        }
        defer { deflateEnd(&stream) }
        var block = [UInt8]()
        for _ in 0..<max(1, 1_048_576 / max(unit.count, 1)) { block += unit }
        var result = Data()
        var output = [UInt8](repeating: 0, count: 1 << 16)
        var left = count * unit.count
        while true {
            let take = min(left, block.count)
            left -= take
            let flush = left == 0 ? Z_FINISH : Z_NO_FLUSH
            var status = Z_OK
            block.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(take)
                repeat {
                    output.withUnsafeMutableBufferPointer { out in
                        stream.next_out = out.baseAddress
                        stream.avail_out = UInt32(out.count)
                        status = deflate(&stream, flush)
                        if let base = out.baseAddress { result.append(base, count: out.count - Int(stream.avail_out)) }
                    }
                } while stream.avail_out == 0 || (flush == Z_FINISH && status == Z_OK)
            }
            guard status != Z_STREAM_ERROR else { throw PNGFixture.WritingError(description: "deflate failed") }
            if left == 0 { return result }
        }
    }
}

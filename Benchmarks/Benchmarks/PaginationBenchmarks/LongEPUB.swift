import Foundation

/// EPUBs for the opening scenes, written without a zip library (this package has none): a
/// stored (uncompressed) zip of a package, a navigation document and `chapters` chapters
/// of the same generated prose the text scenes use.
enum LongEPUB {
    /// An EPUB 3 of `prose` cut into `chapters` chapters of whole paragraphs, each starting
    /// with its heading.
    static func make(prose: String, chapters: Int) -> Data {
        let paragraphs = prose.components(separatedBy: "\n\n")
        let count = max(chapters, 1)
        let perChapter = max(paragraphs.count / count, 1)
        var files: [(String, String)] = [
            ("mimetype", "application/epub+zip"),
            (
                "META-INF/container.xml",
                """
                <?xml version="1.0"?>
                <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
                <rootfiles><rootfile full-path="EPUB/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
                </container>
                """
            ),
        ]
        var manifest = ""
        var spine = ""
        var nav = ""
        for number in 1...count {
            let start = min((number - 1) * perChapter, paragraphs.count)
            let end = number == count ? paragraphs.count : min(start + perChapter, paragraphs.count)
            let body = paragraphs[start..<end].map { "<p>" + escaped($0) + "</p>\n" }.joined()
            let name = "ch\(number).xhtml"
            files.append(
                (
                    "EPUB/" + name,
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter \(number)</title></head>
                    <body><h1>Chapter \(number)</h1>
                    \(body)</body></html>
                    """
                ))
            manifest += "<item id=\"c\(number)\" href=\"\(name)\" media-type=\"application/xhtml+xml\"/>\n"
            spine += "<itemref idref=\"c\(number)\"/>\n"
            nav += "<li><a href=\"\(name)\">Chapter \(number)</a></li>\n"
        }
        files.append(
            (
                "EPUB/nav.xhtml",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
                <head><title>Contents</title></head><body><nav epub:type="toc"><ol>
                \(nav)</ol></nav></body></html>
                """
            ))
        files.append(
            (
                "EPUB/content.opf",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
                <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">long</dc:identifier>
                <dc:title>A Long Book</dc:title><dc:language>en</dc:language></metadata>
                <manifest><item id="nav" href="nav.xhtml" properties="nav" media-type="application/xhtml+xml"/>
                \(manifest)</manifest>
                <spine>\(spine)</spine>
                </package>
                """
            ))
        return storedZip(files.map { ($0.0, Data($0.1.utf8)) })
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A zip of `files`, every entry stored: local headers, then the central directory.
    static func storedZip(_ files: [(name: String, data: Data)]) -> Data {
        var zip = Data()
        var directory = Data()
        for (name, data) in files {
            let offset = UInt32(truncatingIfNeeded: zip.count)
            let crc = crc32(data)
            let size = UInt32(truncatingIfNeeded: data.count)
            let nameBytes = Data(name.utf8)
            let nameLength = UInt16(truncatingIfNeeded: nameBytes.count)
            // Version 2.0, no flags, stored, no time: the same fields in both headers.
            let common: [UInt16] = [20, 0, 0, 0, 0]
            zip.append(le32(0x0403_4B50))
            common.forEach { zip.append(le16($0)) }
            [crc, size, size].forEach { zip.append(le32($0)) }
            zip.append(le16(nameLength))
            zip.append(le16(0))
            zip.append(nameBytes)
            zip.append(data)
            directory.append(le32(0x0201_4B50))
            directory.append(le16(20))
            common.forEach { directory.append(le16($0)) }
            [crc, size, size].forEach { directory.append(le32($0)) }
            [nameLength, 0, 0, 0, 0].forEach { directory.append(le16($0)) }
            directory.append(le32(0))
            directory.append(le32(offset))
            directory.append(nameBytes)
        }
        let directoryOffset = UInt32(truncatingIfNeeded: zip.count)
        zip.append(directory)
        zip.append(le32(0x0605_4B50))
        let entries = UInt16(truncatingIfNeeded: files.count)
        [0, 0, entries, entries].forEach { zip.append(le16($0)) }
        zip.append(le32(UInt32(truncatingIfNeeded: directory.count)))
        zip.append(le32(directoryOffset))
        zip.append(le16(0))
        return zip
    }

    private static func le16(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }

    private static func le32(_ value: UInt32) -> Data {
        Data((0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) })
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        return crc
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

import Foundation
import ZIPFoundation

/// Small EPUBs written entry by entry, for what pandoc never makes: broken packages,
/// hostile paths, DRM, right-to-left spines, zip bombs.
struct HandMadeEPUB {
    var entries: [(path: String, data: Data)] = []

    /// A minimal valid EPUB 3: one chapter with `body`, its package with `spineAttributes`.
    static func minimal(
        body: String = "<p>Hello.</p>", spineAttributes: String = "", metadata: String = "",
        css: String = ".it { font-style: italic } p.centre { text-align: center }", extra: [(String, String)] = []
    ) -> HandMadeEPUB {
        var book = HandMadeEPUB()
        book.add("mimetype", "application/epub+zip")
        book.add("META-INF/container.xml", container(opf: "OEBPS/content.opf"))
        book.add(
            "OEBPS/content.opf",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">test</dc:identifier><dc:title>Hand Made</dc:title>
                <dc:language>en</dc:language>\(metadata)
              </metadata>
              <manifest>
                <item id="c1" href="text/chapter.xhtml" media-type="application/xhtml+xml"/>
                <item id="css" href="style/book.css" media-type="text/css"/>
              </manifest>
              <spine \(spineAttributes)><itemref idref="c1"/></spine>
            </package>
            """)
        book.add("OEBPS/text/chapter.xhtml", chapter(body))
        book.add("OEBPS/style/book.css", css)
        for (path, text) in extra { book.add(path, text) }
        return book
    }

    static func container(opf: String) -> String {
        """
        <?xml version="1.0"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles><rootfile full-path="\(opf)" media-type="application/oebps-package+xml"/></rootfiles>
        </container>
        """
    }

    static func chapter(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
        <head><title>Chapter</title><link rel="stylesheet" type="text/css" href="../style/book.css"/></head>
        <body>\(body)</body></html>
        """
    }

    mutating func add(_ path: String, _ text: String) { entries.append((path, Data(text.utf8))) }
    mutating func add(_ path: String, data: Data) { entries.append((path, data)) }

    mutating func replace(_ path: String, _ text: String) {
        entries.removeAll { $0.path == path }
        add(path, text)
    }

    /// Writes the zip; `mimetype` first and stored, as OCF asks, the rest deflated.
    func write(to path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        for (name, data) in entries {
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count),
                compressionMethod: name == "mimetype" ? .none : .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<(Int(position) + size))
            }
        }
    }
}

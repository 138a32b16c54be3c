import Foundation

/// What an EPUB's package document (the `.opf` file) says about the book: its title and
/// language, the chapters in reading order, the cover, the table of contents and the page
/// direction. EPUB 2 and EPUB 3 differ in where the cover and the table of contents are
/// named; both are read.
struct EPUBPackage: Equatable, Sendable {
    /// A file the manifest lists.
    struct Item: Equatable, Sendable {
        var id: String
        /// The file's path inside the book (resolved against the package document).
        var path: String
        var mediaType: String
        /// EPUB 3 `properties` (`nav`, `cover-image`, `svg`…).
        var properties: Set<String>
    }

    /// An entry of the book's own table of contents.
    struct Chapter: Equatable, Sendable {
        var title: String
        /// The file the entry points at, inside the book, without a fragment.
        var path: String
        /// Nesting depth: 0 for top-level entries.
        var depth: Int
        /// The element `id` inside the file the entry points at (`sec-2` of
        /// `chapter.xhtml#sec-2`), or nil for the file's start.
        var fragment: String? = nil
    }

    /// The direction pages turn in, from the spine's `page-progression-direction`.
    enum Direction: Equatable, Sendable {
        case leftToRight
        /// Pages turn from right to left (Arabic, Hebrew, and vertical Japanese or Chinese).
        case rightToLeft
    }

    var title: String
    /// The book's language (BCP 47, such as `en` or `ja`), or nil when it names none.
    var language: String?
    /// The package document's own path, which hrefs inside it are relative to.
    var packagePath: String
    /// The spine: files to read, in order (non-linear items are kept, after their place).
    var spine: [Item]
    var direction: Direction
    /// Whether the book asks for vertical writing (`primary-writing-mode` in its EPUB 2
    /// metadata or a `…writing-mode` meta property); CSS `writing-mode` is not read. Text is
    /// still set horizontally; only the page direction follows.
    var isVertical: Bool
    /// The cover picture's path inside the book, if the package names one.
    var coverImagePath: String?
    /// The table of contents from the EPUB 3 navigation document or the EPUB 2 NCX; empty
    /// when the book has neither.
    var chapters: [Chapter]
}

extension EPUBPackage {
    /// Reads the package of the book in `archive`.
    ///
    /// - Throws: ``EPUBError`` for a missing or bad container, package or spine, and
    ///   ``EPUBError/encrypted`` for a book with DRM.
    init(archive: EPUBArchive) throws(EPUBError) {
        try Self.rejectEncryption(in: archive)
        try Self.rejectNestedContainer(in: archive)
        let container = try MarkupParser.parseXML(
            archive.data(at: "META-INF/container.xml"), name: "META-INF/container.xml")
        guard
            let rootfile = container.all(named: "rootfile").first(where: {
                ($0[attribute: "full-path"] ?? "").hasSuffix(".opf")
            })
                ?? container.first(named: "rootfile"),
            let fullPath = rootfile[attribute: "full-path"], !fullPath.isEmpty
        else { throw .noPackage }
        let packagePath = try EPUBArchive.resolve(fullPath, relativeTo: "")
        let package = try MarkupParser.parseXML(archive.data(at: packagePath), name: packagePath)
        try self.init(package: package, packagePath: packagePath, archive: archive)
    }

    /// A book zipped from its folder (`book/META-INF/container.xml`) is named as such: "not
    /// in the book" would be wrong, since the file is there, one folder down.
    private static func rejectNestedContainer(in archive: EPUBArchive) throws(EPUBError) {
        let container = "META-INF/container.xml"
        guard !archive.contains(container),
            let nested = archive.paths.first(where: { $0.hasSuffix("/" + container) })
        else { return }
        throw .containerNotAtRoot(folder: String(nested.dropLast(container.count)))
    }

    private init(package: MarkupElement, packagePath: String, archive: EPUBArchive) throws(EPUBError) {
        let metadata = package.first(named: "metadata")
        var items: [String: Item] = [:]
        var itemOrder: [Item] = []
        for element in package.first(named: "manifest")?.elements ?? [] where element.name == "item" {
            guard let id = element[attribute: "id"], let href = element[attribute: "href"] else { continue }
            // A manifest entry pointing outside the book is ignored, not fatal: it is only
            // an error if the spine needs it.
            guard let path = try? EPUBArchive.resolve(href, relativeTo: packagePath) else { continue }
            let properties = Set((element[attribute: "properties"] ?? "").split(separator: " ").map(String.init))
            let item = Item(
                id: id, path: path, mediaType: element[attribute: "media-type"] ?? "", properties: properties)
            if items[id] == nil {
                items[id] = item
                itemOrder.append(item)
            }
        }
        let spineElement = package.first(named: "spine")
        let spine = (spineElement?.elements ?? []).filter { $0.name == "itemref" }.compactMap { ref -> Item? in
            guard let id = ref[attribute: "idref"], let item = items[id], archive.contains(item.path) else {
                return nil
            }
            return item
        }
        guard !spine.isEmpty else { throw .emptySpine }

        self.packagePath = packagePath
        self.spine = spine
        self.title = metadata?.first(named: "title")?.text.nonEmpty ?? ""
        self.language = metadata?.first(named: "language")?.text.nonEmpty
        let metas = metadata?.all(named: "meta") ?? []
        let isVertical = metas.contains { meta in
            let name = meta[attribute: "name"] ?? meta[attribute: "property"] ?? ""
            let value = meta[attribute: "content"] ?? meta.text
            return (name == "primary-writing-mode" || name.hasSuffix("writing-mode")) && value.hasPrefix("vertical")
        }
        self.isVertical = isVertical
        // Vertical writing (vertical-rl, as in Japanese) reads right to left unless the spine
        // says otherwise.
        let progression = spineElement?[attribute: "page-progression-direction"]
        self.direction = progression == "rtl" || (isVertical && progression != "ltr") ? .rightToLeft : .leftToRight
        self.coverImagePath = Self.cover(items: itemOrder, byID: items, metas: metas, archive: archive)
        self.chapters = Self.tableOfContents(
            items: itemOrder, byID: items, spineTOC: spineElement?[attribute: "toc"], archive: archive)
    }

    /// EPUB 3 marks the cover picture `properties="cover-image"`; EPUB 2 names its manifest
    /// id in `<meta name="cover" content="…">`.
    private static func cover(items: [Item], byID: [String: Item], metas: [MarkupElement], archive: EPUBArchive)
        -> String?
    {
        let candidate =
            items.first { $0.properties.contains("cover-image") }
            ?? metas.first { $0[attribute: "name"] == "cover" }.flatMap { $0[attribute: "content"] }.flatMap {
                byID[$0]
            }
        guard let candidate, candidate.mediaType.hasPrefix("image/"), archive.contains(candidate.path) else {
            return nil
        }
        return candidate.path
    }

    /// The EPUB 3 navigation document's `toc` list, else the EPUB 2 NCX's navMap. A table of
    /// contents that cannot be read is left empty rather than failing the book.
    private static func tableOfContents(
        items: [Item], byID: [String: Item], spineTOC: String?, archive: EPUBArchive
    ) -> [Chapter] {
        if let nav = items.first(where: { $0.properties.contains("nav") }),
            let chapters = try? navChapters(nav.path, archive: archive), !chapters.isEmpty
        {
            return chapters
        }
        let ncx = spineTOC.flatMap { byID[$0] } ?? items.first { $0.mediaType == "application/x-dtbncx+xml" }
        if let ncx, let chapters = try? ncxChapters(ncx.path, archive: archive) { return chapters }
        return []
    }

    private static func navChapters(_ path: String, archive: EPUBArchive) throws(EPUBError) -> [Chapter] {
        let document = try MarkupParser.parseChapter(archive.data(at: path), name: path)
        let navs = document.all(named: "nav")
        guard
            let toc = navs.first(where: { $0[attribute: "epub:type"]?.split(separator: " ").contains("toc") == true })
                ?? navs.first,
            let list = toc.first(named: "ol") ?? toc.first(named: "ul")
        else { return [] }
        var chapters: [Chapter] = []
        appendNavList(list, depth: 0, base: path, into: &chapters)
        return chapters
    }

    private static func appendNavList(_ list: MarkupElement, depth: Int, base: String, into chapters: inout [Chapter]) {
        for item in list.elements where item.name == "li" {
            if let link = item.elements.first(where: { $0.name == "a" }), let href = link[attribute: "href"],
                let path = try? EPUBArchive.resolve(href, relativeTo: base), let title = link.text.nonEmpty
            {
                chapters.append(Chapter(title: title, path: path, depth: depth, fragment: fragment(of: href)))
            }
            for sublist in item.elements where sublist.name == "ol" || sublist.name == "ul" {
                appendNavList(sublist, depth: depth + 1, base: base, into: &chapters)
            }
        }
    }

    private static func ncxChapters(_ path: String, archive: EPUBArchive) throws(EPUBError) -> [Chapter] {
        let document = try MarkupParser.parseXML(archive.data(at: path), name: path)
        guard let map = document.first(named: "navmap") else { return [] }
        var chapters: [Chapter] = []
        appendNavPoints(map, depth: 0, base: path, into: &chapters)
        return chapters
    }

    private static func appendNavPoints(
        _ parent: MarkupElement, depth: Int, base: String, into chapters: inout [Chapter]
    ) {
        for point in parent.elements where point.name == "navpoint" {
            if let title = point.elements.first(where: { $0.name == "navlabel" })?.text.nonEmpty,
                let src = point.elements.first(where: { $0.name == "content" })?[attribute: "src"],
                let path = try? EPUBArchive.resolve(src, relativeTo: base)
            {
                chapters.append(Chapter(title: title, path: path, depth: depth, fragment: fragment(of: src)))
            }
            appendNavPoints(point, depth: depth + 1, base: base, into: &chapters)
        }
    }

    /// Books sold with DRM list their encrypted files in `META-INF/encryption.xml`. Fonts
    /// obfuscated under the IDPF or Adobe font algorithms are allowed: the text is readable
    /// and Folio does not use the book's fonts.
    private static func rejectEncryption(in archive: EPUBArchive) throws(EPUBError) {
        guard archive.contains("META-INF/encryption.xml") else { return }
        let encryption = try MarkupParser.parseXML(
            archive.data(at: "META-INF/encryption.xml"), name: "META-INF/encryption.xml")
        let fontAlgorithms = ["http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"]
        for data in encryption.all(named: "encrypteddata") {
            let algorithm = data.first(named: "encryptionmethod")?[attribute: "algorithm"] ?? ""
            let uri = data.first(named: "cipherreference")?[attribute: "uri"] ?? ""
            let isFont = [".ttf", ".otf", ".woff", ".woff2"].contains { uri.lowercased().hasSuffix($0) }
            if !(fontAlgorithms.contains(algorithm) && isFont) { throw .encrypted }
        }
    }
}

extension EPUBPackage {
    /// The fragment of a table-of-contents link (`sec-2` of `ch.xhtml#sec-2`), percent
    /// escapes decoded; nil when it has none.
    fileprivate static func fragment(of href: String) -> String? {
        guard let hash = href.firstIndex(of: "#") else { return nil }
        let fragment = String(href[href.index(after: hash)...])
        return fragment.isEmpty ? nil : (fragment.removingPercentEncoding ?? fragment)
    }
}

extension String {
    /// Nil for an empty string, so that `?? fallback` chains read naturally.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

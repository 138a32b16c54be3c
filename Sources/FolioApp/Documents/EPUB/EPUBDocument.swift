import Foundation

/// An EPUB book read into the rich block model: its package (title, direction, table of
/// contents), its cover picture, and each spine file as ``RichBlock``s.
///
/// Everything is read when the book opens, within ``EPUBArchive``'s budgets, so that a
/// damaged book is a one-line error before the window opens rather than a blank page later.
struct EPUBDocument: Sendable {
    /// One file of the spine, converted.
    struct Section: Sendable {
        /// The file's path inside the book (what table-of-contents entries point at).
        var path: String
        var document: RichDocument
        /// The chapter's element `id`s, each with the index of the top-level block of
        /// ``document`` it is in.
        var anchors: [String: Int] = [:]
    }

    var package: EPUBPackage
    /// The cover picture's encoded bytes, when the package names a cover.
    var cover: Data?
    var sections: [Section]

    /// The book's title, or `fallback` (the file name) when the package gives none.
    func title(fallback: String) -> String { package.title.isEmpty ? fallback : package.title }

    /// Opens the EPUB at `path`.
    ///
    /// - Throws: ``EPUBError`` for anything wrong with the container, the package, a
    ///   chapter's markup, or the budgets.
    ///
    /// - Parameter usesPublisherStyles: Whether the book's style sheets and `style`
    ///   attributes apply; off, chapters keep only the markup's meaning.
    init(path: String, limits: EPUBArchive.Limits = .standard, usesPublisherStyles: Bool = true) throws(EPUBError) {
        let archive = try EPUBArchive(path: path, limits: limits)
        try self.init(archive: archive, usesPublisherStyles: usesPublisherStyles)
    }

    init(archive: EPUBArchive, usesPublisherStyles: Bool = true) throws(EPUBError) {
        let package = try EPUBPackage(archive: archive)
        self.package = package
        self.cover = package.coverImagePath.flatMap { try? archive.data(at: $0) }
        var sheets: [String: String] = [:]
        // Chapters nearly always name the same sheets: each set is parsed once per book (a
        // 145-chapter book parsed its one sheet 145 times, a fifth of its opening time).
        var builtSheets: [[String]: EPUBStyleSheet] = [:]
        var sections: [Section] = []
        var textBytes = 0
        for item in package.spine {
            let data = try archive.data(at: item.path)
            textBytes += data.count
            guard textBytes <= archive.limits.textBytes else { throw .textTooLarge(limit: archive.limits.textBytes) }
            let markup = try MarkupParser.parseChapter(data, name: item.path)
            var styleSheet = EPUBStyleSheet()
            if usesPublisherStyles {
                // Sheets are read once per book, whichever chapters and imports name them.
                let load = { (sheetPath: String) -> String in
                    if let known = sheets[sheetPath] { return known }
                    let text = (try? archive.data(at: sheetPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
                    sheets[sheetPath] = text
                    return text
                }
                let references = XHTMLConverter.styleSheetReferences(of: markup)
                let linked = references.links.compactMap { try? EPUBArchive.resolve($0, relativeTo: item.path) }
                // An embedded sheet (pandoc puts the same one in every chapter) keys by its text,
                // and by its chapter too if it imports, since imports resolve against it.
                let imports = references.embedded.contains { $0.range(of: "@import", options: .caseInsensitive) != nil }
                let key = linked + ["\u{0}" + (imports ? item.path : "")] + references.embedded
                if let built = builtSheets[key] {
                    styleSheet = built
                } else {
                    for sheetPath in linked { styleSheet.add(load(sheetPath), path: sheetPath, load: load) }
                    references.embedded.forEach { styleSheet.add($0, path: item.path, load: load) }
                    builtSheets[key] = styleSheet
                }
            }
            var converter = XHTMLConverter(
                loadImage: { try? archive.data(at: $0) }, styleSheet: styleSheet, chapterPath: item.path)
            converter.usesPublisherStyles = usesPublisherStyles
            var (blocks, anchors) = converter.blocksAndAnchors(of: markup)
            // The cover is shown as the book's first page; a spine page holding only it
            // (pandoc's and most tools' cover.xhtml) would show it twice.
            if cover != nil, sections.isEmpty, blocks.allSatisfy({ if case .image = $0.kind { true } else { false } }) {
                blocks = []
                anchors = [:]
            }
            let language = markup[attribute: "xml:lang"] ?? markup[attribute: "lang"] ?? package.language
            sections.append(
                Section(path: item.path, document: RichDocument(blocks: blocks, language: language), anchors: anchors))
        }
        self.sections = sections
    }
}

import Foundation

/// An EPUB book read into the rich block model: its package (title, direction, table of
/// contents), its cover picture, and each spine file as ``RichBlock``s, converted when
/// asked for (``section(at:)``).
///
/// Opening reads the container, the package and the cover, and checks the spine against
/// ``EPUBArchive``'s budgets by the sizes the zip declares, so that a damaged or oversized
/// book is a one-line error before the window opens. Chapters are converted one at a time,
/// in spine order, as the reader reaches them (``EPUBSpineText``): a 970-page book's first
/// page needs only its first chapter.
final class EPUBDocument {
    /// One file of the spine, converted.
    struct Section: Sendable {
        /// The file's path inside the book (what table-of-contents entries point at).
        var path: String
        var document: RichDocument
        /// The chapter's element `id`s, each with the index of the top-level block of
        /// ``document`` it is in.
        var anchors: [String: Int] = [:]
    }

    let package: EPUBPackage
    /// The cover picture's encoded bytes, when the package names a cover.
    let cover: Data?
    /// Whether the book's style sheets and `style` attributes apply.
    let usesPublisherStyles: Bool
    private let archive: EPUBArchive
    /// Style sheets read so far, by path: each is read once per book.
    private var sheets: [String: String] = [:]
    /// Chapters nearly always name the same sheets: each set is parsed once per book (a
    /// 145-chapter book parsed its one sheet 145 times, a fifth of its opening time).
    private var builtSheets: [[String]: EPUBStyleSheet] = [:]
    /// Bytes of spine files read so far, against ``EPUBArchive/Limits/textBytes``.
    private var textBytes = 0

    /// The book's title, or `fallback` (the file name) when the package gives none.
    func title(fallback: String) -> String { package.title.isEmpty ? fallback : package.title }

    /// Opens the EPUB at `path`.
    ///
    /// - Throws: ``EPUBError`` for anything wrong with the container or the package, and
    ///   for a spine over the budgets.
    ///
    /// - Parameter usesPublisherStyles: Whether the book's style sheets and `style`
    ///   attributes apply; off, chapters keep only the markup's meaning.
    convenience init(path: String, limits: EPUBArchive.Limits = .standard, usesPublisherStyles: Bool = true)
        throws(EPUBError)
    {
        let archive = try EPUBArchive(path: path, limits: limits)
        try self.init(archive: archive, usesPublisherStyles: usesPublisherStyles)
    }

    init(archive: EPUBArchive, usesPublisherStyles: Bool = true) throws(EPUBError) {
        let package = try EPUBPackage(archive: archive)
        self.package = package
        self.archive = archive
        self.usesPublisherStyles = usesPublisherStyles
        self.cover = package.coverImagePath.flatMap { try? archive.data(at: $0) }
        // The spine's declared sizes, so that a book listing a chapter again and again is
        // refused now rather than after its first chapters were read; what the files really
        // inflate to is counted again as each is read.
        var declared = 0
        for item in package.spine {
            declared += archive.declaredSize(of: item.path)
            guard declared <= archive.limits.textBytes else { throw .textTooLarge(limit: archive.limits.textBytes) }
        }
    }

    /// The size the zip declares for spine file `index` once inflated (0 past the spine):
    /// what weighs a chapter not converted yet.
    func declaredSize(ofSection index: Int) -> Int {
        package.spine.indices.contains(index) ? archive.declaredSize(of: package.spine[index].path) : 0
    }

    /// Every spine file converted, in order (tools and tests; the reader converts them as
    /// it reaches them).
    func allSections() throws(EPUBError) -> [Section] {
        var sections: [Section] = []
        for index in package.spine.indices { sections.append(try section(at: index)) }
        return sections
    }

    /// Spine file `index`, parsed and converted. Call it once per file, in spine order: the
    /// text budget counts each call.
    ///
    /// - Throws: ``EPUBError`` for the file's markup, a missing file, or the budgets.
    func section(at index: Int) throws(EPUBError) -> Section {
        guard package.spine.indices.contains(index) else { throw .emptySpine }
        let item = package.spine[index]
        let data = try archive.data(at: item.path)
        textBytes += data.count
        guard textBytes <= archive.limits.textBytes else { throw .textTooLarge(limit: archive.limits.textBytes) }
        let markup = try MarkupParser.parseChapter(data, name: item.path)
        var converter = XHTMLConverter(
            loadImage: { [archive] in try? archive.data(at: $0) },
            styleSheet: usesPublisherStyles ? styleSheet(for: markup, at: item.path) : EPUBStyleSheet(),
            chapterPath: item.path)
        converter.usesPublisherStyles = usesPublisherStyles
        var (blocks, anchors) = converter.blocksAndAnchors(of: markup)
        // The cover is shown as the book's first page; a spine page holding only it
        // (pandoc's and most tools' cover.xhtml) would show it twice.
        if cover != nil, index == 0, blocks.allSatisfy({ if case .image = $0.kind { true } else { false } }) {
            blocks = []
            anchors = [:]
        }
        let language = markup[attribute: "xml:lang"] ?? markup[attribute: "lang"] ?? package.language
        return Section(path: item.path, document: RichDocument(blocks: blocks, language: language), anchors: anchors)
    }

    /// The style sheet of the chapter at `path` whose markup is `markup`: its linked and
    /// embedded sheets, built once per set of sheets.
    private func styleSheet(for markup: MarkupElement, at path: String) -> EPUBStyleSheet {
        // Sheets are read once per book, whichever chapters and imports name them.
        let load = { [self] (sheetPath: String) -> String in
            if let known = sheets[sheetPath] { return known }
            let text = (try? archive.data(at: sheetPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            sheets[sheetPath] = text
            return text
        }
        let references = XHTMLConverter.styleSheetReferences(of: markup)
        let linked = references.links.compactMap { try? EPUBArchive.resolve($0, relativeTo: path) }
        // An embedded sheet (pandoc puts the same one in every chapter) keys by its text,
        // and by its chapter too if it imports, since imports resolve against it.
        let imports = references.embedded.contains { $0.range(of: "@import", options: .caseInsensitive) != nil }
        let key = linked + ["\u{0}" + (imports ? path : "")] + references.embedded
        if let built = builtSheets[key] { return built }
        var styleSheet = EPUBStyleSheet()
        for sheetPath in linked { styleSheet.add(load(sheetPath), path: sheetPath, load: load) }
        references.embedded.forEach { styleSheet.add($0, path: path, load: load) }
        builtSheets[key] = styleSheet
        return styleSheet
    }
}

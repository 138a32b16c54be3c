import FolioCore

/// An EPUB's spine as one text, converted a chapter at a time in spine order as it is
/// needed: the first page of a 970-page book needs only its first chapter, and the rest
/// is converted by the reader's background pagination as it reaches each chapter
/// (``TypesetDocument`` asks for more blocks when the paginator runs out of items).
///
/// What needs a later chapter converts up to it first: a link or a table-of-contents entry
/// (``position(ofHref:)``), `--page`, End and a remembered place (the paginator laying out
/// pages up to them). Chapters follow each other on new pages, as in a printed book.
@MainActor
final class EPUBSpineText: RichBlockSource {
    let document: EPUBDocument
    let language: String?
    /// The text so far: each converted chapter's blocks, a page break between chapters.
    private(set) var blocks: [RichBlock] = []
    /// Where links can point, as positions in the whole typeset text: each converted
    /// chapter (`path`) and each `id` in it (`path#id`).
    private(set) var anchors: [String: RichPosition] = [:]
    /// Each converted chapter's first heading and where it is, for a book whose package has
    /// no table of contents.
    private(set) var headings: [(title: String, item: Int)] = []
    /// The spine files converted so far (from the start).
    private(set) var convertedCount = 0
    /// Typeset items of the converted chapters, counted by flattening them for this layout.
    private var itemCount = 0
    private let layout: TextPageLayout
    /// XHTML bytes of the spine files converted, and of those not yet (as declared).
    private var convertedBytes = 0
    private var unconvertedBytes: Int
    /// The first chapter that could not be read, once one could not: nothing after it is
    /// converted (its error may be a budget, which every later chapter would break too).
    private(set) var failure: EPUBError?

    init(_ document: EPUBDocument, layout: TextPageLayout) {
        self.document = document
        self.layout = layout
        language = document.package.language
        unconvertedBytes = document.package.spine.indices.reduce(0) { $0 + document.declaredSize(ofSection: $1) }
    }

    /// Whether every spine file is converted (or reading stopped at one that failed).
    var isComplete: Bool { convertedCount >= document.package.spine.count || failure != nil }

    var unmadeRatio: Double {
        guard !isComplete, convertedBytes > 0 else { return 0 }
        return Double(unconvertedBytes) / Double(convertedBytes)
    }

    /// Converts the next spine file, throwing what was wrong with it (the opening chapter's
    /// error is the book's: it is reported before the window opens).
    ///
    /// - Returns: False when every file was converted already.
    @discardableResult
    func convertNext() throws(EPUBError) -> Bool {
        guard !isComplete else { return false }
        let index = convertedCount
        let size = document.declaredSize(ofSection: index)
        convertedCount += 1
        unconvertedBytes -= size
        convertedBytes += size
        do {
            append(try document.section(at: index))
        } catch {
            failure = error
            throw error
        }
        return true
    }

    func makeMoreBlocks() -> Bool {
        guard !isComplete else { return false }
        do {
            try convertNext()
        } catch {
            // A chapter that breaks while the book is read says so on its page, and the
            // book ends there, rather than the reader leaving it.
            let note = "This chapter could not be read: \(error.description)"
            append(
                EPUBDocument.Section(
                    path: "",
                    document: RichDocument(blocks: [RichBlock(.paragraph(RichText(note)))], language: language)))
        }
        return true
    }

    /// Converts chapters until `path`'s is converted (a file outside the spine converts
    /// nothing).
    func convert(throughChapter path: String) {
        guard let index = document.package.spine.firstIndex(where: { $0.path == path }) else { return }
        while convertedCount <= index, makeMoreBlocks() {}
    }

    /// Where `href` (`chapter.xhtml`, `chapter.xhtml#id`, as the book's links and table of
    /// contents write them, percent-encoded or not) is in the text, converting chapters up to
    /// its chapter first; nil for a file outside the spine, or a chapter with no text.
    func position(ofHref href: String) -> RichPosition? {
        let decoded = href.removingPercentEncoding ?? href
        if let known = anchors[href] ?? anchors[decoded] { return known }
        let path = String(decoded[..<(decoded.firstIndex(of: "#") ?? decoded.endIndex)])
        convert(throughChapter: path)
        // A fragment the book does not know still reaches its chapter.
        return anchors[href] ?? anchors[decoded] ?? anchors[path]
    }

    private func append(_ section: EPUBDocument.Section) {
        // An empty chapter (the cover's own page, dropped) starts no page.
        guard !section.document.blocks.isEmpty else { return }
        if !blocks.isEmpty {
            blocks.append(RichBlock(.pageBreak))
            itemCount += 1
        }
        let start = itemCount
        if !section.path.isEmpty, anchors[section.path] == nil { anchors[section.path] = RichPosition(item: start) }
        if let heading = section.document.firstHeading { headings.append((heading, start)) }
        blocks += section.document.blocks
        // Flattening alone, no layout: cheap, and the same count the whole text gets.
        let typeset = TypesetDocument(section.document, layout: layout)
        for (id, block) in section.anchors where !section.path.isEmpty {
            let item = typeset.blockStarts.indices.contains(block) ? typeset.blockStarts[block] : 0
            anchors[section.path + "#" + id] = RichPosition(item: start + item)
        }
        itemCount += typeset.items.count
    }
}

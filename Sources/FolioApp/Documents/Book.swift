import FolioCore
import FolioRender

/// A document opened by the app: an ordered list of pages and how they are meant to be shown.
///
/// Pages are cheap descriptions; pixels (decoded photos, rendered PDF pages) are made when a
/// page is drawn and kept in a small cache, so a book of any length costs little memory.
/// A text book's pages are laid out lazily by its ``textPaginator``, as they are asked for,
/// so the first page of a long text shows at once.
@MainActor
final class Book {
    /// How the pages are meant to be presented.
    enum Style: Hashable, Sendable {
        /// Photos: a carousel, edge to edge on a dark background.
        case pictures
        /// Pages of a book: paper, a page-turning transition.
        case pages
    }

    let title: String
    let style: Style
    /// Pages that are not typeset text: every page of a PDF, picture or sample book, and the
    /// pages before a text book's typeset ones (an EPUB's cover).
    let fixedPages: [BookPage]
    /// The size pages are designed for (the first PDF page, the text layout's page); pictures
    /// use 4:3.
    let pageSize: Size
    /// The page to show first.
    var initialPage: Int
    /// A page asked for by its number (`--page`, or the page remembered from the last time)
    /// in the pagination the reader shows. A text book only has that pagination once the
    /// reader knows its page size, so the reader turns to this page on its first layout, and
    /// clears it. Nil for books of fixed pages, whose numbers never change.
    var requestedPage: Int?
    /// Chapters the reader can jump to (an EPUB's table of contents, on the `t` key); empty
    /// for documents that have none.
    var contents: [BookContentsEntry] = []
    /// Where the text's link targets are (an EPUB's `chapter.xhtml#id` and chapters, a
    /// Markdown file's `#heading-slug`), for following links (``target(ofHref:)``).
    var anchors: [String: RichPosition] = [:]
    /// An EPUB's text, converted chapter by chapter as it is needed: where its anchors are.
    var spineText: EPUBSpineText?
    /// Whether the document itself asks for pages that turn right to left (an EPUB whose
    /// spine says `page-progression-direction="rtl"`, as Japanese and Arabic books do).
    var isRightToLeft = false
    /// The search matches the page views mark (the reader's search sets them).
    var searchHighlights = SearchHighlights.none
    /// The text selected on a page (the reader's Shift-drag, long press or Ctrl-A sets it).
    var textSelection: TextSelection?
    /// The last PDF page's text read for a selection: a drag hit-tests it at every move.
    let selectionTexts = PDFSelectionTexts()
    /// For text books: the paginator the pages come from, which the page view draws with.
    private(set) var textPaginator: TextPaginator?
    /// For text books: the reading position the reader keeps across re-paginations (the
    /// first character of the page the reader last turned to). Only turning pages moves
    /// it, never re-paginating, so flipping sizes back and forth cannot drift.
    var readingPosition = RichPosition.start
    /// The fixed page the reader last turned to, when that was one (see ``didShowPage(at:)``).
    private var fixedPageShown: Int?
    /// Whether an EPUB's own styles apply (the reader's `p` key turns them off).
    var usesPublisherStyles = true

    private var imageCache = ByteBoundedCache<ImageKey, Image>(byteLimit: Book.imageCacheBytes)
    private var pdfCache = ByteBoundedCache<PDFRenderKey, Image>(byteLimit: Book.pdfCacheBytes)
    /// The colours the reader shows the book in (the reader sets it).
    var theme = ReaderTheme.light
    /// PDF pages in ``theme``'s colours.
    let recoloredPages = RecoloredPages()
    /// The image cache holds at most this many bytes of pixels, however large the files are:
    /// the pages on screen and both neighbours, and a spread at 2560 × 1600.
    static let imageCacheBytes = 160 * 1_048_576
    /// The PDF cache holds at most this many: as many pages in the continuous column at fit
    /// width in a 1920-point window at scale 2 (74 MB a letter page).
    static let pdfCacheBytes = 224 * 1_048_576

    /// Lowers (or restores) what each cache may hold: an export shows a few pages at one
    /// known size, and its memory, with ffmpeg's, should stay near 300 MB.
    func limitCaches(toBytes limit: Int) {
        imageCache.byteLimit = limit
        pdfCache.byteLimit = limit
    }

    init(
        title: String, style: Style, pages: [BookPage], pageSize: Size, initialPage: Int = 0,
        textPaginator: TextPaginator? = nil
    ) {
        self.title = title
        self.textPaginator = textPaginator
        self.style = style
        self.fixedPages = pages
        self.pageSize = pageSize
        self.initialPage = min(max(initialPage, 0), max(pages.count - 1, 0))
    }

    /// The pages laid out so far; a text book lays out the rest lazily (see ``page(at:)``).
    /// Tests and tools that need every page call ``paginateAll()`` first.
    var pages: [BookPage] {
        guard let textPaginator else { return fixedPages }
        return fixedPages + textPaginator.pages.map { .text($0) }
    }

    /// The number of pages known: a text book still being laid out counts one page more
    /// than it has, so that the reader can always ask for the next one (and gets nil at
    /// the real end, as UIKit's data sources answer).
    var pageCount: Int {
        guard let textPaginator else { return fixedPages.count }
        return fixedPages.count + textPaginator.pages.count + (textPaginator.isComplete ? 0 : 1)
    }

    /// Whether ``pageCount`` is final.
    var isPaginated: Bool { textPaginator?.isComplete ?? true }

    /// Page `index`, laid out now if it is a text page not laid out yet; nil past the end.
    func page(at index: Int) -> BookPage? {
        if fixedPages.indices.contains(index) { return fixedPages[index] }
        guard let textPaginator, index >= fixedPages.count else { return nil }
        return textPaginator.page(at: index - fixedPages.count).map { .text($0) }
    }

    /// Lays out every page of a text book (a no-op for other books).
    func paginateAll() { textPaginator?.paginateAll() }

    /// Lays out up to `count` more pages of a text book (the reader does, a few each frame);
    /// returns whether every page is laid out now.
    @discardableResult
    func layOutMorePages(_ count: Int) -> Bool {
        guard let textPaginator, !textPaginator.isComplete, count > 0 else { return true }
        let (last, overflow) = textPaginator.pages.count.addingReportingOverflow(count - 1)
        _ = textPaginator.page(at: overflow ? Int.max : last)
        return textPaginator.isComplete
    }

    /// Starts the book at page `index` as the reader will number it: at once for fixed
    /// pages; for a text book, approximately now and exactly once the reader has paginated
    /// it for its page size (``requestedPage``).
    func start(atPage index: Int) {
        initialPage = clampedPageIndex(index)
        requestedPage = textPaginator == nil ? nil : index
    }

    /// The most text pages laid out, beyond those already known, to reach a remembered page
    /// before the window shows (a second or two of Pango).
    static let restoreLayoutBudget = 1_000

    /// Starts the book at `page`, the page (from 0) a reader last saw, as far as a bounded
    /// layout reaches: a remembered page is only a hint (the file may have changed, or the
    /// record may be damaged), so it must never hold the window back while a long text is
    /// laid out to its end. A page past the end opens the last page; a page further than
    /// ``restoreLayoutBudget`` pages past those already laid out opens the furthest page
    /// reached, near where the reader was, rather than jumping away later.
    func restore(rememberedPage page: Int) {
        guard let textPaginator else { return start(atPage: clampedPageIndex(page)) }
        let known = fixedPages.count + textPaginator.pages.count
        let (reachable, overflow) = known.addingReportingOverflow(Self.restoreLayoutBudget)
        start(atPage: clampedPageIndex(min(max(page, 0), overflow ? Int.max : reachable)))
    }

    /// `index` clamped into the book, laying out text pages as far as it.
    func clampedPageIndex(_ index: Int) -> Int {
        _ = page(at: index)
        return min(max(index, 0), max(fixedPages.count + (textPaginator?.pages.count ?? 0) - 1, 0))
    }

    /// Typesets a text book again for `layout` (a new page size or text size) and returns
    /// the index of the page showing ``readingPosition``; nil for other books.
    func relayOut(_ layout: TextPageLayout) -> Int? {
        guard let old = textPaginator else { return nil }
        let paginator = TextPaginator(TypesetDocument(old.document.source, layout: layout))
        textPaginator = paginator
        return pageIndex(showing: readingPosition, in: paginator)
    }

    /// Takes the text of `other`, this book typeset again from other styles, and returns
    /// the index of the page showing `position` in it; nil when `other` has no text.
    func adoptText(of other: Book, at position: RichPosition) -> Int? {
        guard let paginator = other.textPaginator else { return nil }
        textPaginator = paginator
        readingPosition = position
        contents = other.contents
        anchors = other.anchors
        spineText = other.spineText
        return pageIndex(showing: position, in: paginator)
    }

    /// The page to show after the text was typeset again: the fixed page the reader was on,
    /// else the page of `paginator` holding `position`.
    private func pageIndex(showing position: RichPosition, in paginator: TextPaginator) -> Int {
        if let fixedPageShown { return fixedPageShown }
        return fixedPages.count + paginator.pageIndex(containing: position)
    }

    /// The page a table-of-contents entry points at now (text pages move when the book is
    /// paginated again for a new size).
    func pageIndex(of entry: BookContentsEntry) -> Int {
        guard let textPaginator,
            let position = entry.position ?? entry.href.flatMap({ spineText?.position(ofHref: $0) })
        else { return entry.pageIndex }
        return fixedPages.count + textPaginator.pageIndex(containing: position)
    }

    /// Records that the reader turned to page `index`: its start becomes the position kept.
    func didShowPage(at index: Int) {
        // On a fixed page (the cover) the reader stays there through re-paginations.
        fixedPageShown = index < fixedPages.count ? index : nil
        guard index >= fixedPages.count else { return }
        if let start = textPaginator?.page(at: index - fixedPages.count)?.start { readingPosition = start }
    }

    /// The decoded image of a picture page, decoded to fit `limit` (the size it is shown
    /// at), or the error that decoding reported.
    func image(for file: ImageFile, fitting limit: ImageSizeLimit = .none) throws(ImageLoadingError) -> Image {
        let key = ImageKey(path: file.path, limit: limit)
        if let cached = imageCache[key] { return cached }
        let image = try ImageLoader.load(contentsOfFile: file.path, fitting: limit)
        imageCache.insert(image, for: key)
        return image
    }

    /// For a PDF the app did not write: the helper process its pages are drawn in
    /// (``PDFIsolation``); nil draws them in this process.
    var pdfRenderer: IsolatedPDFRenderer?

    /// A PDF page rendered at `scale` pixels per point (or less, for a page too large for
    /// ``PDFDocument/maximumPixelCount``), cached; or why it cannot be drawn. Unless `exact`,
    /// the scale is rounded up to a quarter so that small size changes reuse the rendering;
    /// `exact` is for pages drawn one pixel for one (the continuous column).
    func render(
        _ document: PDFDocument, page index: Int, scale: Double, exact: Bool = false
    ) -> Result<Image, PDFPageFailure> {
        let key = PDFRenderKey(document, page: index, scale: scale, exact: exact)
        if let cached = pdfCache[key] { return .success(cached) }
        let result: Result<Image, PDFPageFailure>
        if let pdfRenderer {
            result = pdfRenderer.render(page: index, scale: key.scale)
        } else {
            do {
                // Read for opacity where it is kept, as the renderer's replies are (the
                // helper process renders through the same call and need not read it).
                let page = try document.renderPage(at: index, scale: key.scale)
                result = .success(Image(scanningOpacityOf: page.bitmap, scale: page.scale))
            } catch {
                result = .failure(.damaged(error.description))
            }
        }
        if case .success(let image) = result { pdfCache.insert(image, for: key) }
        return result
    }

    /// PDF page `index` at `scale` if the cache holds it, without asking the renderer.
    func cachedRender(_ document: PDFDocument, page index: Int, scale: Double, exact: Bool = false) -> Image? {
        pdfCache[PDFRenderKey(document, page: index, scale: scale, exact: exact)]
    }

    /// Like ``render(_:page:scale:)``, without ever waiting for the renderer: nil while the
    /// page is being drawn, and `whenReady` gets it, or why it cannot be drawn, on the main
    /// actor once it arrives. The caller keeps an arrived page for its next draw: by then
    /// the cache may have pushed it out for its neighbours.
    func render(
        _ document: PDFDocument, page index: Int, scale: Double, exact: Bool = false,
        whenReady: @escaping @MainActor (Result<Image, PDFPageFailure>) -> Void
    ) -> Result<Image, PDFPageFailure>? {
        let key = PDFRenderKey(document, page: index, scale: scale, exact: exact)
        if let cached = pdfCache[key] { return .success(cached) }
        guard let pdfRenderer, pdfRenderer.queue != nil else {
            return render(document, page: index, scale: scale, exact: exact)
        }
        if let failure = pdfRenderer.failures[index] { return .failure(failure) }
        pdfRenderer.request(page: index, scale: key.scale) { [weak self] result in
            if let self, case .success(let image) = result { pdfCache.insert(image, for: key) }
            whenReady(result)
        }
        return nil
    }

    /// Whether a zoomed PDF page may be drawn as vectors in this process (see
    /// ``IsolatedPDFRenderer/drawsVectors(ofPage:)``); always, when pages are drawn here.
    func drawsVectors(ofPDFPage index: Int) -> Bool { pdfRenderer?.drawsVectors(ofPage: index) ?? true }

    /// Bytes of pixels held by the caches, for tests of the budget.
    var cachedImageBytes: Int { imageCache.bytes + pdfCache.bytes }
}

private struct ImageKey: Hashable {
    var path: String
    var limit: ImageSizeLimit
}

private struct PDFRenderKey: Hashable {
    var path: String
    var index: Int
    var scale: Double

    /// Page `index` of `document` at `scale`, rounded up to a quarter unless `exact`, so that
    /// small size changes reuse the rendering.
    init(_ document: PDFDocument, page index: Int, scale: Double, exact: Bool) {
        path = document.path
        self.index = index
        self.scale = exact ? scale : (scale * 4).rounded(.up) / 4
    }
}

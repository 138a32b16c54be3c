import FolioCore
import FolioRender

/// A document opened by the app: an ordered list of pages and how they are meant to be shown.
///
/// Pages are cheap descriptions; pixels (decoded photos, rendered PDF pages) are made when a
/// page is drawn and kept in a small cache, so a book of any length costs little memory.
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
    let pages: [BookPage]
    /// The size pages are designed for (the first PDF page, the text layout's page); pictures
    /// use 4:3.
    let pageSize: Size
    /// The page to show first.
    var initialPage: Int
    /// Chapters the reader can jump to (an EPUB's table of contents, on the `t` key); empty
    /// for documents that have none.
    var contents: [BookContentsEntry] = []
    /// Whether the document itself asks for pages that turn right to left (an EPUB whose
    /// spine says `page-progression-direction="rtl"`, as Japanese and Arabic books do).
    var isRightToLeft = false
    /// For text books: the paginator the pages came from, which the page view draws with.
    let textPaginator: TextPaginator?

    private var imageCache = ByteBoundedCache<ImageKey>(byteLimit: Book.imageCacheBytes)
    private var pdfCache = ByteBoundedCache<PDFRenderKey>(byteLimit: Book.imageCacheBytes)
    /// Each cache holds at most this many bytes of pixels: the pages on screen, both
    /// neighbours and a spread at 2560 × 1600, however large the files are.
    static let imageCacheBytes = 160 * 1_048_576

    init(
        title: String, style: Style, pages: [BookPage], pageSize: Size, initialPage: Int = 0,
        textPaginator: TextPaginator? = nil
    ) {
        self.title = title
        self.textPaginator = textPaginator
        self.style = style
        self.pages = pages
        self.pageSize = pageSize
        self.initialPage = min(max(initialPage, 0), max(pages.count - 1, 0))
    }

    var pageCount: Int { pages.count }

    /// The decoded image of a picture page, decoded to fit `limit` (the size it is shown
    /// at), or the error that decoding reported.
    func image(for file: ImageFile, fitting limit: ImageSizeLimit = .none) throws(ImageLoadingError) -> Image {
        let key = ImageKey(path: file.path, limit: limit)
        if let cached = imageCache[key] { return cached }
        let image = try ImageLoader.load(contentsOfFile: file.path, fitting: limit)
        imageCache.insert(image, for: key)
        return image
    }

    /// A PDF page rendered at `scale` pixels per point (or less, for a page too large for
    /// ``PDFDocument/maximumPixelCount``), cached.
    func render(_ document: PDFDocument, page index: Int, scale: Double) -> Image? {
        // Round the scale so that small size changes reuse the rendering.
        let key = PDFRenderKey(path: document.path, index: index, scale: (scale * 4).rounded(.up) / 4)
        if let cached = pdfCache[key] { return cached }
        guard let image = try? document.renderPage(at: index, scale: key.scale) else { return nil }
        pdfCache.insert(image, for: key)
        return image
    }

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
}

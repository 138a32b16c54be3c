import FolioCore
import FolioRender
import FolioUI

/// Draws one page of a ``Book``: a sample page, paginated text, a PDF page or a photo.
///
/// Book pages are drawn on paper and scaled to fit the view with their designed aspect
/// ratio; photos are fitted on a dark background with a title made from their file name underneath.
final class BookPageView: View {
    let book: Book
    let index: Int
    /// Whether a photo is shown as a print mounted on a paper page, at its own aspect,
    /// rather than on the carousel's dark background.
    ///
    /// Under the curl, a folder of photos is a photo book: every page has the book's one
    /// shape (4:3) and each photo keeps its own aspect on it. A photo-shaped page was the
    /// other choice, but a folder mixes portrait and landscape photos, and a page view
    /// controller has one frame: the paper would change shape from one page to the next,
    /// mid-turn, and the curl would fold a landscape sheet onto a portrait one.
    let isOnPaper: Bool

    init(book: Book, index: Int, isOnPaper: Bool = false) {
        self.book = book
        self.index = index
        self.isOnPaper = isOnPaper
        super.init(frame: .zero)
        backgroundColor = book.style == .pictures && !isOnPaper ? Self.pictureBackground : book.theme.paper
    }

    static let pictureBackground = Color(rgb: 0x16171B)

    /// The pixels per point a PDF page is rendered at: the screen's own (an export's screen
    /// has the export's scale; a view not yet in a window asks the main screen). Rendered at
    /// 2 whatever the screen, a page on a scale-1 screen took four times the memory, and Cairo
    /// filtered it down in the frame that first showed it, for long enough to drop frames.
    var pdfPixelsPerPoint: Double { (window?.screen ?? Screen.main).scale }
    /// The most pixels per point a zoomed page in a theme is rendered at.
    static let finestThemedPixelsPerPoint = 4.0
    /// Whether a PDF page is rendered at exactly ``pdfPixelsPerPoint``, not rounded up to the
    /// next quarter: the column's pages then match their frames to within a pixel and are
    /// copied into the frame one for one. A page rendered 5 % larger was filtered down for
    /// every part a scroll brought in.
    var rendersExactPixels = false
    /// The continuous column's zoom: the page's pixels are asked for at the unzoomed size (a
    /// page zoomed 8× would need 64 times the memory), and a zoomed page is drawn as vectors
    /// into the compositor's tiles where the renderer found it quick, as a zoomed page is.
    var pdfZoom = 1.0 {
        didSet { if pdfZoom != oldValue { setNeedsDisplay() } }
    }
    /// A PDF page that arrived from the renderer, and the scale it was asked for at, kept
    /// for the next draw: the book's cache may have pushed it out for its neighbours by then.
    var arrivedPDFPage: (scale: Double, image: Image)?
    /// The column's page shown as the layer's image: the scale it was rendered at, the theme
    /// it is coloured in and the pixels shown, held while the view lives (see
    /// ``exactPageImage()``).
    var heldPDFPage: (scale: Double, theme: ReaderTheme, image: Image)?
    /// The turned page last drawn from pixels, and the theme it was coloured in: drawn
    /// stretched while the page is rendered again for a new size or screen scale (a resize, a
    /// window moved to another display), rather than blank paper until the renderer answers.
    /// The column's page falls back on ``heldPDFPage`` instead. Usually the book's cache holds
    /// the same image; a page view controller keeps three to six pages' views.
    private var lastDrawnPDFPage: (theme: ReaderTheme, image: Image)?
    /// The PDF page's own size in points, read from poppler once.
    private var knownPDFPageSize: Size?

    override var drawsContent: Bool { true }

    /// The continuous column's page is the layer's image itself, as `CALayer.contents`,
    /// whenever nothing is drawn over it; everything else is drawn content.
    override func layerContent() -> LayerContent? {
        if let image = exactPageImage() { return .image(image) }
        return super.layerContent()
    }
    /// The page is a Tab stop, so a keyboard user can reach the document (and its text).
    override var canBecomeFocused: Bool { true }

    override func draw(in context: any GraphicsContext) {
        let bounds = Rect(origin: .zero, size: self.bounds.size)
        guard let page = book.page(at: index) else { return }
        defer { drawSearchHighlights(in: context, bounds: bounds) }
        defer { drawSelection(in: context, bounds: bounds) }
        switch page {
        case .sample(let page):
            // Drawn at the page's own proportions, so that pictures are never stretched.
            let fit = Self.aspectFit(book.pageSize, in: bounds)
            page.draw(in: context, bounds: fit, number: index + 1, count: book.pageCount, theme: book.theme)
        case .text(let page):
            drawText(page, in: context, bounds: bounds)
        case .pdf(let document, let pageIndex):
            // This page's own size, not the first page's: pages of one PDF can differ by
            // orders of magnitude, and the scale that fits one would make another huge.
            let pageSize = pdfPageSize(document, page: pageIndex)
            let fit = Self.aspectFit(pageSize, in: bounds)
            let scale = pdfScale(pageSize: pageSize, in: bounds)
            // The column's page, held in the theme's colours, while a match or a selection is
            // drawn over it: the book's cache may no longer have it.
            if let held = heldPDFPage, held.scale == scale, held.theme == book.theme {
                context.draw(held.image, in: Self.aspectFit(held.image.size, in: bounds))
                return
            }
            // Until the renderer's pixels arrive the page is its last pixels stretched, or blank
            // paper, never a wait.
            guard let rendered = renderedPDFPage(document, page: pageIndex, scale: scale) else {
                if let last = lastDrawnPDFPage ?? heldPDFPage.map({ ($0.theme, $0.image) }), last.theme == book.theme {
                    context.draw(last.image, in: Self.aspectFit(last.image.size, in: bounds))
                }
                return
            }
            let zoomed = (rasterizationScale > 1 || max(pdfZoom, 1) > 1) && book.theme == .light
            switch rendered {
            case .success where zoomed && book.drawsVectors(ofPDFPage: pageIndex):
                // Zoomed: drawn as vectors, so text is as sharp at 8× as at 1× (the
                // renderer asks only for the tiles on screen).
                try? document.drawPage(at: pageIndex, in: context, rect: fit)
            case .success(let image):
                let shown = book.recoloredPages.page(image, path: document.path, page: pageIndex, theme: book.theme)
                if !rendersExactPixels { lastDrawnPDFPage = (book.theme, shown) }
                context.draw(shown, in: Self.aspectFit(image.size, in: bounds))
            case .failure(let failure):
                // The placeholder says why the page cannot be drawn; no old pixels stand in later.
                lastDrawnPDFPage = nil
                drawPlaceholder(failure.message, in: context, page: fit)
            }
        case .image(let file):
            // Zoomed photos are decoded finer (the file's own size caps it), up to 4×.
            let zoom = min(max(rasterizationScale, 1), 4)
            let limit = Self.decodeLimit(for: Size(width: bounds.width * zoom, height: bounds.height * zoom))
            drawPicture(named: file.title, in: context, bounds: bounds) { () throws(ImageLoadingError) in
                try book.image(for: file, fitting: limit)
            }
        case .picture(let image, let caption):
            drawPicture(named: caption, in: context, bounds: bounds) { image }
        }
    }

    /// The pixels per PDF point page `pageSize` is rendered at in `bounds`: the fitted scale
    /// times the screen's pixels per point. A theme recolours pixels, so a zoomed page in one
    /// is rendered finer rather than drawn as vectors, up to 4 pixels per point (a letter page
    /// is then 10 megapixels) whatever the screen.
    func pdfScale(pageSize: Size, in bounds: Rect) -> Double {
        let fit = Self.aspectFit(pageSize, in: bounds)
        let finest = max(Self.finestThemedPixelsPerPoint / pdfPixelsPerPoint, 1)
        let zoom = book.theme != .light ? min(max(rasterizationScale, 1), finest) : 1
        return fit.width / max(pageSize.width, 1) * pdfPixelsPerPoint * zoom / max(pdfZoom, 1)
    }

    /// Page `pageIndex`'s own size: pages of one PDF can differ by orders of magnitude.
    func pdfPageSize(_ document: PDFDocument, page pageIndex: Int) -> Size {
        if let knownPDFPageSize { return knownPDFPageSize }
        let size = (try? document.pageSize(at: pageIndex)) ?? book.pageSize
        knownPDFPageSize = size
        return size
    }

    /// PDF page `pageIndex` at `scale`, or why it cannot be drawn: the page that just arrived
    /// from the renderer, else the book's; nil while the renderer draws it (this view is drawn
    /// again when it arrives).
    private func renderedPDFPage(_ document: PDFDocument, page pageIndex: Int, scale: Double)
        -> Result<Image, PDFPageFailure>?
    {
        let arrived = arrivedPDFPage
        arrivedPDFPage = nil
        if let arrived, arrived.scale == scale { return .success(arrived.image) }
        return requestPDFPage(document, page: pageIndex, scale: scale)
    }

    /// Asks the book for PDF page `pageIndex` at `scale`: the page or why it cannot be drawn
    /// when the book has it (or draws it here at once); otherwise nil, and the page is kept
    /// for the next draw, or layer content, when it arrives, and this view drawn again.
    func requestPDFPage(_ document: PDFDocument, page pageIndex: Int, scale: Double) -> Result<Image, PDFPageFailure>? {
        book.render(document, page: pageIndex, scale: scale, exact: rendersExactPixels) { [weak self] result in
            if case .success(let image) = result { self?.arrivedPDFPage = (scale, image) }
            self?.setNeedsDisplay()
        }
    }

    private func drawText(_ page: TextPage, in context: any GraphicsContext, bounds: Rect) {
        guard let paginator = book.textPaginator else { return }
        let layout = paginator.layout
        let fit = Self.aspectFit(layout.pageSize, in: bounds)
        let scale = fit.width / max(layout.pageSize.width, 1)
        context.saveGState()
        context.translateBy(x: fit.minX, y: fit.minY)
        context.scaleBy(x: scale, y: scale)
        let book = self.book
        TextPageRenderer(paginator: paginator, theme: book.theme) { path, limit in
            try? book.image(for: ImageFile(path: path), fitting: limit)
        }.draw(page, in: context)
        // No number on the page itself: the reader's label under the paper says where you are.
        context.restoreGState()
    }

    /// Draws a picture fitted to the page with its caption underneath. The caption is the
    /// name alone: the reader's label under the page says which page it is, and a number
    /// here would say it twice (and disagree while a long book is still being counted).
    private func drawPicture(
        named name: String, in context: any GraphicsContext, bounds: Rect,
        image load: () throws(ImageLoadingError) -> Image
    ) {
        let textHeight = min(36, bounds.height * 0.08)
        let captionHeight = name.isEmpty ? 0 : textHeight
        let area = Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - captionHeight, 1))
        let caption = Rect(x: 8, y: area.maxY + captionHeight * 0.15, width: bounds.width - 16, height: captionHeight)
        let captionStyle = TextStyle(
            font: Font(family: "Sans", size: textHeight * 0.42),
            color: isOnPaper ? book.theme.recolored(Color(white: 0.35)) : Color(white: 0.75), alignment: .center)
        do {
            let image = try load()
            context.draw(image, in: Self.aspectFit(image.size, in: area.insetBy(dx: 12, dy: 12)))
            if !name.isEmpty { context.draw(name, in: caption, style: captionStyle) }
        } catch {
            let message = name.isEmpty ? error.description : "\(name): \(error.description)"
            context.draw(message, in: area.insetBy(dx: 24, dy: 24), style: captionStyle)
        }
    }

    /// A page that cannot be drawn: blank paper of its size, saying why.
    private func drawPlaceholder(_ message: String, in context: any GraphicsContext, page: Rect) {
        context.setFillColor(book.theme.paper)
        context.fill(page)
        let style = TextStyle(
            font: Font(family: "Sans", size: max(min(page.width * 0.035, 18), 6)),
            color: book.theme.recolored(Color(white: 0.35)),
            alignment: .center)
        context.draw(message, in: page.insetBy(dx: page.width * 0.1, dy: page.height * 0.4), style: style)
    }

    /// The size photos are decoded at for a view of `size` points: twice that in pixels
    /// (sharp on high-density displays), rounded up to a multiple of 256 so that a small
    /// resize reuses the decoded image.
    static func decodeLimit(for size: Size) -> ImageSizeLimit {
        func pixels(_ points: Double) -> Int {
            guard points.isFinite, points > 0 else { return 256 }
            // At most 16384: a window is never larger, and the conversion cannot trap.
            let doubled = min(points * 2, 16384)
            return (Int(doubled.rounded(.up)) + 255) / 256 * 256
        }
        return ImageSizeLimit(maxWidth: pixels(size.width), maxHeight: pixels(size.height))
    }

    /// The largest rectangle of `size`'s aspect ratio centred in `rect`.
    static func aspectFit(_ size: Size, in rect: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return rect }
        let scale = min(rect.width / size.width, rect.height / size.height)
        let width = size.width * scale
        let height = size.height * scale
        return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }
}

import FolioCore
import FolioRender
import FolioUI

/// Draws one page of a ``Book``: a sample page, paginated text, a PDF page or a photo.
///
/// Book pages are drawn on paper and scaled to fit the view with their designed aspect
/// ratio; photos are fitted on a dark background with their file name underneath.
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
        backgroundColor = book.style == .pictures && !isOnPaper ? Self.pictureBackground : .paper
    }

    static let pictureBackground = Color(rgb: 0x16171B)

    override var drawsContent: Bool { true }

    override func draw(in context: any GraphicsContext) {
        let bounds = Rect(origin: .zero, size: self.bounds.size)
        switch book.pages[index] {
        case .sample(let page):
            // Drawn at the page's own proportions, so that pictures are never stretched.
            let fit = Self.aspectFit(book.pageSize, in: bounds)
            page.draw(in: context, bounds: fit, number: index + 1, count: book.pageCount)
        case .text(let page):
            drawText(page, in: context, bounds: bounds)
        case .pdf(let document, let pageIndex):
            // This page's own size, not the first page's: pages of one PDF can differ by
            // orders of magnitude, and the scale that fits one would make another huge.
            let pageSize = (try? document.pageSize(at: pageIndex)) ?? book.pageSize
            let fit = Self.aspectFit(pageSize, in: bounds)
            // Twice the fitted scale keeps text sharp on high-density displays.
            let scale = fit.width / max(pageSize.width, 1) * 2
            if let image = book.render(document, page: pageIndex, scale: scale) {
                context.draw(image, in: Self.aspectFit(image.size, in: bounds))
            }
        case .image(let file):
            let limit = Self.decodeLimit(for: bounds.size)
            drawPicture(named: file.name, in: context, bounds: bounds) { () throws(ImageLoadingError) in
                try book.image(for: file, fitting: limit)
            }
        case .picture(let image, let caption):
            drawPicture(named: caption, in: context, bounds: bounds) { image }
        }
    }

    private func drawText(_ page: TextPage, in context: any GraphicsContext, bounds: Rect) {
        let layout = TextPageLayout(pageSize: book.pageSize)
        let fit = Self.aspectFit(book.pageSize, in: bounds)
        let scale = fit.width / max(book.pageSize.width, 1)
        context.saveGState()
        context.translateBy(x: fit.minX, y: fit.minY)
        context.scaleBy(x: scale, y: scale)
        for placement in page.placements {
            let style = layout.style(for: placement.role)
            var frame = placement.frame
            // A little slack below: the frame's height is exactly the measured height.
            frame.size.height += style.font.size * 0.5
            if placement.role == .code {
                context.setFillColor(Color(white: 0.93))
                context.fill(frame.insetBy(dx: -8, dy: -4))
            }
            context.draw(placement.text, in: frame, style: style)
        }
        let numberStyle = TextStyle(font: Font(family: "Sans", size: 13), color: Color(white: 0.45), alignment: .center)
        context.draw(
            "\(index + 1) / \(book.pageCount)",
            in: Rect(
                x: 0, y: book.pageSize.height - layout.margins.bottom * 0.6, width: book.pageSize.width, height: 20),
            style: numberStyle)
        context.restoreGState()
    }

    private func drawPicture(
        named name: String, in context: any GraphicsContext, bounds: Rect,
        image load: () throws(ImageLoadingError) -> Image
    ) {
        let captionHeight = min(36, bounds.height * 0.08)
        let area = Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - captionHeight, 1))
        let caption = Rect(x: 8, y: area.maxY + captionHeight * 0.15, width: bounds.width - 16, height: captionHeight)
        let captionStyle = TextStyle(
            font: Font(family: "Sans", size: captionHeight * 0.42), color: Color(white: isOnPaper ? 0.35 : 0.75),
            alignment: .center)
        do {
            let image = try load()
            context.draw(image, in: Self.aspectFit(image.size, in: area.insetBy(dx: 12, dy: 12)))
            context.draw("\(name) — \(index + 1) of \(book.pageCount)", in: caption, style: captionStyle)
        } catch {
            context.draw("\(name): \(error.description)", in: area.insetBy(dx: 24, dy: 24), style: captionStyle)
        }
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

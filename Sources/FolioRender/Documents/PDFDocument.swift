internal import CCairo
internal import CPoppler
public import FolioCore
import Foundation

/// A PDF file opened with poppler: its page count, page sizes, and pages rendered to images.
///
/// ```swift
/// let document = try PDFDocument(path: "guide.pdf")
/// let cover = try document.renderPage(at: 0, scale: 2)   // an Image at 2 pixels per point
/// ```
///
/// Page sizes are in PDF points (1/72 inch), which Folio treats as its points. Pages are drawn
/// on white paper, since PDF pages assume it.
///
/// - Note: Not thread-safe (poppler documents are not); use one document from one thread.
public final class PDFDocument {
    /// The path the document was opened from.
    public let path: String
    /// The number of pages, at least 1.
    public let pageCount: Int

    /// The poppler document, for this module's extensions that read more than pixels from it.
    let document: OpaquePointer

    /// Opens the PDF at `path`, with the password that unlocks it if it has one.
    ///
    /// ```swift
    /// do {
    ///     document = try PDFDocument(path: path)
    /// } catch .encrypted {
    ///     document = try PDFDocument(path: path, password: askedPassword)   // as zathura asks
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - password: The user or owner password; `nil` for a PDF without one. A PDF that is
    ///     encrypted only against editing (an empty user password) opens without it.
    /// - Throws: ``PDFDocumentError`` for a missing, unreadable, non-PDF, truncated, damaged
    ///   or empty file; ``PDFDocumentError/encrypted(path:)`` when a password is needed and
    ///   none was given, ``PDFDocumentError/wrongPassword(path:)`` when the one given is not it.
    public init(path: String, password: String? = nil) throws(PDFDocumentError) {
        let (head, tail) = try Self.readEnds(of: path)
        guard head.starts(with: Array("%PDF-".utf8)) else { throw .notAPDF(path: path) }
        // Poppler silently rebuilds a cut-off file from whatever objects survived, so a
        // truncated download would open with pages missing; reject it instead. The marker
        // may be followed by a line break and by padding: spaces, or NUL bytes that some
        // writers and disk images leave (poppler reads those files), so skip those first.
        guard Self.endsWithEOFMarker(tail) else { throw .truncated(path: path) }
        // Poppler reads the file itself rather than a copy in memory, so a 500 MB scan
        // costs the pages it renders, not twice its size.
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        guard let uri = g_filename_to_uri(absolute, nil, nil) else {
            throw .unreadable(path: path, reason: "the path cannot be written as a file URI")
        }
        defer { g_free(uri) }
        var error: UnsafeMutablePointer<GError>?
        guard let opened = poppler_document_new_from_file(uri, password, &error) else {
            let code = error.map { Int($0.pointee.code) } ?? -1
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            g_clear_error(&error)
            if code == Int(POPPLER_ERROR_ENCRYPTED.rawValue) {
                throw password == nil ? .encrypted(path: path) : .wrongPassword(path: path)
            }
            throw .damaged(path: path, reason: message)
        }
        let count = Int(poppler_document_get_n_pages(opened))
        guard count > 0 else {
            g_object_unref(UnsafeMutableRawPointer(opened))
            throw .noPages(path: path)
        }
        self.path = path
        self.document = opened
        self.pageCount = count
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// The size of page `index` in points.
    ///
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``.
    public func pageSize(at index: Int) throws(PDFDocumentError) -> Size {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        return Size(width: width, height: height)
    }

    /// Renders page `index` on white paper.
    ///
    /// - Parameters:
    ///   - index: The page, from 0.
    ///   - scale: Pixels per point; the image is `ceil(size × scale)` pixels.
    /// - Returns: An image whose `size` is the page size. A page whose declared box
    ///   would need more than ``maximumPixelCount`` pixels (or a side over
    ///   ``maximumPixelSide``) at `scale` is rendered at the largest scale that fits, so a
    ///   poster-sized page costs no more memory than a screenful.
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``, or
    ///   ``PDFDocumentError/damaged(path:reason:)`` for a page without a valid size.
    public func renderPage(at index: Int, scale: Double = 1) throws(PDFDocumentError) -> Image {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        let (width, height) = try drawableSize(of: page, index: index)
        let plan = Self.renderSize(width: width, height: height, scale: scale)
        let pixelWidth = plan.pixelWidth
        let pixelHeight = plan.pixelHeight
        let scale = plan.scale
        // renderSize keeps both sides at most maximumPixelSide, well inside Int32.
        guard let surfaceWidth = Int32(exactly: pixelWidth), let surfaceHeight = Int32(exactly: pixelHeight) else {
            throw .damaged(path: path, reason: "page \(index + 1) cannot be rendered at \(pixelWidth)×\(pixelHeight)")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, surfaceWidth, surfaceHeight)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .damaged(path: path, reason: "no memory to render page \(index + 1) at \(pixelWidth)×\(pixelHeight)")
        }
        let cairo = cairo_create(surface)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_scale(cairo, scale, scale)
        poppler_page_render(page, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return Image(bitmap: Self.bitmap(from: surface, width: pixelWidth, height: pixelHeight), scale: scale)
    }

    /// Draws page `index` as vectors on white paper, scaled to fill `rect`: text and paths
    /// stay sharp at any zoom, and a context that covers part of the page (a tile) costs
    /// only the pixels it has.
    ///
    /// ```swift
    /// override func draw(in context: any GraphicsContext) {
    ///     try? document.drawPage(at: 0, in: context, rect: bounds)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - index: The page, from 0.
    ///   - context: A context from FolioRender (other contexts draw nothing).
    ///   - rect: Where the page goes, in the context's coordinates.
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``, or
    ///   ``PDFDocumentError/damaged(path:reason:)`` for a page without a valid size.
    @MainActor
    public func drawPage(at index: Int, in context: any GraphicsContext, rect: Rect) throws(PDFDocumentError) {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        let (width, height) = try drawableSize(of: page, index: index)
        context.setFillColor(.white)
        context.fill(rect)
        guard let cairo = context as? CairoGraphicsContext, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo.cr)
        cairo_rectangle(cairo.cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo.cr)
        cairo_translate(cairo.cr, rect.minX, rect.minY)
        cairo_scale(cairo.cr, rect.width / width, rect.height / height)
        poppler_page_render(page, cairo.cr)
        cairo_restore(cairo.cr)
    }

    /// The most pixels one rendered page may have: 24 megapixels (96 MB), enough for a letter
    /// or A4 page at fit width in a 1920-point window at scale 2 (3,784 × 5,352), which is then
    /// shown one pixel for one instead of being stretched from a smaller rendering.
    public static let maximumPixelCount = 24 * 1_048_576
    /// The longest side a rendered page may have, in pixels.
    public static let maximumPixelSide = 8192

    /// The pixel size and effective scale for a `width` × `height` point page at `scale`:
    /// the requested scale when the result fits the limits, otherwise the largest that does.
    static func renderSize(width: Double, height: Double, scale: Double) -> (
        pixelWidth: Int, pixelHeight: Int, scale: Double
    ) {
        let requested = scale.isFinite && scale > 0 ? scale : 1
        let side = Double(maximumPixelSide)
        // Each side is rounded up, so the count's bound keeps (w·f + 1)(h·f + 1) within the
        // limit: the largest f with w·h·f² + (w + h)·f + 1 ≤ maximumPixelCount.
        let sum = width + height
        let product = width * height
        let counted =
            product > 0
            ? ((sum * sum + 4 * product * (Double(maximumPixelCount) - 1)).squareRoot() - sum) / (2 * product)
            : Double.infinity
        let fitting = min(requested, side / width, side / height, counted)
        // fitting × width ≤ maximumPixelSide, so each side converts to Int without trapping.
        let pixelWidth = min(maximumPixelSide, max(1, Int((width * fitting).rounded(.up))))
        let pixelHeight = min(maximumPixelSide, max(1, Int((height * fitting).rounded(.up))))
        return (pixelWidth, pixelHeight, fitting)
    }

    /// Whether `%%EOF` is among the last 1024 bytes once trailing white space and NUL
    /// padding are set aside.
    static func endsWithEOFMarker(_ data: Data) -> Bool {
        var end = data.endIndex
        while end > data.startIndex, [0, 0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(data[end - 1]) { end -= 1 }
        let tail = data[max(data.startIndex, end - 1024)..<end]
        return tail.range(of: Data("%%EOF".utf8)) != nil
    }

    /// The size of `page` (number `index`) in points, when it is one that can be drawn: a
    /// damaged file can declare a zero, negative or infinite box, which would scale to nothing.
    private func drawableSize(of page: OpaquePointer, index: Int) throws(PDFDocumentError) -> (Double, Double) {
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .damaged(path: path, reason: "page \(index + 1) has no valid size (\(width) × \(height) pt)")
        }
        return (width, height)
    }

    /// The poppler page at `index`, a new reference the caller must release with `g_object_unref`.
    func page(at index: Int) throws(PDFDocumentError) -> OpaquePointer {
        guard index >= 0, index < pageCount, let page = poppler_document_get_page(document, Int32(index)) else {
            throw .pageOutOfRange(index: index, pageCount: pageCount)
        }
        return page
    }

    /// The first bytes of the file (for the signature) and its last 64 KB (for the end
    /// marker), without reading what lies between.
    private static func readEnds(of path: String) throws(PDFDocumentError) -> (head: Data, tail: Data) {
        do {
            let file = try OpenedFile(path: path)
            let head = try file.read(upToCount: 8)
            try file.seek(to: max(file.size - 65_536, 0))
            let tail = try file.read(upToCount: 65_536)
            return (head, tail)
        } catch .notFound {
            throw .fileNotFound(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
    }

    private static func bitmap(from surface: OpaquePointer?, width: Int, height: Int) -> Bitmap {
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard let data = cairo_image_surface_get_data(surface) else { return Bitmap(width: width, height: height) }
        let source = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { destination in
            for row in 0..<height {
                for column in 0..<width {
                    destination[row * width + column] = source[row * stride + column]
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: width, height: height)
    }
}

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

    private let document: OpaquePointer

    /// Opens the PDF at `path`.
    ///
    /// - Throws: ``PDFDocumentError`` for a missing, unreadable, non-PDF, truncated, damaged,
    ///   encrypted or empty file.
    public init(path: String) throws(PDFDocumentError) {
        let data = try Self.readFile(at: path)
        guard data.starts(with: Array("%PDF-".utf8)) else { throw .notAPDF(path: path) }
        // Poppler silently rebuilds a cut-off file from whatever objects survived, so a
        // truncated download would open with pages missing; reject it instead. The marker
        // may be followed by a line break and, in some writers, a little padding.
        guard data.suffix(1024).range(of: Data("%%EOF".utf8)) != nil else { throw .truncated(path: path) }
        var error: UnsafeMutablePointer<GError>?
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let opened = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let code = error.map { Int($0.pointee.code) } ?? -1
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            g_clear_error(&error)
            if code == Int(POPPLER_ERROR_ENCRYPTED.rawValue) { throw .encrypted(path: path) }
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
    /// - Returns: An image whose ``Image/size`` is the page size.
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``.
    public func renderPage(at index: Int, scale: Double = 1) throws(PDFDocumentError) -> Image {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        let scale = scale > 0 ? scale : 1
        let pixelWidth = max(1, Int((width * scale).rounded(.up)))
        let pixelHeight = max(1, Int((height * scale).rounded(.up)))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_scale(cairo, scale, scale)
        poppler_page_render(page, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return Image(bitmap: Self.bitmap(from: surface, width: pixelWidth, height: pixelHeight), scale: scale)
    }

    private func page(at index: Int) throws(PDFDocumentError) -> OpaquePointer {
        guard index >= 0, index < pageCount, let page = poppler_document_get_page(document, Int32(index)) else {
            throw .pageOutOfRange(index: index, pageCount: pageCount)
        }
        return page
    }

    private static func readFile(at path: String) throws(PDFDocumentError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        do {
            return try FileContents.read(path)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
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

internal import CCairo
public import FolioCore
import Foundation

/// Writes small PDFs with Cairo's PDF surface, so that tests of a PDF reader carry no
/// documents someone else wrote: text pages, and with ``Document`` the links, named
/// destinations, outline and page labels that Cairo's tag API puts in a PDF.
///
/// ```swift
/// try PDFWriter.write(pages: [["One"], ["Two"]], size: Size(width: 300, height: 400), to: path)
/// ```
///
/// Every page shows a bar at its top and its lines in 24-point DejaVu Sans Bold, one
/// line every 32 points: line `n` fills ``lineFrame(_:pageSize:)``.
public enum PDFWriter {
    /// Writes a PDF with one page per element of `pages`, each page showing its lines of text
    /// from the top left.
    ///
    /// - Throws: ``PDFWriterError`` when Cairo cannot create or finish the file.
    public static func write(pages: [[String]], size: Size, to path: String) throws(PDFWriterError) {
        let document = Document(size: size, pages: pages.map { Page(lines: $0.map(Line.text)) })
        try write(document, to: path)
    }

    /// Writes `document`, with its links, destinations, outline and page labels.
    ///
    /// - Throws: ``PDFWriterError`` when Cairo cannot create or finish the file, for
    ///   instance when a link or an outline entry names a destination no page has.
    public static func write(_ document: Document, to path: String) throws(PDFWriterError) {
        let surface = cairo_pdf_surface_create(path, document.size.width, document.size.height)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PDFWriterError(
                path: path, reason: String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        let cairo = cairo_create(surface)
        for (index, page) in document.pages.enumerated() {
            // Every page's top is a named destination that `.page` links name: Cairo 1.16
            // writes a link to a page it has not written yet as one that goes nowhere.
            cairo_tag_begin(cairo, CAIRO_TAG_DEST, "name='\(pageDestination(index))' x=0 y=0")
            cairo_tag_end(cairo, CAIRO_TAG_DEST)
            draw(page, size: document.size, cairo: cairo, surface: surface)
            cairo_show_page(cairo)
        }
        addOutline(document.outline, parent: Int32(CAIRO_PDF_OUTLINE_ROOT), surface: surface)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PDFWriterError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The area of line `index` of a page, in points from the page's top left: a line's
    /// link area, and where a test clicks to follow it.
    public static func lineFrame(_ index: Int, pageSize: Size) -> Rect {
        Rect(x: margin, y: baseline(index) - 26, width: pageSize.width - 2 * margin, height: 32)
    }

    private static let margin = 24.0

    private static func baseline(_ index: Int) -> Double { 72 + Double(index) * 32 }

    private static func draw(_ page: Page, size: Size, cairo: OpaquePointer?, surface: OpaquePointer?) {
        if let label = page.label { cairo_pdf_surface_set_page_label(surface, label) }
        cairo_set_source_rgb(cairo, 0.1, 0.1, 0.3)
        cairo_rectangle(cairo, margin, margin, size.width - 2 * margin, 8)
        cairo_fill(cairo)
        // DejaVu by name, not "Sans": the user's fontconfig may send a generic family to
        // another font, and pixel tests of these pages must not depend on the machine.
        cairo_select_font_face(cairo, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cairo, 24)
        for (index, line) in page.lines.enumerated() {
            let tag = tag(for: line, frame: lineFrame(index, pageSize: size))
            if let tag { cairo_tag_begin(cairo, tag.name, tag.attributes) }
            cairo_move_to(cairo, margin, baseline(index))
            cairo_show_text(cairo, line.text)
            if let tag { cairo_tag_end(cairo, tag.name) }
        }
    }

    private static func tag(for line: Line, frame: Rect) -> (name: String, attributes: String)? {
        switch line {
        case .text:
            return nil
        case .link(_, let target):
            let rect = "rect=[\(frame.origin.x) \(frame.origin.y) \(frame.size.width) \(frame.size.height)]"
            // A link to a page goes to the page's destination (see write(_:to:)).
            let link = if case .page(let index) = target { Target.destination(pageDestination(index)) } else { target }
            return (CAIRO_TAG_LINK, "\(attributes(for: link)) \(rect)")
        case .destination(_, let name):
            return (CAIRO_TAG_DEST, "name='\(quoted(name))'")
        }
    }

    private static func pageDestination(_ index: Int) -> String { "folio-page-\(index + 1)" }

    /// Cairo's attributes for a link to `target` (its pages count from 1).
    private static func attributes(for target: Target) -> String {
        switch target {
        case .page(let index): "page=\(index + 1)"
        case .destination(let name): "dest='\(quoted(name))'"
        case .uri(let uri): "uri='\(quoted(uri))'"
        }
    }

    private static func addOutline(_ entries: [OutlineEntry], parent: Int32, surface: OpaquePointer?) {
        for entry in entries {
            let link =
                switch entry.target {
                case .uri: attributes(for: .page(0))
                default: attributes(for: entry.target)
                }
            let id = cairo_pdf_surface_add_outline(
                surface, parent, entry.title, link, cairo_pdf_outline_flags_t(CAIRO_PDF_OUTLINE_FLAG_OPEN.rawValue))
            addOutline(entry.children, parent: id, surface: surface)
        }
    }

    /// Cairo's attribute strings quote with `'` and escape it and `\` with a backslash.
    private static func quoted(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}

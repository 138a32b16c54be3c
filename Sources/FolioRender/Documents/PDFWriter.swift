internal import CCairo
internal import CPoppler
package import FolioCore
import Foundation

/// Writes simple text-only PDFs with Cairo's PDF surface: fixtures for tests of the PDF
/// reader, and a quick way to produce a valid document without shipping one.
package enum PDFWriter {
    /// Writes a PDF with one page per element of `pages`, each page showing its lines of text
    /// in a large sans-serif font from the top left.
    ///
    /// - Throws: ``PDFWriterError`` when Cairo cannot create or finish the file.
    package static func write(pages: [[String]], size: Size, to path: String) throws(PDFWriterError) {
        let surface = cairo_pdf_surface_create(path, size.width, size.height)
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PDFWriterError(
                path: path, reason: String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        let cairo = cairo_create(surface)
        for lines in pages {
            cairo_set_source_rgb(cairo, 0.1, 0.1, 0.3)
            cairo_rectangle(cairo, 24, 24, size.width - 48, 8)
            cairo_fill(cairo)
            cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
            cairo_set_font_size(cairo, 24)
            for (number, line) in lines.enumerated() {
                cairo_move_to(cairo, 24, 72 + Double(number) * 32)
                cairo_show_text(cairo, line)
            }
            cairo_show_page(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PDFWriterError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}

/// Cairo could not write a PDF.
package struct PDFWriterError: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "cannot write \(path): \(reason)" }
}

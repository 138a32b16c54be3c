internal import CPoppler
import FolioCore

extension PDFDocument {
    /// The text of page `index` with where each character is printed: what a selection on the
    /// page hit-tests, highlights and copies. The text is the one ``text(onPage:)`` returns
    /// (poppler's reading order, a line break after each printed line), cut at
    /// ``maximumPageTextLength`` Unicode scalars rather than characters: poppler places
    /// each scalar, and a caret offset counts them.
    ///
    /// ```swift
    /// let layout = try document.textLayout(onPage: 11)
    /// let range = layout.caretOffset(nearest: press)..<layout.caretOffset(nearest: pointer)
    /// pasteboard.string = layout.text(in: range)
    /// ```
    ///
    /// - Parameter index: The page, from 0.
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``.
    package func textLayout(onPage index: Int) throws(PDFDocumentError) -> PDFPageText {
        try withText(onPage: index) { page, text in
            guard let text else { return .empty }
            return Self.layout(of: text, on: page)
        }
    }

    /// `text` with the places poppler gives for its scalars on `page`.
    private static func layout(of text: String, on page: OpaquePointer) -> PDFPageText {
        var rectangles: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        guard poppler_page_get_text_layout(page, &rectangles, &count) != 0, let rectangles else { return .empty }
        defer { g_free(rectangles) }
        // Poppler gives one rectangle per Unicode scalar of the page's text, measured from the
        // page's top left (its text layout, unlike its links, is in the device's direction).
        let scalars = Array(text.unicodeScalars.prefix(maximumPageTextLength))
        let shown = min(scalars.count, Int(count))
        var rects: [Rect] = []
        rects.reserveCapacity(shown)
        for offset in 0..<shown {
            let box = rectangles[offset]
            let rect = Rect(
                x: min(box.x1, box.x2), y: min(box.y1, box.y2), width: abs(box.x2 - box.x1),
                height: abs(box.y2 - box.y1))
            let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
            rects.append(values.allSatisfy(\.isFinite) ? rect : .zero)
        }
        return PDFPageText(scalars: Array(scalars.prefix(shown)), rects: rects)
    }
}

internal import CPoppler

extension PDFDocument {
    /// The longest text returned for one page, in characters; the rest is cut. A page is
    /// read aloud, and a hostile file's page of megabytes of text must not be copied about.
    public static let maximumPageTextLength = 200_000

    /// The text of page `index` in reading order, as poppler extracts it (`pdftotext` gives
    /// the same for the page): one line of text per printed line, for a screen reader to
    /// read.
    ///
    /// ```swift
    /// let text = try document.text(onPage: 11)   // what page 12 says
    /// ```
    ///
    /// - Parameter index: The page, from 0.
    /// - Returns: The page's text, empty for a page without any (a scan); at most
    ///   ``maximumPageTextLength`` characters.
    /// - Throws: ``PDFDocumentError/pageOutOfRange(index:pageCount:)``.
    /// - Note: Like every call on a ``PDFDocument``, not thread-safe.
    public func text(onPage index: Int) throws(PDFDocumentError) -> String {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        guard let raw = poppler_page_get_text(page) else { return "" }
        defer { g_free(raw) }
        let text = String(cString: raw)
        return text.count > Self.maximumPageTextLength ? String(text.prefix(Self.maximumPageTextLength)) : text
    }
}

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
        try withText(onPage: index) { _, text in
            guard let text else { return "" }
            return text.count > Self.maximumPageTextLength ? String(text.prefix(Self.maximumPageTextLength)) : text
        }
    }

    /// Runs `body` with page `index` open and poppler's text of it (nil when poppler has
    /// none); both are released when `body` returns.
    func withText<Value>(onPage index: Int, _ body: (_ page: OpaquePointer, _ text: String?) -> Value)
        throws(PDFDocumentError) -> Value
    {
        let page = try self.page(at: index)
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        guard let raw = poppler_page_get_text(page) else { return body(page, nil) }
        defer { g_free(raw) }
        return body(page, String(cString: raw))
    }
}

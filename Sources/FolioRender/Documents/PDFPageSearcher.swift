public import FolioCore

/// Searches the pages of a PDF file for a `DocumentSearch` in the background, through a
/// document of its own: poppler documents are not thread-safe, so the one the main actor
/// draws with is never touched.
///
/// ```swift
/// let search = DocumentSearch(startPage: current, pageCount: document.pageCount) {
///     try PDFPageSearcher(path: document.path, query: "résumé")
/// }
/// search.start(on: window.displayLink)
/// ```
public final class PDFPageSearcher: PageSearching {
    /// The searcher's own document.
    public let document: PDFDocument
    /// What is searched for.
    public let query: String
    /// How it is compared.
    public let options: TextSearchOptions

    /// Opens `path` again for searching.
    ///
    /// - Parameters:
    ///   - path: The PDF file.
    ///   - password: The password that opened it, if it has one.
    ///   - query: What to find.
    ///   - options: How to compare; case- and diacritic-insensitive by default.
    /// - Throws: ``PDFDocumentError`` when the file does not open (it may have changed).
    public init(
        path: String, password: String? = nil, query: String, options: TextSearchOptions = .readerDefault
    ) throws(PDFDocumentError) {
        document = try PDFDocument(path: path, password: password)
        self.query = query
        self.options = options
    }

    /// The matches on page `page`, nil past the last page.
    public func matches(onPage page: Int) throws -> [PDFTextMatch]? {
        guard page >= 0, page < document.pageCount else { return nil }
        return try document.findString(query, onPage: page, options: options)
    }
}

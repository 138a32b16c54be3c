import FolioCore
import FolioRender

extension Book {
    /// A search of the whole book for `query`, from page `start` on, wrapping around; each
    /// match is its rectangles in page coordinates (see ``SearchHighlights``).
    ///
    /// A PDF is searched in the background through a second poppler document opened for
    /// the search (the one the pages are drawn with stays on the main actor). Typeset text
    /// is searched on the main actor a few pages per frame, as the paginator lays out pages
    /// (Pango and the paginator are the main actor's); an image folder's file names and
    /// captions are searched the same way (a match there has no rectangle to mark).
    ///
    /// - Parameters:
    ///   - query: What to find, case- and diacritic-insensitive.
    ///   - start: The page searched first.
    ///   - reopensPDF: Whether the PDF may be opened a second time (not a PDF unlocked with a
    ///     password, which the book does not keep): otherwise its pages are searched on the
    ///     main actor with the book's own document.
    func makeSearch(for query: String, from start: Int, reopensPDF: Bool) -> DocumentSearch<[Rect]> {
        let matcher = TextMatcher(query)
        if reopensPDF, let path = singlePDFPath {
            return DocumentSearch(startPage: start, pageCount: pageCount) {
                PDFRectsSearcher(searcher: try PDFPageSearcher(path: path, query: query))
            }
        }
        let count: Int? = isPaginated ? pageCount : nil
        return DocumentSearch(startPage: start, pageCount: count, pagesPerStep: Self.searchPagesPerFrame) {
            [weak self] index in
            guard let self, let page = self.page(at: index) else { return nil }
            return self.searchMatches(on: page, of: matcher)
        }
    }

    /// Text pages searched per frame: about as much Pango as the reader's background
    /// pagination spends, so a search never makes a frame late.
    static let searchPagesPerFrame = 2

    /// The path of the PDF every page comes from, in its own order; nil for other books.
    var singlePDFPath: String? {
        guard case .pdf(let document, _)? = pages.first else { return nil }
        for (index, page) in pages.enumerated() {
            guard case .pdf(let other, let pageIndex) = page, other === document, pageIndex == index else {
                return nil
            }
        }
        return document.path
    }

    private func searchMatches(on page: BookPage, of matcher: TextMatcher) -> [[Rect]] {
        switch page {
        case .text(let textPage):
            guard let textPaginator else { return [] }
            return textPage.searchMatches(of: matcher, in: textPaginator)
        case .pdf(let document, let index):
            let matches = (try? document.findString(matcher.query, onPage: index, options: matcher.options)) ?? []
            return matches.map(\.rects)
        case .image(let file):
            return matcher.utf8Ranges(in: file.title).map { _ in [] }
        case .picture(_, let caption):
            return matcher.utf8Ranges(in: caption).map { _ in [] }
        case .sample:
            return []
        }
    }
}

/// A PDF's matches as their rectangles, the match the reader's highlights use.
private struct PDFRectsSearcher: PageSearching {
    let searcher: PDFPageSearcher

    func matches(onPage page: Int) throws -> [[Rect]]? {
        try searcher.matches(onPage: page)?.map(\.rects)
    }
}

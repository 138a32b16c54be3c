import FolioRender

/// The page labels of a PDF book ("iv", "A-3"), which the page bar shows beside the page's
/// number and the go-to-page field accepts.
extension Book {
    /// The PDF the book shows, when it is one.
    var pdfDocument: PDFDocument? {
        guard case .pdf(let document, _)? = page(at: 0) else { return nil }
        return document
    }

    /// The label the document prints on page `index` when it is not simply the page's
    /// number ("iv" for the sixth page); nil for other pages and books.
    func ownPageLabel(at index: Int) -> String? {
        guard case .pdf(let document, let page)? = page(at: index), document.hasOwnPageLabel(at: page) else {
            return nil
        }
        return document.pageLabel(at: page)
    }

    /// The page whose label is `label` in a PDF book ("iv", "A-3", any case); nil when no
    /// page has it, or the book is not a PDF.
    func pageIndex(forLabel label: String) -> Int? {
        guard let document = pdfDocument, let page = document.pageIndex(forLabel: label) else { return nil }
        // A PDF book shows every page of its file, in order: page i of the file is page i.
        return self.page(at: page) == nil ? nil : page
    }
}

import FolioRender

/// The text layout of the PDF page a selection is on, kept while the drag goes on: poppler
/// reads a page's text in milliseconds, too slow for every pointer move.
final class PDFSelectionTexts {
    private var last: (path: String, page: Int, text: PDFPageText)?

    /// Page `index`'s text with its characters' places; empty when poppler cannot read it.
    func text(of document: PDFDocument, page index: Int) -> PDFPageText {
        if let last, last.path == document.path, last.page == index { return last.text }
        let text = (try? document.textLayout(onPage: index)) ?? .empty
        last = (document.path, index, text)
        return text
    }
}

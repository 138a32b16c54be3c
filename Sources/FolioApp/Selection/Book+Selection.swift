import FolioCore
import FolioRender

/// Selecting text on a book's pages: carets, the selected text and its highlight, in each
/// page's own coordinates (PDF points from the top left, or the typeset page's points).
extension Book {
    /// The caret nearest `point` (page coordinates) on page `index`; nil on a page with no
    /// text to select (pictures, a PDF page without text).
    func selectionCaret(nearest point: Point, onPage index: Int) -> TextSelection.Caret? {
        switch page(at: index) {
        case .pdf(let document, let pageIndex)?:
            let text = selectableText(of: document, page: pageIndex)
            guard text.count > 0 else { return nil }
            return TextSelection.Caret(block: 0, offset: text.caretOffset(nearest: point))
        case .text(let page)?:
            guard let paginator = textPaginator else { return nil }
            return page.caret(nearest: point, in: paginator)
        default:
            return nil
        }
    }

    /// The text `selection` covers, in reading order with its line and paragraph breaks.
    func selectedText(_ selection: TextSelection) -> String {
        switch page(at: selection.page) {
        case .pdf(let document, let pageIndex)?:
            return selectableText(of: document, page: pageIndex).text(
                in: selection.start.offset..<selection.end.offset)
        case .text(let page)?:
            guard let paginator = textPaginator else { return "" }
            return page.selectedText(from: selection.start, to: selection.end, in: paginator)
        default:
            return ""
        }
    }

    /// The rectangles that mark `selection`, in page coordinates.
    func selectionRects(_ selection: TextSelection) -> [Rect] {
        guard !selection.isEmpty else { return [] }
        switch page(at: selection.page) {
        case .pdf(let document, let pageIndex)?:
            return selectableText(of: document, page: pageIndex).rects(
                in: selection.start.offset..<selection.end.offset)
        case .text(let page)?:
            guard let paginator = textPaginator else { return [] }
            return page.selectionRects(from: selection.start, to: selection.end, in: paginator)
        default:
            return []
        }
    }

    /// All of page `index`'s text selected (Ctrl-A); nil on a page with none.
    func wholePageSelection(onPage index: Int) -> TextSelection? {
        switch page(at: index) {
        case .pdf(let document, let pageIndex)?:
            let text = selectableText(of: document, page: pageIndex)
            guard text.count > 0 else { return nil }
            return TextSelection(
                page: index, anchor: TextSelection.Caret(block: 0, offset: 0),
                focus: TextSelection.Caret(block: 0, offset: text.count))
        case .text(let page)?:
            guard let paginator = textPaginator, let whole = page.wholeText(in: paginator) else { return nil }
            return TextSelection(page: index, anchor: whole.start, focus: whole.end)
        default:
            return nil
        }
    }

    /// The text of PDF page `index` with its characters' places, read by poppler here, in
    /// the reader's process. Only for a page the renderer process drew quickly: poppler
    /// reads a page's text by running its drawing operators, and a page whose operators
    /// took long there (or that could not be drawn) would hold the window as long here.
    /// Such a page has no text to select, as it has no vectors to zoom into.
    private func selectableText(of document: PDFDocument, page index: Int) -> PDFPageText {
        guard drawsVectors(ofPDFPage: index) else { return .empty }
        return selectionTexts.text(of: document, page: index)
    }

    /// The size of page `index` in its own coordinates, for pages that have text.
    func selectablePageSize(ofPage index: Int) -> Size? {
        switch page(at: index) {
        case .pdf(let document, let pageIndex)?: (try? document.pageSize(at: pageIndex)) ?? pageSize
        case .text?: textPaginator?.layout.pageSize
        default: nil
        }
    }
}

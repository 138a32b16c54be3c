import FolioCore
import FolioRender

extension Book {
    /// Where each character of page `index`'s accessible text is, in page coordinates (PDF
    /// points from the top left, or the typeset page's points): one box per Unicode scalar of
    /// the text a screen reader reads. Nil while unknown: a PDF page whose text the renderer
    /// has not read, or not drawn quickly (poppler reads the boxes in this process, as a
    /// selection does, so only on pages known to be quick), and pages without text.
    func characterBoxes(onPage index: Int) -> [Rect]? {
        switch page(at: index) {
        case .pdf(let document, let pageIndex)?:
            if let renderer = pdfRenderer {
                guard case .success? = renderer.cachedText(page: pageIndex), drawsVectors(ofPDFPage: pageIndex)
                else { return nil }
            }
            return ((try? document.textLayout(onPage: pageIndex)) ?? .empty).rects
        case .text(let page)?:
            return textPaginator.map { page.characterBoxes(in: $0) }
        default:
            return nil
        }
    }
}

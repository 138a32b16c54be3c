import FolioCore
import FolioUI

/// The contents panel (`t`): the book's table of contents (a PDF's outline, an EPUB's
/// navigation document, a Markdown file's headings) over the page.
extension ReaderViewController {
    /// Shows the book's table of contents over the page (`t`); choosing an entry jumps to
    /// the page it starts on, and Back returns to the page the panel was opened on.
    func showContents() {
        let pages = book.contents.map { book.pageIndex(of: $0) }
        let contents = ContentsView(
            entries: book.contents, pageIndices: pages, pageLabels: pages.map { book.ownPageLabel(at: $0) },
            currentPage: currentIndex)
        contents.frame = Rect(origin: .zero, size: view.bounds.size)
        contents.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contents.scrollToSelection()
        contents.onFinish = { [unowned self] choice in self.closeContents(jumpingTo: choice.map { pages[$0] }) }
        view.addSubview(contents)
        contentsView = contents
        contents.becomeFirstResponder()
    }

    func closeContents(jumpingTo page: Int?) {
        contentsView?.resignFirstResponder()
        contentsView?.removeFromSuperview()
        contentsView = nil
        pageViewController.becomeFirstResponder()
        guard let page else { return }
        followJump(toPage: page)
    }
}

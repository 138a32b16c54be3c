import FolioCore
import FolioUI

/// The contents panel (`t`): the book's table of contents (a PDF's outline, an EPUB's
/// navigation document, a Markdown file's headings) over the page.
extension ReaderViewController {
    /// Shows the book's table of contents over the page (`t`); choosing an entry jumps to
    /// the page it starts on, and Back returns to the page the panel was opened on.
    func showContents() {
        let entries = book.contents + bookmarkEntries()
        let pages = entries.map { book.pageIndex(of: $0) }
        let contents = ContentsView(
            entries: entries, pageIndices: pages, pageLabels: pages.map { book.ownPageLabel(at: $0) },
            currentPage: currentIndex, chapterCount: book.contents.count)
        contents.theme = theme
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

    // MARK: Bookmarks in the panel

    /// The entries listed after the table of contents, for the book's bookmarks (`b`), in
    /// page order: each goes to its page like a chapter, a typeset one by its position in the
    /// text, so it survives a new window or text size.
    func bookmarkEntries() -> [BookContentsEntry] {
        bookmarks.compactMap { mark -> (Int, BookContentsEntry)? in
            guard let index = pageIndex(of: mark) else { return nil }
            let entry = BookContentsEntry(
                title: "Bookmark · " + mark.text, pageIndex: index, position: mark.position?.richPosition, depth: 0)
            return (index, entry)
        }
        .sorted { $0.0 < $1.0 }
        .map(\.1)
    }
}

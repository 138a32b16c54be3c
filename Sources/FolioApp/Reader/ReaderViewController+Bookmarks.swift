import FolioCore
import FolioPaging
import FolioUI

/// Bookmarks: `b` marks the page shown or takes its mark off; a ribbon on the paper's corner
/// shows a marked page, and the contents panel lists the marks.
///
/// A mark on a reflowable page is a place in the text (the page's first character), so it
/// stays on the same words at any window and text size; on a PDF, a picture or an EPUB's
/// cover it is the page.
extension ReaderViewController {
    /// The key that toggles a bookmark.
    static let bookmarkKey = Key.character("b")

    /// `b` toggles the bookmark of the page shown.
    ///
    /// - Returns: Whether the key was the bookmark key.
    func handleBookmarkKey(_ event: KeyEvent) -> Bool {
        guard event.key == Self.bookmarkKey, event.modifiers.isEmpty, contentsView == nil, goToPageView == nil else {
            return false
        }
        toggleBookmark()
        return true
    }

    /// The bookmarks, oldest first (kept for the book by ``bookState``).
    var bookmarks: [BookState.Bookmark] { bookState?.bookmarks ?? [] }

    /// Marks the page shown, or takes its marks off; the page bar says which for a moment.
    func toggleBookmark() {
        let keeper = bookState ?? BookStateKeeper(store: nil, path: "", state: BookState(path: ""))
        bookState = keeper
        let index = currentIndex
        let marks = keeper.bookmarks
        let onPage = marks.filter { pageIndex(of: $0) == index }
        if onPage.isEmpty {
            keeper.setBookmarks(marks + [bookmark(forPage: index)])
        } else {
            keeper.setBookmarks(marks.filter { pageIndex(of: $0) != index })
        }
        updateWhereYouAre()
        updateBookmarkRibbon()
        pageLabel.text = (onPage.isEmpty ? "Bookmarked · " : "Bookmark removed · ") + pageText
    }

    /// Whether the page shown has a bookmark.
    var isShowingBookmarkedPage: Bool {
        let index = currentIndex
        return bookmarks.contains { pageIndex(of: $0) == index }
    }

    /// The page a bookmark is on now (text pages move when the book is paginated again).
    func pageIndex(of bookmark: BookState.Bookmark) -> Int? {
        if let position = bookmark.position, let paginator = book.textPaginator {
            return book.fixedPageCount + paginator.pageIndex(containing: position.richPosition)
        }
        return bookmark.page
    }

    /// A bookmark for page `index`, named by its printed label or its first words.
    func bookmark(forPage index: Int) -> BookState.Bookmark {
        switch book.page(at: index) {
        case .text(let page)?:
            let words = page.text.split(whereSeparator: \.isWhitespace).prefix(6).joined(separator: " ")
            return BookState.Bookmark(
                page: nil, position: BookState.TextPosition(page.start),
                text: words.isEmpty ? "Page \(index + 1)" : words)
        case .pdf?:
            let label = book.ownPageLabel(at: index).map { "Page \($0) (\(index + 1))" } ?? "Page \(index + 1)"
            return BookState.Bookmark(page: index, position: nil, text: label)
        case .image(let file)?:
            return BookState.Bookmark(page: index, position: nil, text: file.name)
        case .picture(_, let caption)?:
            return BookState.Bookmark(page: index, position: nil, text: caption.isEmpty ? "Cover" : caption)
        case .sample?, nil:
            return BookState.Bookmark(page: index, position: nil, text: "Page \(index + 1)")
        }
    }

    /// The ribbon on a bookmarked page's top corner (on the right page of a spread), hidden
    /// while a page turns.
    func updateBookmarkRibbon() {
        // Made with the first layout, hidden: adding it later would lay the reader out again,
        // which rewrites the page bar's "Bookmarked".
        let existing = view.subviews.lazy.compactMap { $0 as? BookmarkRibbonView }.first
        let ribbon = existing ?? BookmarkRibbonView()
        if existing == nil { view.addSubview(ribbon) }
        let paper = pageViewController.view.frame
        let size = BookmarkRibbonView.size
        ribbon.frame = Rect(x: paper.maxX - size.width - 14, y: paper.minY, width: size.width, height: size.height)
        ribbon.isHidden = !isShowingBookmarkedPage || isTurning
    }
}

import FolioUI

/// The view controller of one book page, what a page view controller's data source returns.
final class BookPageViewController: ViewController {
    let book: Book
    let index: Int
    /// Whether a photo is mounted on a paper page (see ``BookPageView/isOnPaper``).
    let isOnPaper: Bool

    init(book: Book, index: Int, isOnPaper: Bool = false) {
        self.book = book
        self.index = index
        self.isOnPaper = isOnPaper
        super.init()
        title = "Page \(index + 1)"
    }

    override func loadView() {
        view = BookPageView(book: book, index: index, isOnPaper: isOnPaper)
    }
}

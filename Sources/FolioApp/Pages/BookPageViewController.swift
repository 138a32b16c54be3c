import FolioUI

/// The view controller of one book page, what a page view controller's data source returns.
final class BookPageViewController: ViewController {
    let book: Book
    let index: Int

    init(book: Book, index: Int) {
        self.book = book
        self.index = index
        super.init()
        title = "Page \(index + 1)"
    }

    override func loadView() {
        view = BookPageView(book: book, index: index)
    }
}

import FolioUI

/// The empty half of a spread in ``PageViewController/SpreadPairing/coverAlone`` books: the
/// side facing the cover, or after a last page on the left. It draws nothing, so what is
/// behind the book shows, as it does beside a closed book's cover.
@MainActor
final class BlankPageViewController: ViewController {
    /// Where the blank sits in the book: -1 before the cover, or the page count after the
    /// last page.
    let index: Int

    init(index: Int) {
        self.index = index
        super.init()
        title = "Blank page"
    }

    override func loadView() {
        let view = View()
        view.backgroundColor = nil
        view.isUserInteractionEnabled = false
        self.view = view
    }
}

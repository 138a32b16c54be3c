import FolioCore
import FolioPaging
import FolioUI

/// Shows a ``Book`` in a ``PageViewController`` configured from a ``Presentation``, with a
/// page control under scrolling horizontal books and carousels.
///
/// This is what `folio open` shows, what `folio export` records, and what most gallery
/// screens are made of.
final class ReaderViewController: ViewController, PageViewControllerIndexDataSource, PageViewControllerDelegate,
    AppStateReporting
{
    let book: Book
    let presentation: Presentation
    let pageViewController: PageViewController
    /// Under scroll-style horizontal books: dots that follow the page and jump when tapped.
    let pageControl: PageControl?

    static let pageControlHeight = 32.0

    init(book: Book, presentation: Presentation) throws(ReaderError) {
        self.book = book
        self.presentation = presentation
        let isCurl = presentation.transition == .curl
        let spine: PageViewController.SpineLocation =
            switch presentation.spine {
            case .min: .min
            case .mid: .mid
            case .max: .max
            }
        pageViewController = PageViewController(
            transitionStyle: isCurl ? .pageCurl : .scroll,
            navigationOrientation: presentation.orientation == .vertical ? .vertical : .horizontal,
            options: PageViewController.Options(
                spineLocation: isCurl ? spine : nil, interPageSpacing: book.style == .pictures ? 16 : 0))
        if let transition = Self.pageTransition(for: presentation.transition) {
            pageViewController.transition = transition
        }
        if isCurl {
            do {
                try pageViewController.setDoubleSided(presentation.isDoubleSided)
            } catch {
                throw .invalidPresentation("\(error)")
            }
        }
        if !isCurl && presentation.orientation == .horizontal {
            let control = PageControl()
            control.numberOfPages = book.pageCount
            control.currentPage = book.initialPage
            pageControl = control
        } else {
            pageControl = nil
        }
        super.init()
        title = book.title
        // The position a text book keeps when it is paginated again for the view's size.
        book.didShowPage(at: book.initialPage)
    }

    /// The look of a scroll-style transition; nil for the curl, which is a style of its own.
    static func pageTransition(for choice: TransitionChoice) -> (any PageTransition)? {
        switch choice {
        case .curl: nil
        case .scroll: .slide
        case .fade: .fade
        case .cube: .cube
        case .coverFlow: .coverFlow
        case .stack: .stack
        case .zoomOut: .zoomOut
        case .flip: .flip
        }
    }

    override func loadView() {
        let root = View()
        root.backgroundColor = book.style == .pictures ? BookPageView.pictureBackground : Color(white: 0.85)
        view = root
    }

    override func viewDidLoad() {
        // A fresh page view controller has no parent, so adding it cannot fail.
        try? addChild(pageViewController)
        if presentation.isRightToLeft {
            // The page view controller reads the direction of its own view (UIKit does not
            // inherit semanticContentAttribute either); the dots follow it too.
            pageViewController.view.semanticContentAttribute = .forceRightToLeft
            pageControl?.semanticContentAttribute = .forceRightToLeft
        }
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        pageViewController.delegate = self
        pageViewController.indexDataSource = self
        pageViewController.setCurrentIndex(book.initialPage, animated: false)
        if let pageControl {
            let dark = book.style == .pictures
            pageControl.pageIndicatorTintColor = Color(white: dark ? 1 : 0, alpha: 0.3)
            pageControl.currentPageIndicatorTintColor = dark ? .white : Color(white: 0.2)
            pageControl.addAction(
                Control.Action { [unowned self] _ in self.pageControlChanged() }, for: .valueChanged)
            view.addSubview(pageControl)
        }
    }

    override func viewWillLayoutSubviews() {
        let bounds = view.bounds
        let controlHeight = pageControl == nil ? 0 : Self.pageControlHeight
        pageViewController.view.frame = Rect(
            x: 0, y: 0, width: bounds.width, height: max(bounds.height - controlHeight, 1))
        pageControl?.frame = Rect(x: 0, y: bounds.height - controlHeight, width: bounds.width, height: controlHeight)
        relayOutTextIfNeeded()
    }

    /// A text book is typeset for the size its pages are shown at: when that changes, it is
    /// paginated again and the page holding the reading position is shown.
    private func relayOutTextIfNeeded() {
        guard let paginator = book.textPaginator else { return }
        var size = pageViewController.view.bounds.size
        if presentation.transition == .curl && presentation.spine == .mid { size.width /= 2 }
        guard size.width >= 1, size.height >= 1 else { return }
        let layout = TextPageLayout.fitting(size, body: paginator.layout.body)
        guard layout != paginator.layout, let index = book.relayOut(layout) else { return }
        pageViewController.reloadData()
        pageViewController.setCurrentIndex(index, animated: false)
        pageControl?.numberOfPages = book.pageCount
        pageControl?.currentPage = index
    }

    /// The index of the page at rest (the first of a spread).
    var currentIndex: Int { pageViewController.currentIndex ?? book.initialPage }

    private func pageControlChanged() {
        guard let pageControl else { return }
        pageViewController.setCurrentIndex(pageControl.currentPage, animated: true) { [weak self] _ in
            self?.updatePageControl()
        }
    }

    private func updatePageControl() {
        pageControl?.numberOfPages = book.pageCount
        pageControl?.currentPage = currentIndex
    }

    // MARK: Table of contents

    /// The open table of contents, if any.
    private(set) var contentsView: ContentsView?

    override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .character("t"), event.modifiers.isEmpty, contentsView == nil {
            showContents()
            return true
        }
        return super.keyDown(event)
    }

    /// Shows the book's table of contents over the page (`t`); choosing a chapter jumps to
    /// the page it starts on.
    func showContents() {
        let pages = book.contents.map { book.pageIndex(of: $0) }
        let contents = ContentsView(entries: book.contents, pageIndices: pages, currentPage: currentIndex)
        contents.frame = Rect(origin: .zero, size: view.bounds.size)
        contents.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contents.onFinish = { [unowned self] choice in self.closeContents(jumpingTo: choice.map { pages[$0] }) }
        view.addSubview(contents)
        contentsView = contents
        contents.becomeFirstResponder()
    }

    private func closeContents(jumpingTo page: Int?) {
        contentsView?.resignFirstResponder()
        contentsView?.removeFromSuperview()
        contentsView = nil
        pageViewController.becomeFirstResponder()
        guard let page, book.page(at: page) != nil else { return }
        pageViewController.setCurrentIndex(page, animated: false)
        book.didShowPage(at: page)
        updatePageControl()
    }

    // MARK: Data source

    func numberOfPages(in pageViewController: PageViewController) -> Int { book.pageCount }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAt index: Int) -> ViewController? {
        // A text book lays out the page now; nil past its real end.
        guard book.page(at: index) != nil else { return nil }
        return BookPageViewController(book: book, index: index)
    }

    // MARK: Delegate

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        if completed { book.didShowPage(at: currentIndex) }
        updatePageControl()
    }

    var stateDescription: String {
        "page=\(currentIndex + 1) of \(book.pageCount)" + (contentsView == nil ? "" : " contents=open")
    }
}

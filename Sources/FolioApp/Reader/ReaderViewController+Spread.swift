import FolioCore
import FolioPaging
import FolioUI

extension ReaderViewController {
    /// The key that goes through the spread choices: auto, single, double.
    static let spreadKey = Key.character("s")

    /// The spine for a window of `size`: mid (a spread) when ``showsSpread(in:)``, else the
    /// spine of one page alone. Books whose spine is not the reader's to choose keep theirs.
    func spineLocation(in size: Size) -> PageViewController.SpineLocation {
        guard turnStyle.transition == .curl, spreadChoice != nil || turnStyle.spine == .mid else {
            return pageViewController.spineLocation
        }
        let twoUp = showsSpread(in: size)
        // One page is single-sided: its back is not the next page of the book.
        pageViewController.isDoubleSided = twoUp || (turnStyle.asksDoubleSided && !turnStyle.mayShowSpread)
        if twoUp { return .mid }
        keepOpeningPageAlone()
        switch turnStyle.singlePageSpine {
        case .min, .mid: return .min
        case .max: return .max
        }
    }

    /// Going from a spread to one page, the page view controller keeps the spread's first
    /// page; when the spread holds the page the book was opened on (the reader starts on a
    /// spread and a tall window makes it one page), that page is the one to keep. Pages given
    /// from inside the spine question are the ones shown, as in UIKit.
    private func keepOpeningPageAlone() {
        guard pageViewController.spineLocation == .mid, let pages = pageViewController.viewControllers,
            pages.count == 2, (pages.first as? BookPageViewController)?.index != book.initialPage,
            let page = pages.first(where: { ($0 as? BookPageViewController)?.index == book.initialPage })
        else { return }
        try? pageViewController.setViewControllers([page], direction: .forward, animated: false)
    }

    /// Asks for the spine again when the one in place is not the window's: before the first
    /// layout the page view controller still has the spine it was made with, and the text
    /// must be paginated, and a page asked for by number shown, for the spine it will keep.
    func settleSpine() {
        guard turnStyle.transition == .curl, spreadChoice != nil, book.pageCount > 1, !view.bounds.size.isEmpty
        else { return }
        let wantsSpread = showsSpread(in: view.bounds.size)
        guard (pageViewController.spineLocation == .mid) != wantsSpread else { return }
        pageViewController.reconsiderSpine()
    }

    /// Whether the reader shows a spread in a window of `size`, by the spread chosen.
    func showsSpread(in size: Size) -> Bool {
        // A PDF page as wide as the window, or in the continuous column, is one page.
        if fitsPDFPages, fitting.fit == .width || fitting.layout == .continuous { return false }
        return Self.showsSpread(book: book, turnStyle: turnStyle, windowSize: size)
    }

    /// Whether a book opened as `turnStyle` shows a spread in a window of `windowSize`
    /// (curl only): by the spread choice, else, for a mid spine, in a landscape window
    /// where the pages stay legible.
    static func showsSpread(book: Book, turnStyle: TurnStyle, windowSize: Size) -> Bool {
        guard turnStyle.transition == .curl else { return false }
        let bounds = Rect(origin: .zero, size: windowSize)
        guard let spread = turnStyle.spread else {
            return turnStyle.spine == .mid && windowSize.width > windowSize.height
                && PaperLayout.spreadIsLegible(pageSize: book.pageSize, in: bounds)
        }
        switch spread {
        case .single: return false
        case .double: return true
        case .auto:
            return PaperLayout.prefersSpread(
                pageSize: book.pageSize, isReflowable: book.textPaginator != nil,
                isVertical: turnStyle.orientation == .vertical, in: bounds)
        }
    }

    /// Where the paper of `book` rests in a window of `windowSize` (before any page is
    /// shown), or nil when the pages fill the window (a photo carousel).
    static func paperFrame(for book: Book, turnStyle: TurnStyle, windowSize: Size) -> Rect? {
        guard book.style == .pages || turnStyle.transition == .curl else { return nil }
        let spread = showsSpread(book: book, turnStyle: turnStyle, windowSize: windowSize)
        return PaperLayout(
            pageSize: book.pageSize, pagesAcross: spread ? 2 : 1, isVertical: turnStyle.orientation == .vertical,
            isReflowable: turnStyle.spread != nil && book.textPaginator != nil
        ).paperFrame(in: Rect(origin: .zero, size: windowSize))
    }

    /// S goes from auto to single to double and back to auto, in a reader whose layout
    /// follows the window (`folio open`); the choice is remembered for the book.
    func handleSpreadKey(_ event: KeyEvent) -> Bool {
        guard event.key == Self.spreadKey, event.modifiers.isEmpty, let spreadChoice,
            turnStyle.transition == .curl
        else { return false }
        setSpread(spreadChoice.next)
        return true
    }

    /// Shows one page or a spread as `choice` says, at once, on the same page (the same
    /// words in a text book, which is laid out again for the new page width).
    func setSpread(_ choice: SpreadChoice) {
        spreadChoice = choice
        bookState?.remember(spread: choice)
        pageViewController.reconsiderSpine()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        pageDidChange()
    }
}

import FolioCore
import FolioPaging
import FolioUI

/// Going to a page by typing its number or its label.
extension ReaderViewController {
    /// The go-to-page field, while it shows.
    var goToPageView: GoToPageView? {
        view.subviews.lazy.compactMap { $0 as? GoToPageView }.first
    }

    /// A digit from 1 to 9 opens the go-to-page field showing it; `:` opens it empty, for a
    /// page label ("iv", "A-3"), since a letter is a key of its own in the reader. (`0` is
    /// the text size and zoom reset, and no page number starts with it.)
    ///
    /// - Returns: Whether the key opened the field.
    func handleGoToPageKey(_ event: KeyEvent) -> Bool {
        guard goToPageView == nil, contentsView == nil,
            event.modifiers.isDisjoint(with: [.control, .command, .option])
        else { return false }
        switch event.key {
        case .character(let digit) where ("1"..."9").contains(digit):
            openGoToPage(typed: String(digit), reading: .numberFirst)
        case .character(":"):
            openGoToPage(typed: "", reading: .labelFirst)
        // `:` arrives as Shift and the semicolon key on most keyboards.
        case .character(";") where event.modifiers.contains(.shift):
            openGoToPage(typed: "", reading: .labelFirst)
        default:
            return false
        }
        return true
    }

    /// Shows the field over the bottom of the paper and gives it the keyboard.
    func openGoToPage(typed: String, reading: GoToPageRequest.Reading) {
        let field = GoToPageView(typed: typed, reading: reading)
        field.apply(theme)
        field.onGo = { [unowned self] request in self.go(to: request) }
        field.onCancel = { [unowned self] in self.closeGoToPage() }
        field.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        view.addSubview(field)
        layoutGoToPage()
        field.field.becomeFirstResponder()
    }

    /// Centres the field over the bottom of the paper, clear of the page bar.
    func layoutGoToPage() {
        guard let field = goToPageView else { return }
        let paper = pageViewController.view.frame
        let size = GoToPageView.panelSize
        let width = min(size.width, max(view.bounds.width - 16, 120))
        let y = min(paper.maxY, view.bounds.height) - size.height - 40
        field.frame = Rect(
            x: (paper.midX - width / 2).rounded(), y: max(y, 8).rounded(), width: width, height: size.height)
    }

    /// Goes to the page `request` names and closes the field; returns what the field says
    /// when there is no such page.
    private func go(to request: GoToPageRequest) -> String? {
        do throws(GoToPageError) {
            let index = try request.pageIndex(in: book)
            closeGoToPage()
            // A jump Back returns from (ReaderViewController+History).
            followJump(toPage: index)
            return nil
        } catch {
            return error.description
        }
    }

    /// Closes the field and gives the keyboard back to the pages.
    func closeGoToPage() {
        guard let field = goToPageView else { return }
        field.field.resignFirstResponder()
        field.removeFromSuperview()
        pageViewController.becomeFirstResponder()
    }

    /// Shows page `index` at once, as `folio open --page` would open it.
    func jump(toPage index: Int) {
        guard index != currentIndex else { return }
        showPage(index)
    }
}

import FolioCore
import FolioUI

/// Selecting and copying text: Shift-drag, or a press held half a second then dragged,
/// selects from the press to the pointer on the page pressed; Ctrl-A selects the page's
/// text; Ctrl-C puts the selection on the clipboard; Escape or a plain click clears it.
extension ReaderViewController {
    /// Adds the selection's gestures (once, when the view loads).
    func installSelection() {
        let shiftDrag = ShiftDragSelectionRecognizer { [unowned self] recognizer in
            guard let drag = recognizer as? ShiftDragSelectionRecognizer else { return }
            self.trackSelection(drag.state, from: drag.startLocation, to: drag.location(in: nil))
        }
        shiftDrag.isSelectable = { [unowned self] point in self.selectablePageView(at: point) != nil }
        view.addGestureRecognizer(shiftDrag)
        let hold = SelectionLongPressRecognizer { [unowned self] recognizer in
            let point = recognizer.location(in: nil)
            self.trackSelection(recognizer.state, from: point, to: point)
        }
        hold.isSelectable = shiftDrag.isSelectable
        view.addGestureRecognizer(hold)
        let clear = SelectionClearTapRecognizer { [unowned self] recognizer in
            guard recognizer.state == .ended else { return }
            self.setSelection(nil)
        }
        clear.hasSelection = { [unowned self] in self.book.textSelection != nil }
        view.addGestureRecognizer(clear)
    }

    /// Ctrl-C copies the selection, Ctrl-A selects the page's text, Escape clears a selection.
    func handleSelectionKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.character("c"), .control):
            return copySelection()
        case (.character("a"), .control):
            guard let whole = book.wholePageSelection(onPage: currentIndex) else { return false }
            setSelection(whole)
            return true
        case (.escape, []):
            guard book.textSelection != nil else { return false }
            setSelection(nil)
            return true
        default:
            return false
        }
    }

    /// Puts the selected text on the clipboard; false (nothing happens) when nothing is
    /// selected on a page shown.
    @discardableResult
    func copySelection() -> Bool {
        guard let selection = book.textSelection, !selection.isEmpty, shownPageView(selection.page) != nil else {
            return false
        }
        let text = book.selectedText(selection)
        guard !text.isEmpty else { return false }
        Pasteboard.general.string = text
        return true
    }

    /// Starts, extends or keeps the selection as a gesture goes: `start` and `point` in the
    /// window.
    private func trackSelection(_ state: GestureRecognizer.State, from start: Point, to point: Point) {
        switch state {
        case .began:
            guard let page = selectablePageView(at: start),
                let anchorPoint = page.pagePoint(from: page.convert(start, from: nil)),
                let anchor = book.selectionCaret(nearest: anchorPoint, onPage: page.index)
            else { return }
            let focus = page.pagePoint(from: page.convert(point, from: nil)).flatMap {
                book.selectionCaret(nearest: $0, onPage: page.index)
            }
            setSelection(TextSelection(page: page.index, anchor: anchor, focus: focus ?? anchor))
        case .changed:
            guard var selection = book.textSelection, let page = shownPageView(selection.page),
                let pagePoint = page.pagePoint(from: page.convert(point, from: nil)),
                let focus = book.selectionCaret(nearest: pagePoint, onPage: selection.page)
            else { return }
            selection.focus = focus
            setSelection(selection)
        default:
            break
        }
    }

    /// Replaces the selection and redraws the pages it leaves and lands on.
    func setSelection(_ selection: TextSelection?) {
        let old = book.textSelection
        guard old != selection else { return }
        book.textSelection = selection
        for page in shownPageViews() where page.index == old?.page || page.index == selection?.page {
            page.setNeedsDisplay()
        }
    }

    /// The page view under `point` (in the window) whose page has text to select.
    func selectablePageView(at point: Point) -> BookPageView? {
        guard contentsView == nil, externalLinkPanel == nil else { return nil }
        return shownPageViews().first { page in
            Rect(origin: .zero, size: page.bounds.size).contains(page.convert(point, from: nil))
                && book.selectablePageSize(ofPage: page.index) != nil
        }
    }

    /// The view showing page `index`, if one is on screen.
    private func shownPageView(_ index: Int) -> BookPageView? {
        shownPageViews().first { $0.index == index }
    }

    /// The page views of the pages at rest (with `includingNeighbours`, also those the page
    /// view controller keeps beside them), or of the continuous column's pages near the screen.
    func shownPageViews(includingNeighbours: Bool = false) -> [BookPageView] {
        if let column = continuousView { return column.pageViews.values.sorted { $0.index < $1.index } }
        var found: [BookPageView] = []
        var pending =
            includingNeighbours ? [pageViewController.view] : (pageViewController.viewControllers ?? []).map(\.view)
        while let view = pending.popLast() {
            if let page = view as? BookPageView { found.append(page) } else { pending += view.subviews }
        }
        return found
    }
}

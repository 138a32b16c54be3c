import FolioCore
import FolioUI

/// The contents as a list a keyboard and a screen reader walk: one Tab stop per row shown
/// (a ``DrawnItemControl`` over the drawn row), named by the entry's title, its page as the
/// value, the selected row marked selected. Focus and the selection move together: Tab to a
/// row selects it, and the arrows, Page Up/Down and Home/End move the focus with the
/// selection, scrolling as they go, as in a table view.
extension ContentsView {
    /// Fits the row controls to the rows shown now: one per visible row, each standing for
    /// the entry drawn under it.
    func updateRowControls() {
        let shown = min(visibleRows, max(entries.count - firstRow, 0))
        while rowControls.count < shown {
            let control = DrawnItemControl(label: "", cornerRadius: 6) { [unowned self] in self.pressRow(at: 0) }
            let position = rowControls.count
            control.onPress = { [unowned self] in self.pressRow(at: position) }
            control.onFocusChange = { [unowned self] focused in if focused { self.focusArrived(at: position) } }
            rowControls.append(control)
            addSubview(control)
        }
        for (position, control) in rowControls.enumerated() {
            let index = firstRow + position
            control.isHidden = position >= shown
            guard position < shown else { continue }
            control.frame = rowFrame(index)
            control.accessibilityLabel = entries[index].title
            control.accessibilityValue = "page \(pageText(index))"
            control.accessibilityTraits = index == selectedIndex ? [.button, .selected] : [.button]
        }
    }

    /// After the selection moved by key: the focus, if a row has it, goes to the selected row.
    func moveFocusToSelection() {
        guard rowControls.contains(where: \.isFocused) else { return }
        updateRowControls()
        let position = selectedIndex - firstRow
        guard rowControls.indices.contains(position) else { return }
        window?.focusSystem.requestFocusUpdate(to: rowControls[position])
    }

    private func pressRow(at position: Int) {
        let index = firstRow + position
        onFinish(entries.indices.contains(index) ? index : nil)
    }

    private func focusArrived(at position: Int) {
        let index = firstRow + position
        guard entries.indices.contains(index), index != selectedIndex else { return }
        select(index)
    }
}

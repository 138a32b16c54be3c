import FolioUI

/// The menu as a list a keyboard and a screen reader walk: one Tab stop per screen (a
/// ``DrawnItemControl`` over its drawn row), named by the screen's title, with its summary
/// as the hint and its key in the value; Return, Space or a screen reader's activate opens it.
extension GalleryMenuView {
    /// Puts a Tab stop over each row; `onOpen` gets the row's index when one is pressed.
    func addRowControls(onOpen: @escaping @MainActor (Int) -> Void) {
        guard rowControls.isEmpty else { return }
        for (index, screen) in screens.enumerated() {
            let control = DrawnItemControl(label: screen.title, hint: screen.summary, cornerRadius: 10) {
                onOpen(index)
            }
            control.accessibilityValue = GalleryKeys.key(forScreen: index).map { "key \($0)" }
            rowControls.append(control)
            addSubview(control)
        }
        setNeedsLayout()
    }
}

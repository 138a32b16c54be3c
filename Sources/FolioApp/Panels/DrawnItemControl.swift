import FolioCore
import FolioUI

/// A Tab stop and accessibility element for something a panel draws itself: a row of the
/// gallery's menu or of the contents, a button of the link question. UIKit apps put a button
/// or a cell there; Folio's panels draw their rows in one pass (a long contents list scrolls
/// by redrawing), so this control is laid over the drawing instead. It draws nothing, so the
/// panel looks as it did, and takes no touches, so the panel's own tap handling stays: only
/// the keyboard and assistive technologies reach it. Tab focuses it and the focus ring goes
/// round it; Return, Space or an assistive technology's activate press it.
final class DrawnItemControl: Control, AccessibilityAction {
    /// What pressing it does.
    var onPress: @MainActor () -> Void
    /// Told when the control gains (`true`) or loses keyboard focus.
    var onFocusChange: @MainActor (Bool) -> Void = { _ in }

    /// - Parameters:
    ///   - label: What a screen reader calls it (the row's title, the button's word).
    ///   - cornerRadius: The drawn shape's, so that the focus ring follows it.
    init(label: String, hint: String? = nil, cornerRadius: Double, onPress: @escaping @MainActor () -> Void) {
        self.onPress = onPress
        super.init(frame: .zero)
        self.cornerRadius = cornerRadius
        isAccessibilityElement = true
        accessibilityLabel = label
        accessibilityHint = hint
        accessibilityTraits = [.button]
        // The keyboard sends both; one press must act once.
        addAction(Control.Action { [unowned self] _ in self.onPress() }, for: .primaryActionTriggered)
    }

    /// Touches go through to the panel, which handles them as it always has.
    override func point(inside point: Point, with event: PointerEvent?) -> Bool { false }

    func accessibilityActivate() -> Bool {
        onPress()
        return true
    }

    override func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {
        onFocusChange(isFocused)
    }
}

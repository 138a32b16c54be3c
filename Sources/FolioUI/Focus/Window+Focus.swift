import FolioCore

extension View {
    /// Whether this view has keyboard focus in its window. The counterpart of UIKit's
    /// `isFocused`.
    public var isFocused: Bool {
        guard let window else { return false }
        return window.focusSystem.focusedItem === self
    }
}

extension Window {
    /// Gives the focus system the keys it owns before the responder chain: Tab and Shift-Tab
    /// while some view can take focus, and Return, Space and the arrows while the focused
    /// view uses them. A text field being edited keeps its keys.
    func handleFocusKey(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, event.modifiers.isDisjoint(with: [.control, .command, .option]) else {
            return false
        }
        focusSystem.refreshFocus()
        if event.key == .tab {
            return focusSystem.moveFocus(event.modifiers.contains(.shift) ? .previous : .next)
        }
        guard firstResponder as? any KeyInput == nil, let view = focusSystem.focusedItem else { return false }
        switch event.key {
        case .enter, .space:
            return activate(view)
        case .upArrow, .rightArrow, .downArrow, .leftArrow:
            guard view.accessibilityTraits.contains(.adjustable) else { return false }
            let forward = event.key == .upArrow || event.key == .rightArrow
            if forward { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
            return true
        default:
            return false
        }
    }

    private func activate(_ view: View) -> Bool {
        if let field = view as? any KeyInput & Responder {
            return field.becomeFirstResponder()
        }
        if let control = view as? Control {
            control.sendActions(for: [.primaryActionTriggered, .touchUpInside])
            return true
        }
        return (view as? any AccessibilityAction)?.accessibilityActivate() ?? false
    }
}

internal import FolioCore
internal import FolioUI

/// What a view or an accessibility element says about itself, and the AT-SPI role, states
/// and actions that follow from it.
struct ElementDescription {
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits
    /// The page's text, for a view with reading content.
    var pageContent: String?
    /// Where each character of the page's text is, in the view's coordinates, when it says.
    var characterFrames: [Rect]? = nil
    /// The size of the view's bounds, which ``characterFrames`` are measured in.
    var boundsSize = Size.zero
    /// Whether the view scrolls a page at a time when asked (`AccessibilityAction`).
    var canScroll: Bool
    var isFocused: Bool
    /// What kind of group a container's elements form.
    var containerType = AccessibilityContainerType.none

    /// The role, from the traits and what the element is in: a button in a tab bar is a tab,
    /// one in a list an item of it.
    func role(isContainer: Bool, parentRole: AtspiRole?) -> AtspiRole {
        if traits.contains(.tabBar) { return .pageTabList }
        if pageContent != nil { return .documentText }
        if isContainer, containerType == .list { return .list }
        if traits.contains(.button) {
            switch parentRole {
            case .pageTabList?: return .pageTab
            case .list?: return .listItem
            default: return .pushButton
            }
        }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.image) { return .image }
        if traits.contains(.header) { return .heading }
        if isContainer { return value != nil || canScroll ? .scrollPane : .panel }
        return .label
    }

    func states(role: AtspiRole, showing: Bool) -> AtspiStateSet {
        var states = AtspiStateSet([.visible])
        if showing { states.insert(.showing) }
        if !traits.contains(.notEnabled) {
            states.insert(.enabled)
            states.insert(.sensitive)
        }
        switch role {
        case .pushButton, .slider: states.insert(.focusable)
        case .pageTab, .listItem:
            states.insert(.focusable)
            states.insert(.selectable)
        case .documentText:
            states.insert(.focusable)
            states.insert(.readOnly)
            states.insert(.multiLine)
            states.insert(.selectableText)
        default: break
        }
        if traits.contains(.selected) { states.insert(.selected) }
        if isFocused { states.insert(.focused) }
        return states
    }

    func actions(role: AtspiRole) -> [AccessibleAction] {
        var actions: [AccessibleAction] = []
        if traits.contains(.button) || role == .pageTab || role == .listItem { actions.append(.click) }
        if traits.contains(.adjustable) { actions += [.increment, .decrement] }
        if canScroll || traits.contains(.causesPageTurn) { actions += [.scrollForward, .scrollBackward] }
        return actions
    }
}

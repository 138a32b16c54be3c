import FolioUI

/// A screen reader's scroll turns the page, as VoiceOver's three-finger swipe turns a
/// `UIPageViewController`'s: forward for the next page (or right, or down), back otherwise.
extension PageContainerView: AccessibilityAction {
    func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        guard let controller else { return false }
        switch direction {
        case .next, .right, .down: controller.turnFromAssistiveTechnology(.forward)
        case .previous, .left, .up: controller.turnFromAssistiveTechnology(.reverse)
        }
        return true
    }
}

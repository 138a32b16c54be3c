import FolioUI

/// The strip is one view that draws every tab, so it hands screen readers one element per
/// tab, as a UIKit tab bar does: a button named by the tab's title, selected when it is the
/// current tab, that selects it when activated.
extension GalleryTabStrip: AccessibilityContainer {
    func accessibilityElementCount() -> Int { titles.count }

    func accessibilityElement(at index: Int) -> Any? {
        guard titles.indices.contains(index) else { return nil }
        if accessibilityTabs.count != titles.count {
            accessibilityTabs = titles.indices.map { tab in
                let element = AccessibilityElement(accessibilityContainer: self)
                element.activationHandler = { [unowned self] in
                    self.onSelect?(tab)
                    return true
                }
                return element
            }
        }
        let element = accessibilityTabs[index]
        let frames = tabFrames()
        element.accessibilityLabel = titles[index]
        element.accessibilityTraits = index == selectedIndex ? [.button, .selected] : [.button]
        element.accessibilityFrameInContainerSpace = frames.indices.contains(index) ? frames[index] : .zero
        return element
    }
}

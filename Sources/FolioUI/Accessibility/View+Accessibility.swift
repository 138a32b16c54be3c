extension View {
    /// Sends `notification` to whoever listens on this view's window
    /// (``Window/accessibilityNotificationHandler``); does nothing outside a window.
    ///
    /// - Note: UIKit's `UIAccessibility.post(notification:argument:)` is global; Folio routes
    ///   through the window so that several windows (and tests) stay independent.
    public func postAccessibilityNotification(_ notification: AccessibilityNotification) {
        window?.accessibilityNotificationHandler?(notification)
    }

    /// The accessible elements in this subtree in reading order (back to front, depth first),
    /// skipping hidden views and the subviews of elements — what a screen reader would visit.
    /// A view's ``accessibilityElements`` list, when set, is visited instead of its subviews.
    public func accessibilityElementsInReadingOrder() -> [AnyObject] {
        guard !isHidden, alpha > 0.01 else { return [] }
        if isAccessibilityElement { return [self] }
        return readingOrderItems.flatMap { item -> [AnyObject] in
            switch item {
            case let view as View: view.accessibilityElementsInReadingOrder()
            case let element as AccessibilityElement: element.isAccessibilityElement ? [element] : []
            default: []
            }
        }
    }
}

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
    public func accessibilityElements() -> [View] {
        guard !isHidden, alpha > 0.01 else { return [] }
        if isAccessibilityElement { return [self] }
        return subviews.flatMap { $0.accessibilityElements() }
    }
}

extension View {
    /// The subviews that assistive technologies and Tab visit: all of them, or only the
    /// front-most shown one whose ``accessibilityViewIsModal`` is set, as VoiceOver ignores a
    /// modal view's siblings. A question over the page keeps Tab among its buttons.
    package var accessibleSubviews: [View] {
        guard let modal = subviews.last(where: { $0.accessibilityViewIsModal && $0.isInteractive }) else {
            return subviews
        }
        return [modal]
    }
}

extension View {
    /// Whether touches and keyboard focus may reach this view: shown, not faded out, and
    /// taking user interaction. Its subviews are out of reach when it is not.
    var isInteractive: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }

    /// What a screen reader and Tab visit inside this view, in order: its
    /// ``accessibilityElements`` list when set (views and elements), otherwise its subviews,
    /// back to front.
    var readingOrderItems: [Any] {
        accessibilityElements ?? accessibleSubviews
    }
}

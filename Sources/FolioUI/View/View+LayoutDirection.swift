extension View {
    /// The layout direction for this view's content: forced by ``semanticContentAttribute``,
    /// otherwise the window's ``Window/userInterfaceLayoutDirection`` (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: storedWindow?.userInterfaceLayoutDirection ?? .leftToRight
        }
    }
}

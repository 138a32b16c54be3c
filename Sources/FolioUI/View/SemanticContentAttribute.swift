/// Whether a view's content flips in right-to-left layouts, the counterpart of
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Hashable, Sendable {
    /// Follow the window's layout direction.
    case unspecified
    /// Always lay out left to right.
    case forceLeftToRight
    /// Always lay out right to left.
    case forceRightToLeft
}

/// The direction in which content flows, the counterpart of `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

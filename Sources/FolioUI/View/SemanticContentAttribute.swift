/// Whether a view's content flips in right-to-left layouts, the counterpart of
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    /// Follow the window's layout direction.
    case unspecified = 0
    /// Always lay out left to right.
    case forceLeftToRight = 3
    /// Always lay out right to left.
    case forceRightToLeft = 4
}

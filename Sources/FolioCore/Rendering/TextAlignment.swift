/// Horizontal alignment of text, the counterpart of `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified
    /// Left in left-to-right layouts, right in right-to-left ones.
    case natural
}

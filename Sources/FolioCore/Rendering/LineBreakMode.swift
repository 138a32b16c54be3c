/// How lines that do not fit are broken or truncated, the counterpart of `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping
    case byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

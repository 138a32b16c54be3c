/// The direction in which content flows, the counterpart of `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

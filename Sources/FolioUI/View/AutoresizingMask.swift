/// How a view resizes when its superview's bounds size changes, the counterpart of
/// `UIView.AutoresizingMask`.
///
/// The change in the superview's size is shared among the flexible parts of each axis in
/// proportion to their current sizes, as UIKit does.
///
/// ```swift
/// background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a mask from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin grows or shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows or shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows or shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows or shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows or shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows or shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

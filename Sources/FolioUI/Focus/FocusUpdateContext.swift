/// What a focus move changes: the view that had focus and the one that gets it, handed to
/// ``View/didUpdateFocus(in:with:)``. The counterpart of `UIFocusUpdateContext`.
@MainActor
public struct FocusUpdateContext {
    /// The view that had focus before the move, if any.
    public let previouslyFocusedView: View?
    /// The view that has focus after the move, if any.
    public let nextFocusedView: View?
    /// Which way the move went: Tab is `.next`, Shift-Tab `.previous`, a request `[]`.
    public let focusHeading: FocusHeading
}

/// The direction of a focus move. The counterpart of `UIFocusHeading`.
public struct FocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a heading from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Forward in reading order (Tab).
    public static let next = FocusHeading(rawValue: 1 << 4)
    /// Backward in reading order (Shift-Tab).
    public static let previous = FocusHeading(rawValue: 1 << 5)
}

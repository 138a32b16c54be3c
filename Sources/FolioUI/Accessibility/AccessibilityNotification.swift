/// Something an assistive technology should be told, the counterpart of
/// `UIAccessibility.Notification` with its argument folded in.
///
/// ```swift
/// view.postAccessibilityNotification(.pageScrolled("page 3 of 10"))
/// ```
public enum AccessibilityNotification: Hashable, Sendable {
    /// Speak this text now.
    case announcement(String)
    /// A paged view moved to a new page; the text describes where it is now.
    case pageScrolled(String)
    /// The layout changed in part of the screen.
    case layoutChanged
    /// A new screen appeared.
    case screenChanged
}

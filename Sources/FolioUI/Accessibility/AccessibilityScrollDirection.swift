/// Which way an assistive technology asks content to scroll, the counterpart of
/// `UIAccessibilityScrollDirection`.
public enum AccessibilityScrollDirection: Hashable, Sendable {
    /// Towards the content on the right (VoiceOver: three fingers swiping left).
    case right
    /// Towards the content on the left.
    case left
    /// Towards the content above.
    case up
    /// Towards the content below.
    case down
    /// To the next page of paged content (a book's next page).
    case next
    /// To the previous page of paged content.
    case previous
}

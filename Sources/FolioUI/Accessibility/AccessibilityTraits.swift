/// What kind of element an accessible view is, the counterpart of `UIAccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Activating the element performs an action.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 2)
    /// The element heads a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is selected (a current tab, a current page).
    public static let selected = AccessibilityTraits(rawValue: 1 << 4)
    /// The element's value moves with `accessibilityIncrement()` / `accessibilityDecrement()`.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 5)
    /// The element cannot be used right now.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    /// The element's content is paged; assistive technologies may scroll it a page at a time.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 7)
    /// The element updates often (a progress value), so announcements are throttled.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// The element is a row of tabs; its elements are the tabs.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 9)
}

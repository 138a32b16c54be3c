/// What kind of group a view's elements form, the counterpart of
/// `UIAccessibilityContainerType`: a screen reader says "list, 12 items" as it enters one
/// and names each element as an item of it.
///
/// ```swift
/// contentsView.accessibilityContainerType = .list
/// ```
///
/// - Note: On Linux the AT-SPI bridge gives a `.list` container the list role and its
///   elements the list item role; the other kinds are grouped as panels.
public enum AccessibilityContainerType: Hashable, Sendable {
    /// No grouping of its own (the default).
    case none
    /// A table of rows and columns of data.
    case dataTable
    /// A list of items (a table of contents, a menu of screens).
    case list
    /// A region of the screen that a reader may jump to.
    case landmark
    /// Elements that belong together and are read as a group.
    case semanticGroup
}

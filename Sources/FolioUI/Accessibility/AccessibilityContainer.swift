/// A view that lists accessibility elements of its own instead of its subviews, the counterpart
/// of UIKit's `UIAccessibilityContainer` methods.
///
/// ```swift
/// extension TabStrip: AccessibilityContainer {
///     func accessibilityElementCount() -> Int { tabs.count }
///     func accessibilityElement(at index: Int) -> Any? { tabs.indices.contains(index) ? tabs[index] : nil }
/// }
/// ```
///
/// Elements may be ``AccessibilityElement`` objects or views; assistive technologies visit
/// them in index order, and the container's subviews are not visited.
///
/// A container can instead set ``View/accessibilityElements``, UIKit's array property; a view
/// whose list is set is visited through it.
@MainActor
public protocol AccessibilityContainer: AnyObject {
    /// The number of elements in the container.
    ///
    /// - Returns: How many elements ``accessibilityElement(at:)`` answers for.
    func accessibilityElementCount() -> Int

    /// The element at `index`, in reading order.
    ///
    /// - Parameter index: From 0 to ``accessibilityElementCount()`` − 1.
    /// - Returns: An ``AccessibilityElement`` or a `View`, or nil for an index out of range.
    func accessibilityElement(at index: Int) -> Any?
}

public import FolioCore

/// Something an assistive technology visits that is not a view of its own, the counterpart of
/// `UIAccessibilityElement`: one tab of a strip drawn by one view, one bar of a chart.
///
/// A container view hands its elements out through ``AccessibilityContainer``; each element
/// says where it is in the container's coordinates and, when activated, what it does.
///
/// ```swift
/// let tab = AccessibilityElement(accessibilityContainer: strip)
/// tab.accessibilityLabel = "Photos"
/// tab.accessibilityTraits = [.button, .selected]
/// tab.accessibilityFrameInContainerSpace = Rect(x: 0, y: 0, width: 120, height: 44)
/// tab.activationHandler = { strip.select(0); return true }
/// ```
///
/// - Note: UIKit's element has `accessibilityFrame` in screen coordinates as well; a Folio
///   element keeps only the container-relative frame, from which hosts compute the rest, so
///   it stays right while the container moves.
@MainActor
open class AccessibilityElement {
    /// The view whose elements this one belongs to; the element is dropped when it goes.
    public weak var accessibilityContainer: View?
    /// Whether assistive technologies visit the element (`true`, unlike a view's default).
    open var isAccessibilityElement = true
    /// A short name for the element ("Photos").
    open var accessibilityLabel: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What happens when the element is activated.
    open var accessibilityHint: String?
    /// What kind of element this is.
    open var accessibilityTraits: AccessibilityTraits = []
    /// Where the element is, in its container's coordinates.
    open var accessibilityFrameInContainerSpace: Rect = .zero
    /// What ``accessibilityActivate()`` runs; return whether it did something.
    ///
    /// - Note: A Folio addition: in UIKit, a subclass overrides `accessibilityActivate()`.
    ///   Both work here.
    public var activationHandler: (@MainActor () -> Bool)?

    /// Creates an element inside `container`.
    ///
    /// - Parameter container: The view that lists the element among its accessibility elements.
    public init(accessibilityContainer container: View) {
        accessibilityContainer = container
    }

    /// Performs the element's default action (a screen reader's double tap).
    ///
    /// - Returns: Whether the element did something; `false` lets the host tap its centre.
    open func accessibilityActivate() -> Bool {
        activationHandler?() ?? false
    }

    /// Moves an `.adjustable` element's value forward. Does nothing by default.
    open func accessibilityIncrement() {}

    /// Moves an `.adjustable` element's value back. Does nothing by default.
    open func accessibilityDecrement() {}
}

/// What a view does when an assistive technology activates or scrolls it, the counterpart of
/// UIKit's `accessibilityActivate()` and `accessibilityScroll(_:)`.
///
/// ```swift
/// extension BookView: AccessibilityAction {
///     func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
///         direction == .next ? turnForward() : turnBack()
///     }
/// }
/// ```
///
/// - Note: In UIKit every object has these methods. Folio's `View` keeps them in a protocol a
///   view adopts, so the ones that do nothing cost nothing: a view that does not adopt it is
///   activated by a tap at its centre (VoiceOver's default) and does not scroll.
@MainActor
public protocol AccessibilityAction: AnyObject {
    /// Performs the view's default action (a screen reader's double tap, AT-SPI's "click").
    ///
    /// - Returns: Whether the view did something; `false` lets the host tap its centre.
    func accessibilityActivate() -> Bool

    /// Scrolls the content one step (a page of a book) in `direction`.
    ///
    /// - Parameter direction: Which way to go.
    /// - Returns: Whether the content moved.
    func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool
}

extension AccessibilityAction {
    /// Does nothing: the host taps the view's centre instead.
    ///
    /// - Returns: `false`.
    public func accessibilityActivate() -> Bool { false }

    /// Does not scroll.
    ///
    /// - Parameter direction: Ignored.
    /// - Returns: `false`.
    public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }
}

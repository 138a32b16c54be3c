public import FolioCore

/// An object that can handle key and scroll-wheel events and take part in the responder
/// chain, the counterpart of `UIResponder`.
///
/// Views and view controllers are responders. Events that a responder does not handle travel
/// up the chain through ``next``: a view's next responder is its view controller (for a
/// controller's root view) or its superview; a view controller's next responder is the
/// superview of its view.
///
/// ```swift
/// final class ReaderView: View {
///     override var canBecomeFirstResponder: Bool { true }
///     override func keyDown(_ event: KeyEvent) -> Bool {
///         guard event.key == .rightArrow else { return super.keyDown(event) }
///         turnPage()
///         return true
///     }
/// }
/// ```
///
/// - Note: UIKit's `pressesBegan(_:with:)` family becomes ``keyDown(_:)`` / ``keyUp(_:)``,
///   which return whether the event was handled instead of calling `super` implicitly.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// Whether this responder accepts first-responder status. `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = windowForResponder else { return false }
        return window.firstResponder === self
    }

    /// Makes this responder the first responder of its window, which then receives key events first.
    ///
    /// - Returns: `true` when the responder is first responder afterwards; `false` when it
    ///   refuses (``canBecomeFirstResponder`` is false), is not in a window, or the current
    ///   first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = windowForResponder else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    ///
    /// - Returns: `false` when ``canResignFirstResponder`` is false; `true` otherwise.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = windowForResponder, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    /// Handles a key press.
    ///
    /// - Returns: Whether the event was handled. The default forwards the event to
    ///   ``Responder/next`` and returns `false` at the end of the chain.
    open func keyDown(_ event: KeyEvent) -> Bool {
        next?.keyDown(event) ?? false
    }

    /// Handles a key release. The default forwards the event to ``next``.
    ///
    /// - Returns: Whether the event was handled.
    open func keyUp(_ event: KeyEvent) -> Bool {
        next?.keyUp(event) ?? false
    }

    /// Handles a mouse-wheel or trackpad scroll. The default forwards the event to
    /// ``Responder/next``.
    ///
    /// - Returns: Whether the event was handled.
    open func scrollWheel(_ event: ScrollWheelEvent) -> Bool {
        next?.scrollWheel(event) ?? false
    }

    /// Handles the mouse moving with no button held. The default forwards the event to
    /// ``Responder/next``.
    ///
    /// - Returns: Whether the event was handled.
    /// - Note: A Folio addition, named after AppKit's `mouseMoved(with:)`; on iOS a
    ///   `UIHoverGestureRecognizer` plays this part.
    open func mouseMoved(_ event: HoverEvent) -> Bool {
        next?.mouseMoved(event) ?? false
    }

    /// The window whose first-responder slot this responder would occupy.
    var windowForResponder: Window? { nil }
}

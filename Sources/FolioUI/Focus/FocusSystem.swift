public import FolioCore

/// Moves keyboard focus between the views of one window and draws the focus ring. The
/// counterpart of `UIFocusSystem` on iPadOS and Mac Catalyst.
///
/// Tab moves focus to the next view whose ``View/canBecomeFocused`` is `true`, in the order a
/// screen reader visits them (subviews back to front, depth first, or a view's
/// ``View/accessibilityElements`` list); Shift-Tab moves back, both wrapping around. Return
/// and Space activate the focused view: a ``Control`` sends `.primaryActionTriggered` and
/// `.touchUpInside`, as UIKit does for keyboard activation; another view gets
/// ``AccessibilityAction/accessibilityActivate()``. The arrows adjust a focused `.adjustable`
/// view through ``View/accessibilityIncrement()`` and ``View/accessibilityDecrement()``.
/// A touch removes the ring, as on iPadOS.
///
/// ```swift
/// final class Swatch: View {
///     override var canBecomeFocused: Bool { true }
///     override func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {
///         coordinator.addCoordinatedAnimations { self.transform = self.isFocused ? .init(scaleX: 1.1, y: 1.1) : .identity }
///     }
/// }
/// window.focusSystem.requestFocusUpdate(to: swatch)
/// ```
///
/// - Note: Folio has no focus environments or focus guides: the order is the reading order,
///   and the window keeps Tab unless no view in it can take focus, when Tab travels the
///   responder chain as any other key.
@MainActor
public final class FocusSystem {
    private unowned let window: Window
    private weak var storedFocusedItem: View?
    /// The focused view's ancestors, nearest first, held weakly: when the focused view goes
    /// (a page turned away), focus moves to the first focusable view in the nearest one still
    /// in the window, so the keyboard user stays where they were.
    private var focusedAncestors: [WeakView] = []
    private let halo = FocusHaloView()

    init(window: Window) {
        self.window = window
    }

    /// The view that has keyboard focus, if any.
    public var focusedItem: View? {
        guard let view = storedFocusedItem, isEligible(view) else { return nil }
        return view
    }

    /// The colour of the focus ring; the system blue by default.
    public var ringColor: Color {
        get { halo.color }
        set {
            halo.color = newValue
            halo.setNeedsDisplay()
            window.markTreeChanged()
        }
    }

    /// Moves focus to `view` now, when it can take focus; otherwise does nothing.
    ///
    /// - Note: UIKit only records the request and moves focus on its next update; Folio moves
    ///   at once, so the next key press already sees the new focus.
    public func requestFocusUpdate(to view: View) {
        guard isEligible(view) else { return }
        moveFocus(to: view, heading: [])
    }

    /// Removes focus and the ring (a touch does this).
    public func clearFocus() {
        guard storedFocusedItem != nil else { return }
        moveFocus(to: nil, heading: [])
    }

    /// The views Tab visits, in order: the focusable ones in the top-most presented
    /// controller's view (or the whole window), in reading order.
    public func focusOrder() -> [View] {
        var result: [View] = []
        collectFocusable(from: window.topViewController?.viewIfLoaded ?? window, into: &result)
        return result
    }

    /// Moves focus one step in reading order.
    ///
    /// - Returns: Whether any view could take focus.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        let backward = heading.contains(.previous)
        let target: View
        if let current = focusedItem, let index = order.firstIndex(where: { $0 === current }) {
            let step = backward ? order.count - 1 : 1
            target = order[(index + step) % order.count]
        } else {
            target = (backward ? order.last : order.first) ?? order[0]
        }
        moveFocus(to: target, heading: heading)
        return true
    }

    /// The ring's layer in window coordinates, or nil without a focused view. Moves no focus:
    /// the window's update does that before the frame is built.
    func haloNode() -> LayerNode? {
        guard let view = focusedItem else { return nil }
        let rect = view.convert(view.bounds, to: window)
        return halo.layerNode(around: rect, cornerRadius: view.cornerRadius)
    }

    /// Moves focus on when the focused view left, hid or stopped taking focus since the last
    /// key or frame.
    func refreshFocus() {
        if storedFocusedItem != nil, focusedItem == nil { refocusNearLostItem() }
    }

    /// Moves focus from a view that can no longer have it to the first focusable view in its
    /// nearest ancestor still in the window, or removes focus.
    private func refocusNearLostItem() {
        for ancestor in focusedAncestors.compactMap(\.view) where ancestor.window === window {
            var candidates: [View] = []
            collectFocusable(from: ancestor, into: &candidates)
            if let next = candidates.first(where: isEligible) {
                moveFocus(to: next, heading: [])
                return
            }
        }
        moveFocus(to: nil, heading: [])
    }

    private func moveFocus(to view: View?, heading: FocusHeading) {
        let previous = storedFocusedItem
        guard previous !== view else { return }
        storedFocusedItem = view
        focusedAncestors = []
        var ancestor = view?.superview
        while let current = ancestor, current !== window {
            focusedAncestors.append(WeakView(view: current))
            ancestor = current.superview
        }
        window.markTreeChanged()
        let context = FocusUpdateContext(previouslyFocusedView: previous, nextFocusedView: view, focusHeading: heading)
        let coordinator = FocusAnimationCoordinator()
        previous?.didUpdateFocus(in: context, with: coordinator)
        view?.didUpdateFocus(in: context, with: coordinator)
    }

    private func isEligible(_ view: View) -> Bool {
        guard view.window === window, view.canBecomeFocused else { return false }
        var current: View? = view
        while let ancestor = current {
            guard ancestor.isInteractive else { return false }
            current = ancestor.superview
        }
        return isOnScreen(view)
    }

    /// Only views on screen take focus, as in UIKit: the pages of a long column scrolled away,
    /// or a page turned away with its margin still showing, are not Tab stops. A view is on
    /// screen when as much of it shows as a minimum touch target (44 points), or all of it.
    private func isOnScreen(_ view: View) -> Bool {
        let frame = view.convert(view.bounds, to: window)
        let shown = frame.intersection(window.bounds)
        guard !shown.isNull else { return false }
        return shown.width >= min(frame.width, 44) - 0.5 && shown.height >= min(frame.height, 44) - 0.5
            && shown.width > 0 && shown.height > 0
    }

    private func collectFocusable(from view: View, into result: inout [View]) {
        guard view.isInteractive else { return }
        if view.canBecomeFocused, isOnScreen(view) {
            result.append(view)
        }
        for case let child as View in view.readingOrderItems { collectFocusable(from: child, into: &result) }
    }
}

/// A weak reference to a view, for lists that must not keep views alive.
@MainActor
private struct WeakView {
    weak var view: View?
}

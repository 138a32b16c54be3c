public import FolioCore

/// The base of views that turn touches into actions and values, the counterpart of `UIControl`.
///
/// A control tracks one touch at a time through ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)`` and ``endTracking(_:with:)`` (override these, not the
/// `touches…` methods), and reports ``Event``s to the actions registered with
/// ``addAction(_:for:)`` or `addTarget(_:action:for:)` (a method reference).
///
/// ```swift
/// pageControl.addAction(Control.Action { action in
///     print("page", (action.sender as? PageControl)?.currentPage ?? 0)
/// }, for: .valueChanged)
///
/// pageControl.addTarget(self, action: Pager.changePage, for: .valueChanged)
/// ```
///
/// - Note: Target-action takes an unapplied method reference (`Pager.changePage`), held with a
///   weak target, instead of a selector.
@MainActor
open class Control: View {
    /// Whether the control responds to touches. A disabled control ignores them.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledStateDidChange() } }
    }
    /// Whether a touch is down inside the control.
    public var isHighlighted = false
    /// Whether the control is selected.
    public var isSelected = false
    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's bounds.
    public private(set) var isTouchInside = false

    /// An enabled control can take keyboard focus, as in UIKit (while it shows: the focus
    /// system passes over hidden views).
    open override var canBecomeFocused: Bool { isEnabled }

    private var registrations: [Registration] = []
    private var trackedTouch: Touch?

    /// Creates a control.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: - Tracking hooks

    /// A touch went down in the control.
    ///
    /// - Returns: Whether to keep tracking it. `true` by default.
    open func beginTracking(_ touch: Touch, with event: PointerEvent) -> Bool { true }

    /// The tracked touch moved.
    ///
    /// - Returns: Whether to keep tracking it. `true` by default.
    open func continueTracking(_ touch: Touch, with event: PointerEvent) -> Bool { true }

    /// The tracked touch lifted (or tracking stopped because a hook returned `false`).
    open func endTracking(_ touch: Touch?, with event: PointerEvent?) {}

    /// Tracking was cancelled (for example, an enclosing scroll view started dragging).
    open func cancelTracking(with event: PointerEvent?) {}

    /// Called when ``isEnabled`` changes. The default redraws the control.
    open func enabledStateDidChange() {
        setNeedsDisplay()
    }

    // MARK: - Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
        if !isTracking { finishTracking(touch, event: event) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
        isHighlighted = isTouchInside
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        if isTracking, !continueTracking(touch, with: event) {
            isTracking = false
            finishTracking(touch, event: event)
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
        let wasTracking = isTracking
        isTracking = false
        if wasTracking { endTracking(touch, with: event) }
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        reset()
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: PointerEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasTracking = isTracking
        isTracking = false
        if wasTracking { cancelTracking(with: event) }
        sendActions(for: .touchCancel)
        reset()
    }

    private func finishTracking(_ touch: Touch, event: PointerEvent) {
        endTracking(touch, with: event)
    }

    private func reset() {
        trackedTouch = nil
        isHighlighted = false
        isTouchInside = false
    }

    // MARK: - Actions

    /// Registers `action` for `events`.
    public func addAction(_ action: Action, for events: Event) {
        registrations.append(Registration(events: events, action: action, target: nil, targetAction: nil))
    }

    /// Unregisters `action` from `events`.
    public func removeAction(_ action: Action, for events: Event) {
        removeRegistrations(for: events) { $0.action === action }
    }

    /// Unregisters the actions with `identifier` from `events`.
    public func removeAction(identifiedBy identifier: String, for events: Event) {
        removeRegistrations(for: events) { $0.action?.identifier == identifier }
    }

    /// Calls `action` on `target` for `events`, UIKit's `addTarget(_:action:for:)` written
    /// without `#selector`; the target is held weakly.
    ///
    /// ```swift
    /// // UIKit: pageControl.addTarget(self, action: #selector(changePage(_:)), for: .valueChanged)
    /// pageControl.addTarget(self, action: Pager.changePage, for: .valueChanged)
    ///
    /// func changePage(_ sender: PageControl) { ... }
    /// ```
    ///
    /// - Parameters:
    ///   - target: The object whose method runs.
    ///   - action: An unapplied method reference such as `Pager.changePage`; the method may
    ///     take the concrete control type (`PageControl`), any ``Control``, or
    ///     `AnyObject`/`Any`, as UIKit's action methods do.
    ///   - events: The events that trigger it.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void, for events: Event
    ) {
        let call: @MainActor (AnyObject, Control) -> Void = { object, control in
            guard let object = object as? Target, let sender = control as? Sender else { return }
            action(object)(sender)
        }
        registrations.append(Registration(events: events, action: nil, target: target, targetAction: call))
    }

    /// Calls a method of `target` that takes no argument for `events`, UIKit's
    /// `addTarget(_:action:for:)` with `#selector(next)`.
    ///
    /// ```swift
    /// nextButton.addTarget(self, action: Reader.next, for: .touchUpInside)
    /// ```
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void, for events: Event
    ) {
        let call: @MainActor (AnyObject, Control) -> Void = { object, _ in
            guard let object = object as? Target else { return }
            action(object)()
        }
        registrations.append(Registration(events: events, action: nil, target: target, targetAction: call))
    }

    /// Removes the target-actions of `target` (of every target when `nil`) for `events`.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        removeRegistrations(for: events) { registration in
            registration.targetAction != nil && (target == nil || registration.target === target)
        }
    }

    /// Runs the actions registered for any of `events`, in registration order.
    public func sendActions(for events: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: events) }
        for registration in matching {
            if let action = registration.action {
                action.sender = self
                action.handler(action)
            } else if let call = registration.targetAction, let target = registration.target {
                call(target, self)
            }
        }
    }

    private func removeRegistrations(for events: Event, where matches: (Registration) -> Bool) {
        registrations = registrations.compactMap { registration in
            guard matches(registration) else { return registration }
            var remaining = registration
            remaining.events.subtract(events)
            return remaining.events.isEmpty ? nil : remaining
        }
    }

    private struct Registration {
        var events: Event
        var action: Action?
        weak var target: AnyObject?
        var targetAction: (@MainActor (AnyObject, Control) -> Void)?
    }
}

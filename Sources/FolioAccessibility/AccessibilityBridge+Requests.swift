internal import FolioCore
internal import FolioUI

/// What screen readers asked for, carried out on the main thread, where the views are.
extension AccessibilityBridge {
    func perform(_ request: AccessibleRequest) {
        // A caret move changes nothing a view shows; everything else may.
        if case .moveCaret = request {} else { isStale = true }
        switch request {
        case .perform(let action, let id):
            perform(action, on: id)
        case .setValue(let value, let id):
            // Values move a step at a time, as VoiceOver's swipes do: one step towards it.
            guard let current = server.read({ $0.snapshot.nodes[id]?.value?.current }), value != current else {
                return
            }
            perform(value > current ? .increment : .decrement, on: id)
        case .grabFocus(let id):
            _ = (builder.objects[id]?.object as? View)?.becomeFirstResponder()
        case .moveCaret(let offset, let id):
            endpoint.emit(AtspiEvent(id: id, member: "TextCaretMoved", detail1: offset))
        case .readToEnd(let id):
            // Once per page: a client asking again at the end must not turn a second page.
            guard lastPageReadToEnd != id, let view = builder.objects[id]?.object as? View else { return }
            lastPageReadToEnd = id
            scroll(view, .next)
        }
    }

    private func perform(_ action: AccessibleAction, on id: Int) {
        guard let object = builder.objects[id]?.object else { return }
        switch (action, object) {
        case (.click, let element as AccessibilityElement):
            if !element.accessibilityActivate() { tapCentre(of: id) }
        case (.click, let view as View):
            if (view as? any AccessibilityAction)?.accessibilityActivate() != true { tapCentre(of: id) }
        case (.increment, let element as AccessibilityElement): element.accessibilityIncrement()
        case (.increment, let view as View): view.accessibilityIncrement()
        case (.decrement, let element as AccessibilityElement): element.accessibilityDecrement()
        case (.decrement, let view as View): view.accessibilityDecrement()
        case (.scrollForward, let view as View): scroll(view, .next)
        case (.scrollBackward, let view as View): scroll(view, .previous)
        default: break
        }
    }

    /// Scrolls a view that knows how; an adjustable one steps instead. Otherwise the view's
    /// ancestors are asked in turn, as UIKit passes `accessibilityScroll(_:)` up: a book's
    /// page is scrolled by the page view controller it is in.
    private func scroll(_ view: View, _ direction: AccessibilityScrollDirection) {
        if let scrolling = view as? any AccessibilityAction, scrolling.accessibilityScroll(direction) { return }
        if view.accessibilityTraits.contains(.adjustable) {
            if direction == .next { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
            return
        }
        var ancestor = view.superview
        while let candidate = ancestor {
            if let scrolling = candidate as? any AccessibilityAction, scrolling.accessibilityScroll(direction) {
                return
            }
            ancestor = candidate.superview
        }
        if direction == .next { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
    }

    /// Activates an element that has no action of its own as VoiceOver does: a tap at its centre.
    private func tapCentre(of id: Int) {
        guard let frame = server.read({ $0.snapshot.nodes[id]?.frame }) else { return }
        let centre = Point(x: frame.midX, y: frame.midY)
        let now = window.clock.now
        let touch = Int.max - 1  // an id no finger or mouse uses
        _ = window.sendEvent(.pointer(PointerEvent(id: touch, phase: .began, location: centre, timestamp: now)))
        _ = window.sendEvent(.pointer(PointerEvent(id: touch, phase: .ended, location: centre, timestamp: now)))
    }
}

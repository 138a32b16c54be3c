public import FolioCore

extension Window {
    /// Delivers one input event.
    ///
    /// - Pointer events (touches, and mouse drags, which act as one touch): a `.began` is
    ///   hit-tested; the gesture recognizers of the hit view and its ancestors see the touch
    ///   first (deepest first), then the view's `touches…` methods, unless a recognizer with
    ///   ``GestureRecognizer/cancelsTouchesInView`` recognized.
    /// - Key events go to the ``firstResponder`` and up the responder chain. Without one they
    ///   start at the deepest on-screen child of the top-most view controller (the top of a
    ///   navigation stack, the selected tab), so every container on the way sees them.
    /// - Scroll-wheel events go to the view under the pointer and up the responder chain.
    /// - Hover (the mouse moving with no button held) goes to the view under the pointer and
    ///   up the responder chain, through ``Responder/mouseMoved(_:)``.
    /// - Typed text goes to the first responder when it adopts ``KeyInput``, whose
    ///   ``KeyInput/insertText(_:)`` also receives Return (as `"\n"`) and whose
    ///   ``KeyInput/deleteBackward()`` receives Backspace, as the iOS keyboard delivers them.
    ///   Shift-Return stays a key event, for "find previous" in a search field.
    ///
    /// ```swift
    /// window.sendEvent(.pointer(PointerEvent(phase: .began, location: p, timestamp: clock.now)))
    /// ```
    ///
    /// - Returns: Whether a responder handled a key or wheel event, or whether a pointer event
    ///   belonged to a touch in this window.
    @discardableResult
    public func sendEvent(_ event: Event) -> Bool {
        switch event {
        case .pointer(let pointer):
            if pointer.phase == .began { focusSystem.clearFocus() }
            return handlePointer(pointer)
        case .key(let key):
            if handleFocusKey(key) { return true }
            if let input = firstResponder as? any KeyInput, key.phase == .down,
                key.modifiers.isDisjoint(with: [.control, .command])
            {
                // What the system keyboard does for a text-taking responder: Return is text,
                // Backspace deletes. Other keys (Escape, arrows, Tab) go to keyDown below.
                switch key.key {
                case .enter where !key.modifiers.contains(.shift):
                    input.insertText("\n")
                    return true
                case .backspace:
                    input.deleteBackward()
                    return true
                default:
                    break
                }
            }
            let responder: Responder? = firstResponder ?? topViewController?.deepestVisibleDescendant
            return key.phase == .down ? (responder?.keyDown(key) ?? false) : (responder?.keyUp(key) ?? false)
        case .textInput(let text):
            // Typed text goes only to a first responder that takes it; anything else has
            // already seen the key press as a key event.
            guard let input = firstResponder as? any KeyInput, !text.text.isEmpty else { return false }
            input.insertText(text.text)
            return true
        case .scrollWheel(let wheel):
            let target: Responder = hitTest(wheel.location, with: nil) ?? self
            return target.scrollWheel(wheel)
        case .hover(let hover):
            // Hover follows the view under the pointer, like the wheel; a touch in progress
            // owns the pointer, so hover is not delivered then.
            guard activeTouches.isEmpty else { return false }
            let target: Responder = hitTest(hover.location, with: nil) ?? self
            return target.mouseMoved(hover)
        }
    }

    private func handlePointer(_ event: PointerEvent) -> Bool {
        gestureArena.expireDeadlines(at: event.timestamp)
        let handled: Bool
        switch event.phase {
        case .began:
            if activeTouches[event.id] != nil {
                // A host lost an end event: finish the stale touch before starting a new one.
                _ = touchEnded(
                    PointerEvent(
                        id: event.id, phase: .cancelled, location: event.location,
                        timestamp: event.timestamp, kind: event.kind))
            }
            touchBegan(event)
            handled = true
        case .moved:
            handled = touchMoved(event)
        case .ended, .cancelled:
            handled = touchEnded(event)
        }
        gestureArena.cleanUp(touchesRemain: !activeTouches.isEmpty)
        releaseHeldTouches()
        return handled
    }

    private func touchBegan(_ event: PointerEvent) {
        let hit = hitTest(event.location, with: event)
        let tapCount: Int
        if let last = lastTap, event.timestamp - last.time <= 0.35, event.location.distance(to: last.location) <= 45 {
            tapCount = last.count + 1
        } else {
            tapCount = 1
        }
        let touch = Touch(event: event, view: hit, window: self, tapCount: tapCount)
        let startsSequence = activeTouches.isEmpty
        activeTouches[event.id] = touch

        var recognizers: [GestureRecognizer] = []
        var current = hit
        while let view = current {
            for recognizer in view.gestureRecognizerList
            where recognizer.isEnabled && !recognizer.state.isTerminal
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
            {
                recognizers.append(recognizer)
            }
            current = view.superview
        }
        touch.gestureRecognizers = recognizers
        if startsSequence { gestureArena.beginSequence(involving: recognizers) }
        for recognizer in recognizers {
            gestureArena.add(recognizer)
            recognizer.trackedTouches.append(touch)
        }
        for recognizer in recognizers where !recognizer.state.isTerminal {
            recognizer.touchesBegan([touch], with: event)
        }
        if recognizers.contains(where: { $0.cancelsTouchesInView && ($0.state == .began || $0.state == .changed) }) {
            touch.isDeliveredToView = false
        }
        if touch.isDeliveredToView, let hit {
            touch.viewSawBegan = true
            hit.touchesBegan([touch], with: event)
        }
    }

    private func touchMoved(_ event: PointerEvent) -> Bool {
        guard let touch = activeTouches[event.id] else { return false }
        touch.update(with: event)
        for recognizer in touch.gestureRecognizers
        where !recognizer.state.isTerminal && recognizer.trackedTouches.contains(touch) {
            recognizer.touchesMoved([touch], with: event)
        }
        if touch.isDeliveredToView, let view = touch.view {
            view.touchesMoved([touch], with: event)
        }
        return true
    }

    private func touchEnded(_ event: PointerEvent) -> Bool {
        guard let touch = activeTouches.removeValue(forKey: event.id) else { return false }
        touch.update(with: event)
        let cancelled = event.phase == .cancelled
        for recognizer in touch.gestureRecognizers where recognizer.trackedTouches.contains(touch) {
            if !recognizer.state.isTerminal {
                if cancelled {
                    recognizer.touchesCancelled([touch], with: event)
                    if recognizer.pendingState != nil { gestureArena.fail(recognizer) }
                } else {
                    recognizer.touchesEnded([touch], with: event)
                }
            }
            recognizer.lastCentroid = recognizer.centroidInWindow
            recognizer.trackedTouches.removeAll { $0 === touch }
        }
        if touch.isDeliveredToView, let view = touch.view {
            if cancelled {
                view.touchesCancelled([touch], with: event)
            } else if touch.gestureRecognizers.contains(where: isUndecidedDelayingRecognizer) {
                heldEndedTouches.append((touch, event))
            } else {
                view.touchesEnded([touch], with: event)
            }
        }
        if !cancelled { lastTap = (event.location, event.timestamp, touch.tapCount) }
        return true
    }

    private func isUndecidedDelayingRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.delaysTouchesEnded && recognizer.state == .possible
            && gestureArena.participants.contains { $0 === recognizer }
    }

    /// Delivers held `touchesEnded` once no recognizer with `delaysTouchesEnded` is undecided.
    func releaseHeldTouches() {
        guard !heldEndedTouches.isEmpty else { return }
        let held = heldEndedTouches
        heldEndedTouches = []
        for (touch, event) in held where touch.isDeliveredToView {
            if touch.gestureRecognizers.contains(where: isUndecidedDelayingRecognizer) {
                heldEndedTouches.append((touch, event))
            } else {
                touch.view?.touchesEnded([touch], with: event)
            }
        }
    }

    /// Cancels the view's touches when a recognizer with `cancelsTouchesInView` begins or recognizes.
    func gestureRecognizerDidChangeState(_ recognizer: GestureRecognizer) {
        guard recognizer.cancelsTouchesInView, recognizer.state == .began || recognizer.state == .ended else { return }
        let heldTouches = heldEndedTouches.map(\.touch).filter { held in
            held.gestureRecognizers.contains { $0 === recognizer }
        }
        for touch in recognizer.trackedTouches + heldTouches where touch.isDeliveredToView {
            touch.isDeliveredToView = false
            guard touch.viewSawBegan, let view = touch.view else { continue }
            let event = PointerEvent(
                id: touch.pointerID, phase: .cancelled, location: touch.locationInWindow, timestamp: touch.timestamp,
                kind: touch.kind)
            view.touchesCancelled([touch], with: event)
        }
        heldEndedTouches.removeAll { !$0.touch.isDeliveredToView }
    }
}

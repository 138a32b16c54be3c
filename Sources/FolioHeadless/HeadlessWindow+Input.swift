public import FolioCore

extension HeadlessWindow {
    /// Puts a finger down at `point` (window coordinates) now.
    ///
    /// - Parameters:
    ///   - point: Where the finger goes down, in window coordinates.
    ///   - id: The pointer id, to script several fingers.
    ///   - modifiers: The keys held (Shift-drag selects text).
    public func touchDown(at point: Point, id: Int = 0, modifiers: KeyModifiers = []) {
        touchLocations[id] = point
        window.sendEvent(
            .pointer(PointerEvent(id: id, phase: .began, location: point, timestamp: clock.now, modifiers: modifiers)))
    }

    /// Moves a finger that is down to `point` now, with `modifiers` held.
    public func touchMove(to point: Point, id: Int = 0, modifiers: KeyModifiers = []) {
        guard touchLocations[id] != nil else { return }
        touchLocations[id] = point
        window.sendEvent(
            .pointer(PointerEvent(id: id, phase: .moved, location: point, timestamp: clock.now, modifiers: modifiers)))
    }

    /// Lifts a finger where it is, now, with `modifiers` held.
    public func touchUp(id: Int = 0, modifiers: KeyModifiers = []) {
        guard let point = touchLocations.removeValue(forKey: id) else { return }
        window.sendEvent(
            .pointer(PointerEvent(id: id, phase: .ended, location: point, timestamp: clock.now, modifiers: modifiers)))
    }

    /// Cancels a finger's touch (as a host does when it loses the pointer).
    public func touchCancel(id: Int = 0) {
        guard let point = touchLocations.removeValue(forKey: id) else { return }
        window.sendEvent(.pointer(PointerEvent(id: id, phase: .cancelled, location: point, timestamp: clock.now)))
    }

    /// A tap: down, one frame, up.
    public func tap(at point: Point, id: Int = 0) {
        touchDown(at: point, id: id)
        advance(frames: 1)
        touchUp(id: id)
    }

    /// A drag from `start` to `end` at constant speed over `duration` seconds: one move per
    /// frame with time advancing, then the finger lifts at `end` without pausing.
    ///
    /// - Parameters:
    ///   - start: Where the finger goes down, in window coordinates.
    ///   - end: Where it moves to.
    ///   - duration: How long the move takes, in seconds.
    ///   - id: The pointer id, to script several fingers.
    ///   - modifiers: The keys held for the whole drag (Shift-drag selects text).
    ///   - lift: Whether to lift the finger at the end (`false` keeps it down for more moves).
    public func drag(
        from start: Point, to end: Point, duration: Double, id: Int = 0, modifiers: KeyModifiers = [],
        lift: Bool = true
    ) {
        touchDown(at: start, id: id, modifiers: modifiers)
        let frames = max(1, Int((duration * framesPerSecond).rounded()))
        for i in 1...frames {
            advance(frames: 1)
            let t = Double(i) / Double(frames)
            touchMove(to: start + (end - start) * t, id: id, modifiers: modifiers)
        }
        if lift { touchUp(id: id, modifiers: modifiers) }
    }

    /// A flick: a drag at `velocity` (points per second) for `duration` seconds, released while moving.
    public func flick(from start: Point, velocity: Point, duration: Double = 0.1, id: Int = 0) {
        drag(from: start, to: start + velocity * duration, duration: duration, id: id)
    }

    /// A mouse-wheel scroll of `delta` points (content-offset direction) at `point`.
    ///
    /// - Returns: Whether a responder handled it.
    @discardableResult
    public func scroll(delta: Point, at point: Point) -> Bool {
        window.sendEvent(.scrollWheel(ScrollWheelEvent(location: point, delta: delta, timestamp: clock.now)))
    }

    /// Presses and releases `key`.
    ///
    /// - Returns: Whether a responder handled the key press.
    @discardableResult
    public func press(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
        let down = window.sendEvent(
            .key(KeyEvent(key: key, phase: .down, modifiers: modifiers, timestamp: clock.now)))
        window.sendEvent(.key(KeyEvent(key: key, phase: .up, modifiers: modifiers, timestamp: clock.now)))
        return down
    }

    /// Types `text` as the keyboard would into the first responder (a `TextField` or any
    /// `KeyInput`): one text event per character. Return and Backspace are keys: send them
    /// with ``press(_:modifiers:)``.
    ///
    /// - Returns: Whether the first responder took the text.
    @discardableResult
    public func type(_ text: String) -> Bool {
        var taken = true
        for character in text {
            taken = window.sendEvent(.textInput(TextInputEvent(text: String(character), timestamp: clock.now))) && taken
        }
        return taken
    }
}

public import FolioCore

extension HeadlessWindow {
    /// A drag with modifier keys held (Shift-drag selects text), like
    /// ``drag(from:to:duration:id:lift:)``: one move per frame with time advancing, then the
    /// finger lifts at `end`.
    ///
    /// - Parameters:
    ///   - start: Where the pointer goes down, in window coordinates.
    ///   - end: Where it moves to.
    ///   - duration: How long the move takes, in seconds.
    ///   - modifiers: The keys held for the whole drag.
    ///   - lift: Whether to lift the pointer at the end.
    public func drag(from start: Point, to end: Point, duration: Double, modifiers: KeyModifiers, lift: Bool = true) {
        touchLocations[0] = start
        window.sendEvent(
            .pointer(
                PointerEvent(phase: .began, location: start, timestamp: clock.now, kind: .mouse, modifiers: modifiers)))
        let frames = max(1, Int((duration * framesPerSecond).rounded()))
        for i in 1...frames {
            advance(frames: 1)
            let point = start + (end - start) * (Double(i) / Double(frames))
            touchLocations[0] = point
            window.sendEvent(
                .pointer(
                    PointerEvent(
                        phase: .moved, location: point, timestamp: clock.now, kind: .mouse, modifiers: modifiers)))
        }
        guard lift else { return }
        touchLocations[0] = nil
        window.sendEvent(
            .pointer(
                PointerEvent(phase: .ended, location: end, timestamp: clock.now, kind: .mouse, modifiers: modifiers)))
    }
}

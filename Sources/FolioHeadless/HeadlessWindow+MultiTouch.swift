public import FolioCore
import Foundation

extension HeadlessWindow {
    /// A two-finger pinch about `center`: the fingers go down `startSpan` points apart on a
    /// line at `angle` radians, move to `endSpan` apart at constant speed over `duration`
    /// seconds (one move of each finger per frame, the centroid moving from `center` to
    /// `center + pan`), then lift unless `lift` is false.
    ///
    /// ```swift
    /// window.pinch(center: Point(x: 200, y: 300), startSpan: 100, endSpan: 400, duration: 0.5)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The fingers' centroid when they touch down, in window coordinates.
    ///   - startSpan: The distance between the fingers at first.
    ///   - endSpan: The distance at the end (larger zooms in).
    ///   - duration: How long the move takes, in seconds.
    ///   - pan: How far the centroid travels during the pinch.
    ///   - angle: The direction of the line through the fingers (0: horizontal).
    ///   - ids: The two pointer ids.
    ///   - lift: Whether to lift both fingers at the end.
    public func pinch(
        center: Point, startSpan: Double, endSpan: Double, duration: Double, pan: Point = .zero,
        angle: Double = 0, ids: (Int, Int) = (1, 2), lift: Bool = true
    ) {
        let direction = Point(x: cos(angle), y: sin(angle))
        func fingers(_ t: Double) -> (Point, Point) {
            let c = center + pan * t
            let half = (startSpan + (endSpan - startSpan) * t) / 2
            return (c - direction * half, c + direction * half)
        }
        let (a, b) = fingers(0)
        touchDown(at: a, id: ids.0)
        touchDown(at: b, id: ids.1)
        let frames = max(1, Int((duration * framesPerSecond).rounded()))
        for i in 1...frames {
            advance(frames: 1)
            let (p, q) = fingers(Double(i) / Double(frames))
            touchMove(to: p, id: ids.0)
            touchMove(to: q, id: ids.1)
        }
        if lift {
            touchUp(id: ids.0)
            touchUp(id: ids.1)
        }
    }

    /// A mouse-wheel event with modifier keys held: Control + wheel zooms a zoomable scroll
    /// view about `point`.
    ///
    /// - Returns: Whether a responder handled it.
    @discardableResult
    public func scroll(delta: Point, at point: Point, modifiers: KeyModifiers) -> Bool {
        window.sendEvent(
            .scrollWheel(ScrollWheelEvent(location: point, delta: delta, timestamp: clock.now, modifiers: modifiers)))
    }

    /// Two quick taps at `point`, as a double tap: down, up, a frame, down, up.
    public func doubleTap(at point: Point, id: Int = 0) {
        tap(at: point, id: id)
        advance(frames: 2)
        tap(at: point, id: id)
    }
}

public import FolioCore

/// Recognizes a drag, the counterpart of `UIPanGestureRecognizer`. Continuous: it begins once
/// the touches moved ``minimumDistance`` points, reports `changed` with every move, and ends
/// when they lift.
///
/// ```swift
/// let pan = PanGestureRecognizer { recognizer in
///     guard let pan = recognizer as? PanGestureRecognizer else { return }
///     if pan.state == .ended { settle(velocity: pan.velocity(in: view).x) }
/// }
/// ```
///
/// The translation is measured from where the touches went down (so it includes the
/// initial slop, as in UIKit). The velocity is a least-squares fit over the last
/// ``velocitySampleWindow`` seconds of samples, which is steadier than the last two samples.
///
/// - Note: ``minimumDistance`` is public here; UIKit keeps its 10-point hysteresis private.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest touches that can pan. 1 by default.
    public var minimumNumberOfTouches = 1
    /// The most touches that can pan; more make a possible pan fail. Unlimited by default.
    public var maximumNumberOfTouches = Int.max
    /// How far (in points) the touches must move before the pan begins. 10 by default.
    public var minimumDistance = 10.0
    /// How many seconds of recent samples the velocity fit uses. 0.1 by default.
    public var velocitySampleWindow = 0.1

    private var startInWindow = Point.zero
    private var samples: [(time: Double, point: Point)] = []

    /// How far the touches moved since the pan started (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinates (`nil`: window coordinates).
    public func translation(in view: View?) -> Point {
        let current = centroidInWindow
        guard let view else { return current - startInWindow }
        return view.convert(current, from: nil) - view.convert(startInWindow, from: nil)
    }

    /// Resets the reference so that ``translation(in:)`` returns `translation` now.
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = centroidInWindow
        guard let view else {
            startInWindow = current - translation
            return
        }
        startInWindow = view.convert(view.convert(current, from: nil) - translation, to: nil)
    }

    /// The velocity of the touches in points per second, in `view`'s coordinates (`nil`:
    /// window coordinates), from a least-squares fit over the recent samples.
    public func velocity(in view: View?) -> Point {
        let v = fittedVelocity()
        guard let view else { return v }
        let p = centroidInWindow
        return view.convert(p + v, from: nil) - view.convert(p, from: nil)
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        if trackedTouches.count > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        rebase(adding: touches, removing: [])
        record(event.timestamp)
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            let count = trackedTouches.count
            if count >= minimumNumberOfTouches, count <= maximumNumberOfTouches,
                (centroidInWindow - startInWindow).length >= minimumDistance
            {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        record(event.timestamp)
        if touches.count >= trackedTouches.count {
            finishContinuousGesture()
        } else {
            rebase(adding: [], removing: touches)
        }
    }

    override open func reset() {
        samples = []
        startInWindow = .zero
    }

    /// Keeps the translation continuous when the set of touches (and so the centroid) changes.
    private func rebase(adding added: Set<Touch>, removing removed: Set<Touch>) {
        let before = trackedTouches.filter { !added.contains($0) }
        let after = trackedTouches.filter { !removed.contains($0) }
        guard !after.isEmpty else { return }
        let newCentroid = after.reduce(Point.zero) { $0 + $1.locationInWindow } / Double(after.count)
        if before.isEmpty {
            startInWindow = newCentroid
            samples = []
        } else {
            let oldCentroid = before.reduce(Point.zero) { $0 + $1.locationInWindow } / Double(before.count)
            startInWindow += newCentroid - oldCentroid
            samples = samples.map { ($0.time, $0.point + newCentroid - oldCentroid) }
        }
    }

    private func record(_ time: Double) {
        samples.append((time, centroidInWindow))
        let cutoff = time - velocitySampleWindow
        // Keep one sample before the window so a steady drag at a low frame rate still has two.
        while samples.count > 2, samples[1].time <= cutoff { samples.removeFirst() }
    }

    private func fittedVelocity() -> Point {
        guard let last = samples.last else { return .zero }
        let recent = samples.filter { $0.time >= last.time - velocitySampleWindow - 1e-9 }
        let points = recent.count >= 2 ? recent : Array(samples.suffix(2))
        guard points.count >= 2 else { return .zero }
        let n = Double(points.count)
        let meanT = points.reduce(0) { $0 + $1.time } / n
        let meanP = points.reduce(Point.zero) { $0 + $1.point } / n
        var stt = 0.0
        var stp = Point.zero
        for s in points {
            let dt = s.time - meanT
            stt += dt * dt
            stp += (s.point - meanP) * dt
        }
        guard stt > 1e-12 else { return .zero }
        return stp / stt
    }
}

public import FolioCore

/// Recognizes two fingers moving apart or together, the counterpart of
/// `UIPinchGestureRecognizer`. Continuous: it begins once the distance between the fingers
/// changed by ``minimumSpanChange`` points, reports `changed` with every move, and ends when
/// fewer than two fingers remain.
///
/// ```swift
/// let pinch = PinchGestureRecognizer { recognizer in
///     guard let pinch = recognizer as? PinchGestureRecognizer else { return }
///     photo.transform = AffineTransform2D(scaleX: pinch.scale, y: pinch.scale)
/// }
/// photo.addGestureRecognizer(pinch)
/// ```
///
/// ``scale`` is the distance between the first two fingers divided by their distance when
/// they touched down (or at the last time you set it); ``velocity`` is its rate of change in
/// scale per second. ``GestureRecognizer/location(in:)`` is the centroid of the fingers,
/// the focal point a zoom keeps fixed under them.
///
/// - Note: ``minimumSpanChange`` is public here; UIKit's hysteresis is private. A third
///   finger does not change the scale (the first two touches measure it), as in UIKit.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far (in points) the distance between the fingers must change before the pinch
    /// begins. 8 by default.
    public var minimumSpanChange = 8.0

    private var startSpan = 0.0
    private var scaleBase = 1.0
    private var storedScale = 1.0
    private var samples: [(time: Double, scale: Double)] = []

    /// The scale factor relative to the fingers' distance when the pinch started (or when
    /// `scale` was last set). Setting it (usually to 1 after applying it) rebases the
    /// measurement, as in UIKit.
    public var scale: Double {
        get { storedScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            let span = currentSpan
            if span > 0 {
                startSpan = span
                scaleBase = newValue
            }
            storedScale = newValue
            samples = samples.map { ($0.time, newValue) }
        }
    }

    /// The rate of change of ``scale`` in scale factor per second (positive when the fingers
    /// spread), from the last tenth of a second of samples.
    public var velocity: Double {
        guard let last = samples.last, let first = samples.first(where: { $0.time >= last.time - 0.1 - 1e-9 }),
            last.time - first.time > 1e-6
        else { return 0 }
        return (last.scale - first.scale) / (last.time - first.time)
    }

    /// The distance between the first two tracked fingers (0 with fewer).
    var currentSpan: Double {
        guard trackedTouches.count >= 2 else { return 0 }
        return trackedTouches[0].locationInWindow.distance(to: trackedTouches[1].locationInWindow)
    }

    override open func touchesBegan(_ touches: Set<Touch>, with event: PointerEvent) {
        guard trackedTouches.count >= 2 else { return }
        // A second finger (or a new pair after one lifted) starts the measurement afresh,
        // continuing from the scale reached so far.
        rebase()
        record(event.timestamp)
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: PointerEvent) {
        let span = currentSpan
        guard span > 0, startSpan > 0 else { return }
        storedScale = scaleBase * span / startSpan
        record(event.timestamp)
        switch state {
        case .possible:
            if abs(span - startSpan) >= minimumSpanChange { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: PointerEvent) {
        let remaining = trackedTouches.count - touches.count
        guard remaining < 2 else {
            // One of three or more lifted: the pair that measures may have changed.
            let kept = trackedTouches.filter { !touches.contains($0) }
            if kept.count >= 2 {
                let span = kept[0].locationInWindow.distance(to: kept[1].locationInWindow)
                if span > 0 {
                    startSpan = span
                    scaleBase = storedScale
                }
            }
            return
        }
        finishContinuousGesture()
    }

    override open func reset() {
        startSpan = 0
        scaleBase = 1
        storedScale = 1
        samples = []
    }

    override func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        // A scroll view's own pinch and pan work together, as in UIKit.
        guard let view, other.view === view else { return false }
        return other is ScrollViewPanGestureRecognizer
    }

    private func rebase() {
        let span = currentSpan
        guard span > 0 else { return }
        startSpan = span
        scaleBase = storedScale
    }

    private func record(_ time: Double) {
        samples.append((time, storedScale))
        while samples.count > 2, samples[1].time <= time - 0.1 { samples.removeFirst() }
    }
}

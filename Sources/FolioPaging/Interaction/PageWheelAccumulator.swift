import FolioCore

/// Turns mouse-wheel clicks and trackpad scrolls into page turns: a notched wheel turns one
/// page per click, a trackpad once the scroll passes a threshold; a gesture's momentum tail
/// turns nothing more until the wheel has been still for a moment.
struct PageWheelAccumulator: Hashable, Sendable {
    /// Trackpad points that make a turn.
    var threshold: Double = 60
    /// Seconds without wheel events after which a new gesture starts.
    var quietPeriod: Double = 0.25

    private var accumulated = 0.0
    private var lastEvent: Double?
    private var hasTurnedInGesture = false

    /// Feeds one event's delta along the paging axis (positive forward, already mapped for
    /// orientation and layout direction). Returns the turn to make, if any.
    mutating func add(delta: Double, isPrecise: Bool, at time: Double) -> PageStep? {
        if let lastEvent, time - lastEvent > quietPeriod {
            accumulated = 0
            hasTurnedInGesture = false
        }
        lastEvent = time
        guard delta != 0, delta.isFinite else { return nil }
        if !isPrecise {
            // Every click of a notched wheel is deliberate.
            accumulated = 0
            return PageStep(sign: delta)
        }
        guard !hasTurnedInGesture else { return nil }
        if accumulated != 0, (accumulated > 0) != (delta > 0) { accumulated = 0 }
        accumulated += delta
        guard abs(accumulated) >= threshold else { return nil }
        hasTurnedInGesture = true
        let step = PageStep(sign: accumulated)
        accumulated = 0
        return step
    }
}

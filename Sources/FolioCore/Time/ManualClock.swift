/// A clock that moves only when told to, for tests and offline rendering.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: 1.0 / 60)
/// ```
@MainActor
public final class ManualClock: MediaClock {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Creates a clock at `start` seconds.
    public init(start: Double = 0) { now = start }

    /// Moves time forward by `seconds`; negative values are ignored, since time is monotonic.
    public func advance(by seconds: Double) {
        if seconds > 0 { now += seconds }
    }

    /// Sets the time to `time` if it is later than now.
    public func advance(to time: Double) {
        if time > now { now = time }
    }
}

import Foundation

/// A source of monotonic time in seconds, the counterpart of `CACurrentMediaTime()`.
///
/// Folio never reads the wall clock directly: hosts give a `Window` a ``SystemClock`` and
/// tests give it a ``ManualClock``, which is why every test can be deterministic.
@MainActor
public protocol MediaClock: AnyObject {
    /// The current time in seconds. Only differences are meaningful.
    var now: Double { get }
}

/// The real monotonic clock, for hosts that run in real time.
@MainActor
public final class SystemClock: MediaClock {
    private let start = ContinuousClock.now

    /// Creates a clock that starts at zero.
    public init() {}

    public var now: Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}

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

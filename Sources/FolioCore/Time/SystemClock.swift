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

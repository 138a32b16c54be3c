internal import CSDL2

/// Converts SDL's millisecond event timestamps to seconds on the host's clock.
///
/// SDL stamps events when the driver queues them, which is more faithful than the time the
/// loop gets round to them: a batch of drag samples handled in one frame keeps its real
/// spacing, which velocity estimation needs. Both SDL's ticks and the host clock are
/// monotonic, so one offset measured at start-up maps one onto the other.
struct SDLTimeline {
    private let offset: Double
    private var last: Double

    /// - Parameter now: The host clock's current time, read at the same moment as SDL's ticks.
    init(now: Double) {
        offset = now - Double(SDL_GetTicks64()) / 1000
        last = now
    }

    /// The host-clock time of an SDL event timestamp, never earlier than the previous result.
    mutating func seconds(fromEventTimestamp stamp: UInt32) -> Double {
        // Event stamps are the low 32 bits of the 64-bit tick count; rebuild the full value
        // from the current ticks so that the 49-day wrap-around does not jump backwards.
        let ticks = SDL_GetTicks64()
        let behind = UInt64(UInt32(truncatingIfNeeded: ticks) &- stamp)
        let full = ticks >= behind ? ticks - behind : 0
        last = max(last, Double(full) / 1000 + offset)
        return last
    }
}

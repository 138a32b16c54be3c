#if canImport(Glibc)
    import Glibc
#endif

/// Starts frames on a fixed cadence when presenting does not wait for vsync (software
/// renderers, Xvfb, or a rate asked for with `--fps`).
///
/// Deadlines are absolute: each is one period after the previous one, not after the frame
/// that happened to finish, so the cadence does not drift by the frame's own time. A frame
/// that overruns leaves no backlog: the next one starts at once, a period or more after the
/// late one started, and the cadence goes on from there, so the loop never starts two frames
/// within one period to catch up. (Waiting for the next period boundary instead, with
/// nothing to align to when the host paces itself, turned every frame a little over the
/// period into a whole period missed: a cube turn drawing in 8.5 ms ran at 60 fps at 120.)
/// Waiting sleeps for all but the last fraction of a millisecond and then yields until the
/// deadline, which keeps the cadence within a few microseconds where `SDL_Delay` (whole,
/// truncated milliseconds) jittered by up to one.
struct SDLFramePacer {
    /// The time between frames, in seconds.
    let period: Double
    /// When the next frame starts, on the host's clock; nil until a frame has started.
    private(set) var deadline: Double?

    /// How long before a deadline the pacer stops sleeping and yields instead: the kernel's
    /// timer slack (50 µs by default) plus scheduling latency.
    static let spinMargin = 0.000_4

    init(framesPerSecond: Double) {
        let rate = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 1000) : 60
        period = 1 / rate
    }

    /// Forgets the cadence after the loop was idle: the next frame starts at once.
    mutating func reset() { deadline = nil }

    /// Called when input wakes an idle loop at `now`: keeps the cadence when the last frame
    /// was less than a period ago (the next frame waits for its slot, so a drag's input never
    /// draws two frames in one period), and forgets it after a longer pause, so the first
    /// frame after one starts at once.
    mutating func resume(now: Double) {
        if let deadline, now - deadline >= period { reset() }
    }

    /// The start of the frame after one that started at `start` and finished at `now`:
    /// one period after the last deadline, or `now` when the frame overran (it started a
    /// period or more before).
    mutating func nextDeadline(frameStartedAt start: Double, now: Double) -> Double {
        var next = (deadline ?? start) + period
        if next <= now || !next.isFinite { next = now }
        deadline = next
        return next
    }

    /// Blocks until `clock` reads `deadline` or later.
    static func wait(until deadline: Double, clock: () -> Double) {
        let remaining = deadline - clock() - spinMargin
        if remaining > 0 {
            var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
            var left = timespec()
            while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
        }
        while clock() < deadline { sched_yield() }
    }
}

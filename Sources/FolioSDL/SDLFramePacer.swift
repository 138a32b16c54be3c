internal import CSDL2

/// Keeps the loop at a steady frame rate when presenting does not wait for vsync.
///
/// With vsync, presenting blocks until the next refresh, a frame already lasts a full period
/// and the pacer waits for nothing. Without it (software renderers, Xvfb), the pacer sleeps
/// for what is left of the period, so animations advance at an even 60 Hz instead of
/// spinning a core.
struct SDLFramePacer {
    /// The target time between frames, in seconds.
    let period: Double
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private var frameStart: UInt64 = 0

    init(framesPerSecond: Double) {
        period = 1 / min(max(framesPerSecond, 1), 1000)
    }

    /// Marks the start of a frame.
    mutating func beginFrame() {
        frameStart = SDL_GetPerformanceCounter()
    }

    /// Seconds since ``beginFrame()``.
    var elapsed: Double {
        Double(SDL_GetPerformanceCounter() &- frameStart) / frequency
    }

    /// Sleeps until one period has passed since ``beginFrame()``; returns at once when the frame
    /// already took that long.
    func waitForRemainder() {
        let remainingMilliseconds = (period - elapsed) * 1000
        // SDL_Delay has millisecond granularity; sleeping for less than one is not worth a call.
        if remainingMilliseconds >= 1 {
            SDL_Delay(UInt32(remainingMilliseconds))
        }
    }
}

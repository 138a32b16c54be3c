/// What an ``SDLHost`` does with the timing of its frames.
///
/// ```swift
/// let options = FrameStatisticsOptions(showsOverlay: true, logPath: "frames.csv")
/// let host = try SDLHost(configuration: .init(title: "Reader", size: size, statistics: options), clock: clock)
/// ```
public struct FrameStatisticsOptions: Hashable, Sendable {
    /// Draw fps, frame times, dropped frames and input latency over each frame's top-left
    /// corner. `FOLIO_STATS=1` in the environment turns it on for any Folio app.
    public var showsOverlay: Bool
    /// A CSV file that receives one line per presented frame (timestamps of input, layout,
    /// render, upload and present, and the scale); nil for none. Its first line,
    /// `# clock_monotonic_us=N`, gives the moment the times count from on `CLOCK_MONOTONIC`,
    /// so the frames can be lined up with what other programs logged.
    public var logPath: String?

    /// Creates the options; by default there is neither overlay nor log.
    public init(showsOverlay: Bool = false, logPath: String? = nil) {
        self.showsOverlay = showsOverlay
        self.logPath = logPath
    }
}

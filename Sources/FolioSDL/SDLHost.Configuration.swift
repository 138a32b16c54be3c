public import FolioCore

extension SDLHost {
    /// How to open the window.
    public struct Configuration: Sendable {
        /// The window title.
        public var title: String
        /// The initial window size in points.
        public var size: Size
        /// The frame rate to keep while animating; nil (the default) follows the display's
        /// refresh rate (60 Hz where SDL cannot tell). A rate given here is kept by the host's
        /// own pacing, with vsync off.
        public var framesPerSecond: Double?
        /// Skip the accelerated renderer and use SDL's software one.
        public var prefersSoftwareRenderer: Bool
        /// Frame statistics: the overlay (also turned on by `FOLIO_STATS=1`) and the log.
        public var statistics: FrameStatisticsOptions

        /// Creates a configuration.
        public init(
            title: String, size: Size, framesPerSecond: Double? = nil, prefersSoftwareRenderer: Bool = false,
            statistics: FrameStatisticsOptions = FrameStatisticsOptions()
        ) {
            self.title = title
            self.size = size
            self.framesPerSecond = framesPerSecond
            self.prefersSoftwareRenderer = prefersSoftwareRenderer
            self.statistics = statistics
        }
    }
}

public import FolioCore

/// What the statistics cost one presented frame, for Benchmarks/: the same
/// `FrameInstruments` the host feeds (overlay copied into the frame, the frame recorded,
/// its log line written) on frames of a made-up cadence, with no window.
///
/// Not API: the benchmark package reaches it through `@_spi(Benchmarks)`.
@_spi(Benchmarks)
@MainActor
public struct FrameStatisticsWorkload {
    private var instruments: FrameInstruments
    private var statistics: FrameStatistics
    private let period: Double
    private var frame = 0

    /// - Parameters:
    ///   - period: The display period frames are presented at.
    ///   - logPath: Where the CSV goes (`/dev/null` measures formatting and stdio only).
    ///   - scale: The overlay's pixels per point.
    public init(period: Double, logPath: String, scale: Double) {
        instruments = FrameInstruments(
            options: FrameStatisticsOptions(showsOverlay: true, logPath: logPath), origin: 0, scale: scale)
        statistics = FrameStatistics(period: period)
        self.period = period
    }

    /// Does the statistics' share of one presented frame: copies the overlay into `frame`,
    /// records the frame's timestamps and writes its log line. Every `summaryEvery` frames the
    /// overlay's numbers are summarised and redrawn, as the host does four times a second
    /// (every 15th frame at 60 Hz; pass 1 for the worst case).
    public mutating func presentFrame(into frame: inout Bitmap, summaryEvery: Int) {
        self.frame += 1
        instruments.drawOverlay(into: &frame, scale: instruments.scale)
        let start = Double(self.frame) * period
        let due = summaryEvery > 0 && self.frame % summaryEvery == 0
        let present = start + period * 0.5
        let timestamps = FrameTimestamps(
            input: start - period * 0.25, layout: start, render: start + period * 0.1, upload: start + period * 0.3,
            presentStart: start + period * 0.35, present: present, scale: instruments.scale)
        statistics.record(timestamps, continuesAnimation: self.frame > 1)
        instruments.frameDidPresent(timestamps, statistics: &statistics, forceSummary: due)
    }
}

import FolioCore
import Testing

@testable import FolioSDL

@MainActor @Suite struct FrameInstrumentsTests {
    private let period = 1.0 / 60

    /// A frame laid out at `start` whose layout-to-present time is `milliseconds`.
    private func frame(at start: Double, taking milliseconds: Double) -> FrameTimestamps {
        FrameTimestamps(
            input: nil, layout: start, render: start, upload: start, presentStart: start,
            present: start + milliseconds / 1000, scale: 1)
    }

    @Test func aStillWindowsOverlayCatchesUpWithItsLastFrame() {
        var instruments = FrameInstruments(options: FrameStatisticsOptions(showsOverlay: true), origin: 0, scale: 1)
        var statistics = FrameStatistics(period: period)
        var bitmap = Bitmap(width: 400, height: 100, fill: .white)
        #expect(!instruments.overlayIsBehind)
        // Each frame draws the overlay, then is recorded: the first frame's numbers come
        // after it was drawn, and a second frame within a quarter second does not refresh them.
        instruments.drawOverlay(into: &bitmap, scale: 1)
        let first = frame(at: 1, taking: 4)
        statistics.record(first, continuesAnimation: false)
        instruments.frameDidPresent(first, statistics: &statistics)
        #expect(instruments.overlayIsBehind)
        #expect(instruments.overlayLine(1) == "frame p50 4.0 p99 4.0 max 4.0 ms")
        instruments.drawOverlay(into: &bitmap, scale: 1)
        #expect(!instruments.overlayIsBehind)
        let second = frame(at: 1 + period, taking: 9)
        statistics.record(second, continuesAnimation: true)
        instruments.frameDidPresent(second, statistics: &statistics)
        #expect(instruments.overlayIsBehind)
        #expect(instruments.overlayLine(1) == "frame p50 4.0 p99 4.0 max 4.0 ms")
        // Falling idle, the host brings the numbers up to the last frame and draws them.
        instruments.catchUpOverlay(statistics: &statistics)
        #expect(instruments.overlayLine(1) == "frame p50 4.0 p99 9.0 max 9.0 ms")
        instruments.drawOverlay(into: &bitmap, scale: 1)
        #expect(!instruments.overlayIsBehind)
    }

    @Test func withoutTheOverlayNothingIsEverBehind() {
        var instruments = FrameInstruments(options: FrameStatisticsOptions(showsOverlay: false), origin: 0, scale: 1)
        var statistics = FrameStatistics(period: period)
        let only = frame(at: 1, taking: 4)
        statistics.record(only, continuesAnimation: false)
        instruments.frameDidPresent(only, statistics: &statistics)
        #expect(!instruments.overlayIsBehind)
        instruments.catchUpOverlay(statistics: &statistics)
        #expect(instruments.overlayLine(0) == nil)
    }
}

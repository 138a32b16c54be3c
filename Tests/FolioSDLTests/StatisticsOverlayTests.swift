import FolioCore
import Testing

@testable import FolioSDL

@MainActor @Suite struct StatisticsOverlayTests {
    private let summary = FrameStatistics.Summary(
        framesPerSecond: 59.94, frameTimeMedian: 0.00412, frameTimeP99: 0.0061, frameTimeMax: 0.0123,
        droppedFrames: 2, latencyMedian: 0.0091, latencyP99: 0.0152)

    @Test func theOverlayReadsFpsFrameTimesDropsAndLatency() {
        let overlay = StatisticsOverlay(scale: 1)
        overlay.update(summary)
        #expect(overlay.line(0) == "59.9 fps   dropped 2")
        #expect(overlay.line(1) == "frame p50 4.1 p99 6.1 max 12.3 ms")
        #expect(overlay.line(2) == "input>present p50 9.1 p99 15.2 ms")
    }

    @Test func theOverlayCoversOnlyTheTopLeftCorner() {
        let overlay = StatisticsOverlay(scale: 2)
        overlay.update(summary)
        var frame = Bitmap(width: 1200, height: 800, fill: .white)
        overlay.draw(into: &frame)
        let white = Color.white.premultipliedARGB
        #expect(frame[14, 14] != white)
        #expect(frame[1190, 790] == white)
        #expect(frame[2, 2] == white)
        // Some glyph pixels are light on the dark panel: the text was drawn.
        let row = (40..<400).map { frame[$0, 40] }
        #expect(row.contains { $0 & 0xFF > 0xA0 })
    }

    @Test func aFrameSmallerThanThePanelIsNotOverrun() {
        let overlay = StatisticsOverlay(scale: 1)
        overlay.update(summary)
        var frame = Bitmap(width: 20, height: 10, fill: .white)
        overlay.draw(into: &frame)
        #expect(frame.pixels.count == 200)
    }
}

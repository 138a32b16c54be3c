import Testing

@testable import FolioSDL

@Suite struct FrameStatisticsTests {
    private let period = 1.0 / 60

    private func frame(at present: Double, time: Double = 0.004, input: Double? = nil) -> FrameTimestamps {
        FrameTimestamps(
            input: input, layout: present - time, render: present - time / 2, upload: present - time / 4,
            present: present, scale: 1)
    }

    @Test func aSteadyAnimationSummarisesTheLastSecond() {
        var statistics = FrameStatistics(period: period)
        for index in 0..<120 {
            let present = Double(index) * period
            statistics.record(
                frame(at: present, time: index % 10 == 0 ? 0.008 : 0.004, input: present - 0.010),
                continuesAnimation: index > 0)
        }
        let summary = statistics.summary(now: 119 * period + 0.0001)
        #expect(summary.framesPerSecond == 60)
        #expect(abs(summary.frameTimeMedian - 0.004) < 1e-9)
        #expect(abs(summary.frameTimeMax - 0.008) < 1e-9)
        #expect(abs(summary.frameTimeP99 - 0.008) < 1e-9)
        #expect(summary.droppedFrames == 0)
        #expect(abs(summary.latencyMedian - 0.010) < 1e-9)
    }

    @Test func aLateFrameCountsEveryRefreshItMissed() {
        var statistics = FrameStatistics(period: period)
        statistics.record(frame(at: 0), continuesAnimation: false)
        statistics.record(frame(at: 1 * period), continuesAnimation: true)
        statistics.record(frame(at: 4 * period), continuesAnimation: true)
        #expect(statistics.summary(now: 4 * period).droppedFrames == 2)
        #expect(statistics.totalDropped == 2)
    }

    @Test func theFirstFrameAfterIdleTimeDropsNothing() {
        var statistics = FrameStatistics(period: period)
        statistics.record(frame(at: 0), continuesAnimation: false)
        statistics.record(frame(at: 5), continuesAnimation: false)
        #expect(statistics.summary(now: 5).droppedFrames == 0)
    }

    @Test func framesOlderThanTheWindowLeaveTheSummary() {
        var statistics = FrameStatistics(period: period, window: 1, capacity: 16)
        for index in 0..<40 { statistics.record(frame(at: Double(index) * 0.1), continuesAnimation: false) }
        // The ring holds 16 frames; ten of them are within the last second.
        #expect(statistics.summary(now: 3.95).framesPerSecond == 10)
        #expect(statistics.totalFrames == 40)
    }

    @Test func withoutInputTheLatencyIsZero() {
        var statistics = FrameStatistics(period: period)
        statistics.record(frame(at: 0), continuesAnimation: false)
        let summary = statistics.summary(now: 0)
        #expect(summary.latencyMedian == 0 && summary.latencyP99 == 0)
    }

    @Test func percentilesTakeTheNearestRank() {
        var values = (1...100).reversed().map(Double.init) + [0, 0]
        let (median, p99, max) = FrameStatistics.percentiles(&values, count: 100)
        #expect(median == 50 && p99 == 99 && max == 100)
    }
}

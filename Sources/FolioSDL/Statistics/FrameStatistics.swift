/// Frame timing over the last second, kept in fixed rings so that recording a frame and
/// summarising never allocate: the SDL host records every presented frame here, and the
/// overlay and `--stats` read the summary.
///
/// A frame is *dropped* when a continuous animation presents later than one display period
/// after the previous frame: each whole period missed (rounded) counts as one frame the
/// display showed twice. Frames after idle time (nothing was animating) are not compared
/// with the frame before the pause.
public struct FrameStatistics: Sendable {
    /// The summary of the frames presented in the last ``window`` seconds.
    public struct Summary: Hashable, Sendable {
        /// Frames presented in the window, per second.
        public var framesPerSecond: Double
        /// Median layout-to-present time, in seconds.
        public var frameTimeMedian: Double
        /// 99th percentile of layout-to-present time, in seconds.
        public var frameTimeP99: Double
        /// Longest layout-to-present time, in seconds.
        public var frameTimeMax: Double
        /// Display refreshes that showed an old frame during animations in the window.
        public var droppedFrames: Int
        /// Median input-to-present latency of the frames that consumed input, in seconds (0
        /// when none did).
        public var latencyMedian: Double
        /// 99th percentile of input-to-present latency, in seconds (0 when no frame had input).
        public var latencyP99: Double
    }

    /// How far back the summary looks, in seconds.
    public let window: Double
    /// The display period the host paces to, in seconds.
    public private(set) var period: Double

    private var presents: [Double]
    private var frameTimes: [Double]
    private var latencies: [Double]
    private var drops: [Int32]
    private var scratch: [Double]
    private var next = 0
    private var count = 0
    private var lastPresent: Double?
    /// All frames dropped since the start, for the log's summary line.
    public private(set) var totalDropped = 0
    /// All frames recorded since the start.
    public private(set) var totalFrames = 0

    /// - Parameters:
    ///   - period: The display period in seconds (1/60 at 60 Hz).
    ///   - window: How many seconds the summary covers.
    ///   - capacity: The most frames the window can hold (enough for 1000 Hz by default).
    public init(period: Double, window: Double = 1, capacity: Int = 1024) {
        let capacity = max(capacity, 2)
        self.period = period > 0 && period.isFinite ? period : 1.0 / 60
        self.window = window > 0 && window.isFinite ? window : 1
        presents = [Double](repeating: 0, count: capacity)
        frameTimes = [Double](repeating: 0, count: capacity)
        latencies = [Double](repeating: -1, count: capacity)
        drops = [Int32](repeating: 0, count: capacity)
        scratch = [Double](repeating: 0, count: capacity)
    }

    /// Changes the period frames are compared with (the display or `--fps` changed).
    public mutating func setPeriod(_ period: Double) {
        if period > 0 && period.isFinite { self.period = period }
    }

    /// Records one presented frame.
    ///
    /// - Parameters:
    ///   - frame: Its timestamps.
    ///   - continuesAnimation: Whether the previous frame was presented while animating
    ///     too, so that the gap between them measures the display's cadence.
    public mutating func record(_ frame: FrameTimestamps, continuesAnimation: Bool) {
        var dropped: Int32 = 0
        if continuesAnimation, let lastPresent {
            let periods = ((frame.present - lastPresent) / period).rounded()
            if periods.isFinite, periods > 1 { dropped = Int32(min(periods - 1, 1000)) }
        }
        lastPresent = frame.present
        presents[next] = frame.present
        frameTimes[next] = frame.frameTime
        latencies[next] = frame.inputLatency ?? -1
        drops[next] = dropped
        next = (next + 1) % presents.count
        count = min(count + 1, presents.count)
        totalDropped += Int(dropped)
        totalFrames += 1
    }

    /// The frames presented in the last ``window`` seconds before `now`.
    public mutating func summary(now: Double) -> Summary {
        let start = now - window
        var frames = 0
        var dropped = 0
        var index = next
        for _ in 0..<count {
            index = index == 0 ? presents.count - 1 : index - 1
            guard presents[index] > start else { break }
            scratch[frames] = frameTimes[index]
            dropped += Int(drops[index])
            frames += 1
        }
        let (timeMedian, timeP99, timeMax) = Self.percentiles(&scratch, count: frames)
        var withInput = 0
        index = next
        for _ in 0..<frames {
            index = index == 0 ? presents.count - 1 : index - 1
            if latencies[index] >= 0 {
                scratch[withInput] = latencies[index]
                withInput += 1
            }
        }
        let (latencyMedian, latencyP99, _) = Self.percentiles(&scratch, count: withInput)
        return Summary(
            framesPerSecond: Double(frames) / window, frameTimeMedian: timeMedian, frameTimeP99: timeP99,
            frameTimeMax: timeMax, droppedFrames: dropped, latencyMedian: latencyMedian, latencyP99: latencyP99)
    }

    /// Median, 99th percentile (nearest rank) and maximum of the first `count` values, which
    /// it sorts in place.
    static func percentiles(_ values: inout [Double], count: Int) -> (Double, Double, Double) {
        guard count > 0 else { return (0, 0, 0) }
        values.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var prefix = UnsafeMutableBufferPointer(start: base, count: min(count, buffer.count))
            prefix.sort()
        }
        func rank(_ p: Double) -> Double {
            let r = Int((p * Double(count)).rounded(.up)) - 1
            return values[min(max(r, 0), count - 1)]
        }
        return (rank(0.5), rank(0.99), values[count - 1])
    }
}

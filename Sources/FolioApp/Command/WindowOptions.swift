import ArgumentParser
import FolioSDL

/// How the window paces and measures its frames (`--fps`, `--stats`, `--stats-log`), and what
/// it reports (`--verbose`).
struct WindowOptions: ParsableArguments {
    @Option(help: "Frames per second to pace animations to, 1-1000 (default: the display's refresh rate, or 60).")
    var fps: Double?

    @Flag(
        help: """
            Draw frame statistics over the window: fps, frame time p50/p99/max, dropped frames \
            and input-to-present latency over the last second (FOLIO_STATS=1 does the same).
            """)
    var stats = false

    @Option(
        name: .customLong("stats-log"),
        help: ArgumentHelp(
            "Write one CSV line per presented frame to FILE: input, layout, render, upload and present times (µs), the scale, and when an idle window woke for the frame; the first line gives the start on CLOCK_MONOTONIC.",
            valueName: "FILE"))
    var statsLog: String?

    @Flag(help: "Say what the window's services do: whether screen readers can see it (the accessibility bus).")
    var verbose = false

    func validate() throws {
        if let fps, !(fps.isFinite && fps >= 1 && fps <= 1000) {
            throw ValidationError("--fps takes a rate from 1 to 1000, such as 60 or 120")
        }
        if let statsLog, statsLog.isEmpty { throw ValidationError("--stats-log needs a file name") }
    }

    /// The statistics the window keeps.
    var statistics: FrameStatisticsOptions {
        FrameStatisticsOptions(showsOverlay: stats, logPath: statsLog)
    }
}

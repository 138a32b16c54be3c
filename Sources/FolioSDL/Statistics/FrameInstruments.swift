import FolioCore
internal import FolioRender

/// The overlay and the log of one ``SDLHost/run(_:)``, fed after every presented frame.
///
/// The overlay's numbers change four times a second, often enough to read and rarely
/// enough that they can be read; the log gets every frame.
@MainActor
struct FrameInstruments {
    private var overlay: StatisticsOverlay?
    private let showsOverlay: Bool
    private var log: FrameLog?
    private var lastSummary = -Double.infinity
    /// When the last recorded frame was presented.
    private var lastPresent = -Double.infinity
    /// Whether a frame was recorded after the overlay was last drawn: each frame draws the
    /// overlay before it is recorded, so the last frame before a pause shows numbers that do
    /// not count it (and the first frame of all, an empty panel).
    private(set) var overlayIsBehind = false
    static let summaryInterval = 0.25
    /// The scale the overlay is made at until a frame says otherwise.
    let scale: Double

    init(options: FrameStatisticsOptions, origin: Double, scale: Double) {
        self.scale = scale
        showsOverlay = options.showsOverlay
        if let path = options.logPath {
            do {
                log = try FrameLog(path: path, origin: origin)
            } catch {
                // The error names the log's path, which may hold any character.
                print("folio: \(TerminalLine.escaping("\(error)"))")
            }
        }
    }

    /// Copies the overlay into the frame's pixels, `rowLength` apart (made at the frame's scale
    /// the first time).
    /// Returns the pixels the overlay covers; nil when it is not shown.
    @discardableResult
    mutating func drawOverlay(
        into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int, scale: Double
    ) -> IntRect? {
        overlayIsBehind = false
        return overlay(at: scale)?.draw(into: pixels, width: width, height: height, rowLength: rowLength)
    }

    /// Copies the overlay into a `Bitmap` frame; returns the pixels it covers, nil when it is
    /// not shown.
    @discardableResult
    mutating func drawOverlay(into frame: inout Bitmap, scale: Double) -> IntRect? {
        overlayIsBehind = false
        return overlay(at: scale)?.draw(into: &frame)
    }

    /// Brings the overlay's numbers up to the last recorded frame, for drawing it once more
    /// when the window falls idle (``overlayIsBehind``), so a still window shows its last
    /// second rather than the numbers before its last frame, or none at all.
    mutating func catchUpOverlay(statistics: inout FrameStatistics) {
        guard let overlay, lastPresent.isFinite else { return }
        lastSummary = lastPresent
        overlay.update(statistics.summary(now: lastPresent))
    }

    /// The overlay when it is shown, made again when the frame's scale changed.
    private mutating func overlay(at scale: Double) -> StatisticsOverlay? {
        guard showsOverlay else { return nil }
        if overlay?.scale != scale {
            overlay = StatisticsOverlay(scale: scale)
        }
        return overlay
    }

    /// Logs the frame and, every ``summaryInterval`` (or now, with `forceSummary`), refreshes
    /// the overlay's numbers.
    mutating func frameDidPresent(
        _ frame: FrameTimestamps, statistics: inout FrameStatistics, forceSummary: Bool = false
    ) {
        log?.write(frame)
        lastPresent = frame.present
        overlayIsBehind = showsOverlay
        guard let overlay, forceSummary || frame.present - lastSummary >= Self.summaryInterval else { return }
        lastSummary = frame.present
        overlay.update(statistics.summary(now: frame.present))
    }

    /// A line of the overlay's text as it stands (nil when it is not shown), for tests.
    func overlayLine(_ index: Int) -> String? { overlay?.line(index) }

    /// Flushes and closes the log.
    mutating func close() {
        log?.close()
        log = nil
    }
}

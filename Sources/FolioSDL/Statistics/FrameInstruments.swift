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
                print("folio: \(error)")
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
        overlay(at: scale)?.draw(into: pixels, width: width, height: height, rowLength: rowLength)
    }

    /// Copies the overlay into a `Bitmap` frame; returns the pixels it covers, nil when it is
    /// not shown.
    @discardableResult
    mutating func drawOverlay(into frame: inout Bitmap, scale: Double) -> IntRect? {
        overlay(at: scale)?.draw(into: &frame)
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
        guard let overlay, forceSummary || frame.present - lastSummary >= Self.summaryInterval else { return }
        lastSummary = frame.present
        overlay.update(statistics.summary(now: frame.present))
    }

    /// Flushes and closes the log.
    mutating func close() {
        log?.close()
        log = nil
    }
}

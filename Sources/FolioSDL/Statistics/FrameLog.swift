#if canImport(Glibc)
    import Glibc
#endif

/// Writes one CSV line per presented frame (`--stats-log FILE`): the frame's number, the
/// timestamps of its input, layout, render, upload, present start and present end in
/// microseconds since the log was opened, the scale, and when the loop was woken for a frame
/// that followed an idle spell (``FrameTimestamps/woken``; empty for the frames of an
/// animation that runs on its own). Readers find columns by name: the newest is last.
///
/// The file's first line, `# clock_monotonic_us=N`, says when the log was opened on the
/// system's monotonic clock (`CLOCK_MONOTONIC`, the clock of `perf`, `ftrace` and Python's
/// `time.monotonic()`), so frames can be lined up with what other programs saw in the same
/// seconds; CSV readers skip it as a comment (`pandas.read_csv(comment="#")`).
///
/// Lines are formatted by hand into a buffer made once and handed to stdio's buffered
/// `fwrite`, so logging a frame allocates nothing; the file is flushed when it is closed.
final class FrameLog {
    /// The first line of the file.
    static let header = "frame,input_us,layout_us,render_us,upload_us,present_start_us,present_us,scale,woken_us\n"

    private var file: UnsafeMutablePointer<FILE>?
    private let origin: Double
    private var line = [UInt8](repeating: 0, count: 256)
    private var length = 0
    private var frame = 0

    /// Opens (creates or truncates) `path`.
    ///
    /// - Parameters:
    ///   - origin: The host-clock time that is 0 in the file.
    ///   - monotonicOrigin: The same moment on `CLOCK_MONOTONIC`, in microseconds.
    /// - Throws: ``SDLHostError/cannotWriteStatistics(path:reason:)`` when it cannot be opened.
    init(path: String, origin: Double, monotonicOrigin: Int = FrameLog.monotonicMicroseconds()) throws(SDLHostError) {
        guard let file = fopen(path, "w") else {
            throw .cannotWriteStatistics(path: path, reason: String(cString: strerror(errno)))
        }
        self.file = file
        self.origin = origin
        fputs("# clock_monotonic_us=\(monotonicOrigin)\n", file)
        fputs(Self.header, file)
    }

    deinit { close() }

    /// Appends the line of one frame.
    func write(_ frame: FrameTimestamps) {
        guard let file else { return }
        self.frame += 1
        length = 0
        append(self.frame)
        append(comma: ())
        if let input = frame.input { append(microseconds(input)) }
        append(comma: ())
        append(microseconds(frame.layout))
        append(comma: ())
        append(microseconds(frame.render))
        append(comma: ())
        append(microseconds(frame.upload))
        append(comma: ())
        append(microseconds(frame.presentStart))
        append(comma: ())
        append(microseconds(frame.present))
        append(comma: ())
        appendScale(frame.scale)
        append(comma: ())
        if let woken = frame.woken { append(microseconds(woken)) }
        appendByte(UInt8(ascii: "\n"))
        line.withUnsafeBytes { bytes in _ = fwrite(bytes.baseAddress, 1, length, file) }
    }

    /// Flushes and closes the file. Safe to call twice.
    func close() {
        if let file { fclose(file) }
        file = nil
    }

    /// Now on `CLOCK_MONOTONIC`, in microseconds.
    static func monotonicMicroseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1_000_000 + now.tv_nsec / 1000
    }

    /// The bytes of the last line written, for tests.
    var lastLine: String { String(decoding: line[0..<length], as: UTF8.self) }

    private func microseconds(_ time: Double) -> Int {
        let value = ((time - origin) * 1_000_000).rounded()
        return value.isFinite ? Int(max(min(value, 9e15), -9e15)) : 0
    }

    private func append(comma: Void) { appendByte(UInt8(ascii: ",")) }

    private func appendScale(_ scale: Double) {
        ASCIINumber.write(scale, decimals: 2) { appendByte($0) }
    }

    private func append(_ value: Int) {
        ASCIINumber.write(value) { appendByte($0) }
    }

    private func appendByte(_ byte: UInt8) {
        guard length < line.count else { return }
        line[length] = byte
        length += 1
    }
}

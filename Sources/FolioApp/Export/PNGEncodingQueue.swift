import Dispatch
import FolioCore
import FolioRender
import Synchronization

/// Encodes and writes PNG frames on background threads while the next frame renders, so
/// that a PNG export keeps both cores busy (PNG compression costs more than rendering).
///
/// At most `inFlight` frames wait or encode at a time: ``submit(_:to:)`` blocks until one
/// is done, which bounds memory (a frame at 1200 × 776 is 3.7 MB) whatever the frame count.
/// The first failure is kept and reported by the next ``submit(_:to:)`` or by ``finish()``.
final class PNGEncodingQueue: Sendable {
    private let queue = DispatchQueue(label: "folio.png-frames", attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let failure = Mutex<ExportError?>(nil)

    /// - Parameter inFlight: How many frames may be encoded at once (at least 1).
    init(inFlight: Int) {
        slots = DispatchSemaphore(value: max(inFlight, 1))
    }

    /// Queues `frame` to be written to `path`, after waiting for a free slot.
    ///
    /// - Throws: The error of an earlier frame that could not be written.
    func submit(_ frame: Bitmap, to path: String) throws(ExportError) {
        try throwFailure()
        slots.wait()
        group.enter()
        queue.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            do throws(ImageWritingError) {
                try frame.writePNG(toFile: path)
            } catch {
                let reason = error.description
                failure.withLock { if $0 == nil { $0 = .cannotWrite(path: path, reason: reason) } }
            }
        }
    }

    /// Waits until every queued frame is written.
    ///
    /// - Throws: The first frame's error, if any failed.
    func finish() throws(ExportError) {
        group.wait()
        try throwFailure()
    }

    private func throwFailure() throws(ExportError) {
        if let error = failure.withLock({ $0 }) { throw error }
    }
}

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

    /// Queues `frame` to be written as a new file `name` in `workspace`, after waiting for
    /// a free slot.
    ///
    /// - Throws: The error of an earlier frame that could not be written.
    func submit(_ frame: Bitmap, as name: String, in workspace: ExportWorkspace) throws(ExportError) {
        try throwFailure()
        slots.wait()
        group.enter()
        queue.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            // Written by Folio itself (O_EXCL, in the private folder): no temporary file of
            // Foundation's atomic write is left for an interruption to miss.
            do {
                try workspace.write(try frame.pngData(), to: name)
            } catch let error as ExportError {
                failure.withLock { if $0 == nil { $0 = error } }
            } catch {
                let reason = "\(error)"
                failure.withLock { if $0 == nil { $0 = .cannotWrite(path: workspace.file(name), reason: reason) } }
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

import Dispatch
import Foundation

/// A parked thread that draws some rows of a frame while the caller draws the others: every
/// other row of a page curl, or the lower half of a large page copy.
///
/// `DispatchQueue.concurrentPerform` allocates on every call, and a frame must not, so the
/// compositor keeps one thread and hands it each job through a stored value and two
/// semaphores. The caller and the worker always write disjoint rows.
final class RowWorker: @unchecked Sendable {
    // @unchecked Sendable: `job` is written only by the caller while the worker is parked on
    // `start`, and read only by the worker between `start` and `done`; the semaphores order
    // those accesses.

    /// What the worker draws.
    enum Job {
        /// Every `step`th row of `rows` of a page curl.
        case curlRows(CurlRowRenderer, rows: Range<Int>, step: Int)
        /// `rows` of a texture drawn at a whole-pixel offset (see `RasterTarget.copyRows`).
        case copyRows(
            RasterTarget, Texture, offset: (x: Int, y: Int), rows: Range<Int>, columns: Range<Int>,
            alpha: UInt32, opaque: Bool)
    }

    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var job: Job?
    private var isStopping = false

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "Folio rows"
        thread.start()
    }

    /// Starts `job` on the worker thread; call ``wait()`` before touching its rows again.
    func start(_ job: Job) {
        self.job = job
        start.signal()
    }

    /// Waits until the job handed to ``start(_:)`` is done.
    func wait() { done.wait() }

    /// Lets the thread finish; the worker must not be used afterwards.
    func stop() {
        isStopping = true
        start.signal()
    }

    private func run() {
        while true {
            start.wait()
            if isStopping { return }
            switch job {
            case .curlRows(let renderer, let rows, let step)?:
                renderer.drawRows(rows.lowerBound, rows.upperBound, step: step)
            case .copyRows(let target, let texture, let offset, let rows, let columns, let alpha, let opaque)?:
                target.copyRows(texture, offset: offset, rows: rows, columns: columns, alpha: alpha, opaque: opaque)
            case nil:
                break
            }
            job = nil
            done.signal()
        }
    }
}

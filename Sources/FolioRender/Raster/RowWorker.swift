import Dispatch
import Foundation

/// A parked thread that draws some rows of a frame while the caller draws the others: every
/// other row of a page curl, or the second half of a large page copy.
///
/// `DispatchQueue.concurrentPerform` allocates on every call, and a frame must not, so the
/// compositor keeps one thread and hands it each job through a stored value and two
/// semaphores. The caller and the worker always write disjoint rows.
final class RowWorker: @unchecked Sendable {
    // @unchecked Sendable: `job` is written only by the caller while the worker is parked on
    // `jobReady`, and read only by the worker between `jobReady` and `jobDone`; the semaphores
    // order those accesses.

    /// What the worker draws.
    enum Job {
        /// Every `step`th row of `rows` of a page curl.
        case curlRows(CurlRowRenderer, rows: Range<Int>, step: Int)
        /// Rows of a texture drawn at a whole-pixel offset (see `RasterTarget.copyRows`).
        case copyRows(
            RasterTarget, Texture, offset: (x: Int, y: Int), rows: Range<Int>, columns: Range<Int>,
            alpha: UInt32, opaque: Bool)
    }

    private let jobReady = DispatchSemaphore(value: 0)
    private let jobDone = DispatchSemaphore(value: 0)
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
        jobReady.signal()
    }

    /// Waits until the job handed to ``start(_:)`` is done.
    func wait() { jobDone.wait() }

    /// Lets the thread finish; the worker must not be used afterwards.
    func stop() {
        isStopping = true
        jobReady.signal()
    }

    private func run() {
        while true {
            jobReady.wait()
            if isStopping { return }
            switch job {
            case .curlRows(let renderer, let rows, let step)?:
                renderer.drawRows(rows.lowerBound, rows.upperBound, step: step)
            case .copyRows(let target, let t, let offset, let rows, let columns, let alpha, let opaque)?:
                target.copyRows(t, offset: offset, rows: rows, columns: columns, alpha: alpha, opaque: opaque)
            case nil:
                break
            }
            job = nil
            jobDone.signal()
        }
    }
}

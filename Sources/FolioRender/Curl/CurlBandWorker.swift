import Dispatch
import Foundation

/// A thread that draws every other row of a curl while the caller draws the rest.
///
/// `DispatchQueue.concurrentPerform` allocates on every call; a curl frame must not, so the
/// rasteriser keeps one parked thread and hands it each frame's rows through a stored job and
/// two semaphores.
final class CurlBandWorker: @unchecked Sendable {
    // @unchecked Sendable: `job` is written only by the caller while the worker is parked on
    // `start`, and read only by the worker between `start` and `done`; the semaphores order
    // those accesses.
    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var job: (renderer: CurlRowRenderer, y0: Int, y1: Int, step: Int)?
    private var isStopping = false

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "Folio curl rows"
        thread.start()
    }

    /// Starts drawing every `step`th row from `y0` up to `y1` on the worker thread; call
    /// ``wait()`` before touching the target again.
    func draw(_ renderer: CurlRowRenderer, rows y0: Int, _ y1: Int, step: Int) {
        job = (renderer, y0, y1, step)
        start.signal()
    }

    /// Waits until the rows handed to ``draw(_:rows:_:step:)`` are drawn.
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
            if let job { job.renderer.drawRows(job.y0, job.y1, step: job.step) }
            job = nil
            done.signal()
        }
    }
}

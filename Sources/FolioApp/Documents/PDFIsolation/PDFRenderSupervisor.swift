import FolioCore
import Foundation

/// The part of ``IsolatedPDFRenderer`` that talks to the renderer process: it starts one when
/// there is none, sends it a page, and stops it when the page overran its budget or the
/// process died.
///
/// A request can block for the whole time budget, so the reader makes its requests on a
/// thread of their own (``PDFRenderQueue``) while export and tests make them where they are;
/// either way one at a time, under a lock. ``interrupt()`` is the one call that does not
/// wait for the lock: it ends the request in flight at once, when the reader closes.
final class PDFRenderSupervisor: @unchecked Sendable {
    // @unchecked: `channel`, `launch` and `launches` are only touched with `lock` held, and
    // `inFlight` and `isClosed` only with `interruptLock` held; the channel itself is used by
    // one thread at a time (the one holding `lock`), and its `interrupt()` is thread-safe.

    /// What one request came to.
    struct Attempt: Sendable {
        var result: Result<Image, PDFPageFailure>
        /// Whether the renderer drew the page within ``PDFIsolation/vectorBudget``.
        var isQuick: Bool
    }

    let isolation: PDFIsolation
    private let launch: () throws(PDFPageFailure) -> any PDFRenderChannel
    private let lock = NSLock()
    private var channel: (any PDFRenderChannel)?
    private var launches = 0
    private let interruptLock = NSLock()
    private var inFlight: (any PDFRenderChannel)?
    private var isClosed = false

    init(isolation: PDFIsolation, launch: @escaping () throws(PDFPageFailure) -> any PDFRenderChannel) {
        self.isolation = isolation
        self.launch = launch
    }

    deinit { channel?.stop() }

    /// How many times a renderer was started.
    var launchCount: Int { lock.withLock { launches } }

    /// Draws page `page` at `scale` in the renderer, starting one if needed; blocks for up
    /// to the time budget (and the start of a renderer).
    func attempt(page: Int, scale: Double) -> Attempt {
        lock.withLock {
            guard !interruptLock.withLock({ isClosed }) else {
                return Attempt(result: .failure(.closed), isQuick: false)
            }
            let running: any PDFRenderChannel
            if let channel, channel.isRunning {
                running = channel
            } else {
                channel?.stop()
                channel = nil
                do throws(PDFPageFailure) {
                    launches += 1
                    running = try launch()
                } catch {
                    return Attempt(result: .failure(error), isQuick: false)
                }
                channel = running
            }
            interruptLock.withLock { inFlight = running }
            let (outcome, elapsed) = running.render(page: page, scale: scale, budget: isolation.timeBudget)
            let closed = interruptLock.withLock {
                inFlight = nil
                return isClosed
            }
            if closed {
                running.stop()
                channel = nil
                return Attempt(result: .failure(.closed), isQuick: false)
            }
            return conclude(outcome, elapsed: elapsed, of: running)
        }
    }

    /// Ends the renderer's current page at once (the reader is closing) and keeps any later
    /// request from starting another renderer. Callable from any thread, without waiting.
    func interrupt() {
        interruptLock.withLock {
            isClosed = true
            inFlight?.interrupt()
        }
    }

    /// The result of one request; a renderer that overran or died is stopped (and reaped).
    private func conclude(_ outcome: PDFRenderOutcome, elapsed: Duration, of running: any PDFRenderChannel)
        -> Attempt
    {
        switch outcome {
        case .rendered(let image):
            return Attempt(result: .success(image), isQuick: elapsed <= isolation.vectorBudget)
        case .refused(let reason):
            return Attempt(result: .failure(.damaged(reason)), isQuick: false)
        case .outOfMemory:
            return Attempt(result: .failure(.tooLarge(limit: isolation.memoryLimit)), isQuick: false)
        case .timedOut:
            running.stop()
            channel = nil
            return Attempt(result: .failure(.tooSlow(budget: isolation.timeBudget)), isQuick: false)
        case .ended(let exit):
            running.stop()
            channel = nil
            return Attempt(result: .failure(.from(exit, isolation: isolation)), isQuick: false)
        }
    }
}

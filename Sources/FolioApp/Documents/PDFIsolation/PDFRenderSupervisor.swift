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
        switch exchange({ $0.render(page: page, scale: scale, budget: $1) }) {
        case .success((.rendered(let image), let elapsed)):
            return Attempt(result: .success(image), isQuick: elapsed <= isolation.vectorBudget)
        case .success:
            return Attempt(result: .failure(.damaged("the renderer sent text for a page")), isQuick: false)
        case .failure(let failure):
            return Attempt(result: .failure(failure), isQuick: false)
        }
    }

    /// Page `page`'s text, extracted in the renderer under the same limits and watchdog as a
    /// page drawn there; blocks for up to the time budget (and the start of a renderer).
    func text(page: Int) -> Result<String, PDFPageFailure> {
        switch exchange({ $0.text(page: page, budget: $1) }) {
        case .success((.text(let text), _)): .success(text)
        case .success: .failure(.damaged("the renderer sent a picture for a page's text"))
        case .failure(let failure): .failure(failure)
        }
    }

    /// Makes one request of the renderer, starting one if needed; a renderer that overran or
    /// died is stopped (and reaped), and the failure says why.
    private func exchange(_ request: (any PDFRenderChannel, Duration) -> (outcome: PDFRenderOutcome, elapsed: Duration))
        -> Result<(PDFRenderOutcome, Duration), PDFPageFailure>
    {
        lock.withLock {
            guard !interruptLock.withLock({ isClosed }) else { return .failure(.closed) }
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
                    return .failure(error)
                }
                channel = running
            }
            interruptLock.withLock { inFlight = running }
            let (outcome, elapsed) = request(running, isolation.timeBudget)
            let closed = interruptLock.withLock {
                inFlight = nil
                return isClosed
            }
            if closed {
                running.stop()
                channel = nil
                return .failure(.closed)
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
        -> Result<(PDFRenderOutcome, Duration), PDFPageFailure>
    {
        switch outcome {
        case .rendered, .text:
            return .success((outcome, elapsed))
        case .refused(let reason):
            return .failure(.damaged(reason))
        case .outOfMemory:
            return .failure(.tooLarge(limit: isolation.memoryLimit))
        case .timedOut:
            running.stop()
            channel = nil
            return .failure(.tooSlow(budget: isolation.timeBudget))
        case .ended(let exit):
            running.stop()
            channel = nil
            return .failure(.from(exit, isolation: isolation))
        }
    }
}

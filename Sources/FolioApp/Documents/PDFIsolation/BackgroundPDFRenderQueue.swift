import Dispatch
import FolioSDL
import Foundation
import Synchronization

/// The app's ``PDFRenderQueue``: requests run in order on a thread of the queue's own, and
/// their results wait in a ``MainActorInbox`` that the window's loop empties at its next pass
/// (woken at once: an idle window sleeps in SDL's event queue).
///
/// A thread of its own rather than a dispatch queue's: the renderer it starts dies with the
/// thread that started it (``PDFRendererChild`` asks the kernel for that), and a dispatch
/// queue ends its threads when they idle, which would kill a warm renderer between two
/// turns. This thread lives as long as the queue, that is as long as the document is open.
final class BackgroundPDFRenderQueue: PDFRenderQueue {
    private let worker: Worker

    /// - Parameters:
    ///   - inbox: Where results wait for the main actor.
    ///   - wake: Wakes the main thread's loop so that it empties `inbox`.
    init(inbox: MainActorInbox = .shared, wake: @escaping @Sendable () -> Void = { SDLHost.wakeUp() }) {
        worker = Worker(inbox: inbox, wake: wake)
        let worker = self.worker
        let thread = Thread { worker.run() }
        thread.name = "folio.pdf-pages"
        thread.start()
    }

    deinit { worker.stop() }

    func submit<Value: Sendable>(
        _ work: @escaping @Sendable () -> Value, then deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        worker.add(work, then: deliver)
    }
}

/// The thread's side: jobs to run, and whether the queue is gone.
private final class Worker: Sendable {
    private struct State {
        /// Each runs one request and posts its result to the inbox.
        var jobs: [@Sendable () -> Void] = []
        var isStopped = false
    }

    private let state = Mutex(State())
    private let added = DispatchSemaphore(value: 0)
    private let inbox: MainActorInbox
    private let wake: @Sendable () -> Void

    init(inbox: MainActorInbox, wake: @escaping @Sendable () -> Void) {
        self.inbox = inbox
        self.wake = wake
    }

    func add<Value: Sendable>(
        _ work: @escaping @Sendable () -> Value, then deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        let inbox = self.inbox
        let job: @Sendable () -> Void = {
            let value = work()
            inbox.post { deliver(value) }
        }
        let isAdded = state.withLock { state in
            guard !state.isStopped else { return false }
            state.jobs.append(job)
            return true
        }
        if isAdded { added.signal() }
    }

    func stop() {
        state.withLock { $0.isStopped = true }
        added.signal()
    }

    /// Runs jobs as they come until the queue is gone.
    func run() {
        while true {
            added.wait()
            let (job, isStopped) = state.withLock { state in
                (state.jobs.isEmpty ? nil : state.jobs.removeFirst(), state.isStopped)
            }
            if isStopped { return }
            guard let job else { continue }
            job()
            wake()
        }
    }
}

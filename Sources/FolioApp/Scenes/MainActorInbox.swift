import Synchronization

/// Work that other threads leave for the main actor, run at the next pass of the window's
/// loop (``WindowRunner`` empties it).
///
/// The window's loop is SDL's, not a run loop that drains the main dispatch queue, so work
/// posted with `DispatchQueue.main` or a main-actor task would wait for the window to close.
/// A thread that posts here wakes the loop (`SDLHost.wakeUp()`) so that it runs soon.
final class MainActorInbox: Sendable {
    /// The inbox the app's windows empty.
    static let shared = MainActorInbox()

    private let jobs = Mutex<[@MainActor @Sendable () -> Void]>([])

    /// Leaves `job` for the main actor.
    func post(_ job: @escaping @MainActor @Sendable () -> Void) {
        jobs.withLock { $0.append(job) }
    }

    /// Runs every job posted so far, oldest first.
    @MainActor
    func run() {
        let taken = jobs.withLock { jobs in
            let taken = jobs
            jobs = []
            return taken
        }
        for job in taken { job() }
    }
}

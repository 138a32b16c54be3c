import Synchronization

@testable import FolioApp

/// A ``PDFRenderQueue`` that runs nothing until the test says so: when a page arrives is a
/// step of the test (``runAll()``), never a matter of threads or time.
final class ManualPDFRenderQueue: PDFRenderQueue {
    private struct Job: Sendable {
        var work: @Sendable () -> PDFRenderSupervisor.Attempt
        var deliver: @MainActor @Sendable (PDFRenderSupervisor.Attempt) -> Void
    }

    private let jobs = Mutex<[Job]>([])

    /// How many requests wait to run.
    var pendingCount: Int { jobs.withLock { $0.count } }

    func submit(
        _ work: @escaping @Sendable () -> PDFRenderSupervisor.Attempt,
        then deliver: @escaping @MainActor @Sendable (PDFRenderSupervisor.Attempt) -> Void
    ) {
        jobs.withLock { $0.append(Job(work: work, deliver: deliver)) }
    }

    /// Runs every waiting request, and those the deliveries submit, in order; returns how many ran.
    @MainActor
    @discardableResult
    func runAll() -> Int {
        var count = 0
        while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.deliver(job.work())
            count += 1
        }
        return count
    }
}

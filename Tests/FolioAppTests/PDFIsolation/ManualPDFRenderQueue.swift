import Synchronization

@testable import FolioApp

/// A ``PDFRenderQueue`` that runs nothing until the test says so: when a page arrives is a
/// step of the test (``runAll()``), never a matter of threads or time.
final class ManualPDFRenderQueue: PDFRenderQueue {
    /// Each runs one request and delivers its result.
    private let jobs = Mutex<[@MainActor @Sendable () -> Void]>([])

    /// How many requests wait to run.
    var pendingCount: Int { jobs.withLock { $0.count } }

    func submit<Value: Sendable>(
        _ work: @escaping @Sendable () -> Value, then deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        jobs.withLock { $0.append { deliver(work()) } }
    }

    /// Runs every waiting request, and those the deliveries submit, in order; returns how many ran.
    @MainActor
    @discardableResult
    func runAll() -> Int {
        var count = 0
        while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job()
            count += 1
        }
        return count
    }
}

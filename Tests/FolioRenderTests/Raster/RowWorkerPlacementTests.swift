import CFolioKernels
import Foundation
import Synchronization
import Testing

@testable import FolioRender

#if canImport(Glibc)
    import Glibc
#endif

/// A window's two drawing threads kept on different CPUs (``RowWorker/keepApart()``): the
/// CPUs cut into two disjoint halves, the caller on the first while it is held and the worker
/// on the second, whatever the kernel would have chosen; released, the caller may run anywhere.
@Suite struct RowWorkerPlacementTests {
    /// Notes the CPU each row is drawn on, and by which thread.
    private final class CPURecorder: SharedRows, @unchecked Sendable {
        // @unchecked Sendable: each row's entries are written once, by the thread that draws it,
        // and read after the job has returned.
        var cpus: [Int32]
        var onCaller: [Bool]
        /// Keeps the busy work from being optimised away.
        var sums: [UInt64]
        let caller: pthread_t

        init(rows: Int, caller: pthread_t) {
            cpus = Array(repeating: -1, count: rows)
            onCaller = Array(repeating: false, count: rows)
            sums = Array(repeating: 0, count: rows)
            self.caller = caller
        }

        func drawRows(_ rows: Range<Int>) {
            // Long enough a block that the worker, once awake, takes some of the rows.
            var spin: UInt64 = 0
            for i in 0..<20_000 { spin &+= UInt64(i) }
            for row in rows {
                cpus[row] = folio_current_cpu()
                onCaller[row] = pthread_equal(pthread_self(), caller) != 0
                sums[row] = spin
            }
        }
    }

    /// The CPU numbers of a mask of `FolioCPUHalves` (a tuple of 64-bit words).
    private static func cpus<Mask>(in mask: Mask) -> Set<Int32> {
        let words = withUnsafeBytes(of: mask) { Array($0.bindMemory(to: UInt64.self)) }
        var set = Set<Int32>()
        for (w, word) in words.enumerated() {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { set.insert(Int32(w * 64 + bit)) }
        }
        return set
    }

    @Test func theCPUsAreCutIntoTwoDisjointHalvesTheFirstRoundedUp() {
        var halves = FolioCPUHalves()
        let count = Int(folio_split_cpus(&halves))
        let (first, second) = (Self.cpus(in: halves.first), Self.cpus(in: halves.second))
        #expect(first.count + second.count == count)
        #expect(first.isDisjoint(with: second))
        #expect(first.count == (count + 1) / 2)
        if let lastFirst = first.max(), let firstSecond = second.min() {
            #expect(lastFirst < firstSecond, "the lower-numbered CPUs first")
        }
    }

    @Test func theCallerAndTheWorkerDrawOnlyOnTheirOwnHalves() throws {
        var halves = FolioCPUHalves()
        guard folio_split_cpus(&halves) >= 2 else {
            // One CPU: nothing to keep apart, and nothing changes.
            let worker = RowWorker()
            defer { worker.stop() }
            #expect(!worker.keepApart())
            return
        }
        let (first, second) = (Self.cpus(in: halves.first), Self.cpus(in: halves.second))
        // On a thread of its own, which ends with the test: keeping a test runner's thread on
        // half the CPUs would slow every test that runs on it afterwards.
        let result = Mutex<(kept: Bool, workerKept: Bool, held: Bool, released: Int32, recorder: CPURecorder?)>(
            (false, false, false, 0, nil))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let worker = RowWorker()
            defer { worker.stop() }
            let kept = worker.keepApart()
            worker.holdCaller()
            let held = worker.callerIsHeld
            var recorder = CPURecorder(rows: 64, caller: pthread_self())
            // Some jobs may be drawn before the worker wakes; several make sure it drew rows.
            for _ in 0..<50 {
                recorder = CPURecorder(rows: 64, caller: pthread_self())
                worker.share(.shared(recorder), rows: 0..<64)
                if recorder.onCaller.contains(false) { break }
            }
            worker.releaseCaller()
            // Released, the thread may run on every CPU again.
            var after = FolioCPUHalves()
            let released = folio_split_cpus(&after)
            let workerKept = worker.workerIsKeptApart
            result.withLock { $0 = (kept, workerKept, held, released, recorder) }
            done.signal()
        }
        thread.start()
        done.wait()
        let (kept, workerKept, held, released, recorder) = result.withLock { $0 }
        #expect(kept && held)
        #expect(workerKept)
        #expect(Int(released) == first.count + second.count, "released onto every CPU")
        let r = try #require(recorder)
        let callerCPUs = Set(zip(r.cpus, r.onCaller).filter { $0.1 }.map(\.0))
        let workerCPUs = Set(zip(r.cpus, r.onCaller).filter { !$0.1 }.map(\.0))
        #expect(!workerCPUs.isEmpty, "the worker drew some rows")
        #expect(callerCPUs.isSubset(of: first), "caller on \(callerCPUs), first half \(first)")
        #expect(workerCPUs.isSubset(of: second), "worker on \(workerCPUs), second half \(second)")
    }
}

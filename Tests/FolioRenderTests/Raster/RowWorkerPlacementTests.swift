import CFolioKernels
import Foundation
import Synchronization
import Testing

@testable import FolioRender

#if canImport(Glibc)
    import Glibc
#endif

/// A window's two drawing threads kept on different CPUs (``RowWorker/keepApart(_:)``): the
/// CPUs cut into two disjoint halves, the caller on the first while it is held and the worker
/// on the second, whatever the kernel would have chosen; released, the caller has its own
/// CPUs back.
@Suite struct RowWorkerPlacementTests {
    /// Notes, for each row, the CPUs the thread that drew it was allowed, and which thread.
    private final class MaskRecorder: SharedRows, @unchecked Sendable {
        // @unchecked Sendable: each row's entries are written once, by the thread that draws it,
        // and read after the job has returned.
        var masks: [Set<Int>]
        var onCaller: [Bool]
        /// Keeps the busy work from being optimised away.
        var sums: [UInt64]
        let caller: pthread_t

        init(rows: Int, caller: pthread_t) {
            masks = Array(repeating: [], count: rows)
            onCaller = Array(repeating: false, count: rows)
            sums = Array(repeating: 0, count: rows)
            self.caller = caller
        }

        func drawRows(_ rows: Range<Int>) {
            for row in rows {
                // A block long enough that the worker, once awake, takes some of the rows: a
                // xorshift chain, which no compiler folds.
                var x = UInt64(row) &+ 0x9E37_79B9_7F4A_7C15
                for _ in 0..<4_000 {
                    x ^= x << 13
                    x ^= x >> 7
                    x ^= x << 17
                }
                sums[row] = x
                var own = FolioCPUSet()
                folio_thread_cpus(&own)
                masks[row] = RowWorkerPlacementTests.cpus(in: own)
                onCaller[row] = pthread_equal(pthread_self(), caller) != 0
            }
        }
    }

    /// The CPU numbers of a `FolioCPUSet`.
    fileprivate static func cpus(in set: FolioCPUSet) -> Set<Int> {
        let words = withUnsafeBytes(of: set.bits) { Array($0.bindMemory(to: UInt64.self)) }
        var set = Set<Int>()
        for (w, word) in words.enumerated() {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { set.insert(w * 64 + bit) }
        }
        return set
    }

    @Test func theCPUsAreCutIntoTwoDisjointHalvesTheFirstRoundedUp() {
        var all = FolioCPUSet()
        let count = Int(folio_thread_cpus(&all))
        var (lower, upper) = (FolioCPUSet(), FolioCPUSet())
        folio_split_cpus(&all, &lower, &upper)
        let (first, second) = (Self.cpus(in: lower), Self.cpus(in: upper))
        #expect(first.count + second.count == count)
        #expect(first.isDisjoint(with: second))
        #expect(first.count == (count + 1) / 2)
        if let lastFirst = first.max(), let firstSecond = second.min() {
            #expect(lastFirst < firstSecond, "the lower-numbered CPUs first")
        }
        #expect((RowWorker.CPUHalves.ofCallingThread() != nil) == (count >= 2))
    }

    @Test func theCallerAndTheWorkerDrawOnlyOnTheirOwnHalvesAndTheCallerIsGivenItsCPUsBack() throws {
        guard let halves = RowWorker.CPUHalves.ofCallingThread() else { return }  // one CPU: nothing to keep apart
        let (first, second) = (Self.cpus(in: halves.lower), Self.cpus(in: halves.upper))
        // On a thread of its own, which ends with the test: a test runner's thread kept to half
        // the CPUs would slow every test that runs on it afterwards.
        typealias Outcome = (held: Bool, before: Set<Int>, after: Set<Int>, workerKept: Bool, rows: MaskRecorder?)
        let outcome = Mutex<Outcome>((false, [], [], false, nil))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let worker = RowWorker()
            defer { worker.stop() }
            var own = FolioCPUSet()
            folio_thread_cpus(&own)
            let before = Self.cpus(in: own)
            worker.keepApart(halves)
            worker.holdCaller()
            let held = worker.callerIsHeld
            var recorder = MaskRecorder(rows: 64, caller: pthread_self())
            // A job may be drawn whole before the worker wakes; more make sure it drew rows.
            for _ in 0..<500 {
                recorder = MaskRecorder(rows: 64, caller: pthread_self())
                worker.share(.shared(recorder), rows: 0..<64)
                if recorder.onCaller.contains(false) { break }
            }
            worker.releaseCaller()
            folio_thread_cpus(&own)
            let after = Self.cpus(in: own)
            let workerKept = worker.workerIsKeptApart
            outcome.withLock { $0 = (held, before, after, workerKept, recorder) }
            done.signal()
        }
        thread.start()
        done.wait()
        let result = outcome.withLock { $0 }
        #expect(result.held && result.workerKept)
        #expect(result.after == result.before, "released onto the CPUs it had")
        let rows = try #require(result.rows)
        let callerMasks = Set(zip(rows.masks, rows.onCaller).filter { $0.1 }.map(\.0))
        let workerMasks = Set(zip(rows.masks, rows.onCaller).filter { !$0.1 }.map(\.0))
        #expect(!workerMasks.isEmpty, "the worker drew some rows")
        #expect(callerMasks == [first], "the caller was kept to \(callerMasks), not \(first)")
        #expect(workerMasks == [second], "the worker was kept to \(workerMasks), not \(second)")
    }
}

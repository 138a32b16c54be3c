internal import CFolioKernels
import Dispatch
import Foundation
import Synchronization

/// A second thread that draws rows of a frame alongside the caller: the rows of a page curl,
/// of a large page copy or fill, of a resampled quad (a page in perspective or rotated), the bands of
/// a triangle mesh (and the blocks of a curl's table, which come first).
///
/// Each thread takes rows a few at a time from its own half, and then from the end of the
/// other's, until none are left, so they end together whatever each row costs: the fold's
/// band, the costliest part of a curl, may lie anywhere, and a fixed split also cannot know
/// that the thread reading texels first waits on memory the other then finds cached.
///
/// `DispatchQueue.concurrentPerform` allocates on every call, and a frame must not, so the
/// compositor keeps one thread and hands it each job through a stored value. Handing over is
/// the expensive part: waking a thread parked on a semaphore takes 50–60 µs on a virtual
/// machine (measured on the 2-core VM Folio is developed on), a tenth of a job. So both sides spin a
/// short, bounded while before they park — the worker after a job (the next one usually
/// follows within microseconds) and after ``prepare()``, the caller while the worker ends
/// its rows — and a job the worker has not picked up by the time the caller has drawn every
/// row is taken back rather than waited for. A window asks the worker to park as soon as a
/// frame is drawn (``rest()``): the next job is then a frame away.
final class RowWorker: @unchecked Sendable {
    // @unchecked Sendable: `job`, `rows`, `grain`, `isStopping` and `halves` are written only by
    // the caller while no job is claimed (before `post()` publishes them) and read only by the
    // worker after claiming one (`job` cleared before it finishes); the atomics order those
    // accesses.

    /// What the two threads draw, given a block of rows.
    enum Job {
        /// Rows of a page curl.
        case curlRows(CurlRowRenderer)
        /// Rows of a texture drawn at a whole-pixel offset (see `RasterTarget.copyRows`).
        case copyRows(
            RasterTarget, Texture, offset: (x: Int, y: Int), columns: Range<Int>, alpha: UInt32, opaque: Bool)
        /// Rows of a solid rectangle (see `RasterTarget.fillRows`).
        case fillRows(RasterTarget, UInt32, columns: Range<Int>)
        /// Blocks of a page curl's table (its "rows" are blocks of entries).
        case curlTable(CurlTableFill)
        /// Spans of a bilinear quad (its "rows" are a strip's rows, strip after strip).
        case quadRows(QuadRows)
        /// Bands of a triangle mesh (its "rows" are bands of pixel rows).
        case meshBands(MeshBands)
        /// Rows of work from outside the renderer (``Compositor/share(_:rows:)``).
        case shared(any SharedRows)

        func draw(_ rows: Range<Int>) {
            switch self {
            case .curlRows(let renderer):
                renderer.drawRows(rows.lowerBound, rows.upperBound)
            case .copyRows(let target, let t, let offset, let columns, let alpha, let opaque):
                target.copyRows(t, offset: offset, rows: rows, columns: columns, alpha: alpha, opaque: opaque)
            case .fillRows(let target, let pixel, let columns):
                target.fillRows(pixel, rows: rows, columns: columns)
            case .curlTable(let fill):
                fill.fill(blocks: rows)
            case .quadRows(let quad):
                quad.draw(rows)
            case .meshBands(let mesh):
                mesh.draw(bands: rows)
            case .shared(let job):
                job.drawRows(rows)
            }
        }
    }

    /// How many rows each thread takes at a time: enough that taking them costs nothing, few
    /// enough that neither thread is left with much when the other ends. (When the threads
    /// took rows in turn from one counter, 8 drew two-thread curl frames 3 % faster than 4,
    /// as the rows the loops prefetch for, four ahead, were then mostly the same thread's.)
    static let rowsPerTake = 8
    /// How long the worker spins for its next job before it parks (nanoseconds).
    let workerSpin: UInt64
    /// How long the caller spins for the worker's last rows before it parks (nanoseconds).
    let callerSpin: UInt64

    /// The worker's side: `awake` (spinning, no job), `parked` (waiting on `wake`), `posted`
    /// (a job, or the request to stop, waits for it) or `claimed` (it is running the job).
    private let state = Atomic<Int>(RowWorker.awake)
    /// The job in hand: `running`, `finished`, or `waiting` (the caller parked on `finish`).
    private let progress = Atomic<Int>(RowWorker.finished)
    /// The rows of the job in hand nobody has taken yet, counted from its first, as two
    /// ranges packed `next | end << 32` (a 64-bit `Int`): the caller's half and the worker's (see
    /// ``takeRows(_:_:own:other:)``).
    private let callerRows = Atomic<Int>(0)
    private let workerRows = Atomic<Int>(0)
    /// Set by ``rest()``: the worker, spinning for a job that will not come before the next
    /// frame, parks at once.
    private let restRequested = Atomic<Bool>(false)
    /// How many times the worker has parked.
    private let parks = Atomic<Int>(0)
    private let wake = DispatchSemaphore(value: 0)
    private let finish = DispatchSemaphore(value: 0)
    private var job: Job?
    private var rows = 0..<0
    /// How many of the job's rows each take claims (``rowsPerTake`` unless the job says).
    private var grain = RowWorker.rowsPerTake
    private var isStopping = false
    /// How many rows (or a table's blocks) the worker thread has drawn, for tests: a handoff
    /// that never hands over still draws every row (on the caller's thread). Read it after a
    /// job is done.
    private(set) var rowsDrawnByWorker = 0
    /// The halves of the CPUs the threads keep to (``keepApart(_:)``): the worker takes up
    /// its half with its next job. Written once by the caller before it posts one, like `job`.
    private(set) var halves: CPUHalves?
    /// The CPUs the caller had before ``holdCaller()``, while it is held; only the caller's
    /// thread uses them.
    private var callerHeldFrom: FolioCPUSet?
    /// Whether ``holdCaller()`` keeps the caller on its half now.
    var callerIsHeld: Bool { callerHeldFrom != nil }
    /// How many times the worker thread has parked, for tests.
    var timesParked: Int { parks.load(ordering: .relaxed) }
    /// Whether the worker thread keeps to the upper half, for tests. Read it after a job.
    private(set) var workerIsKeptApart = false

    private static let awake = 0
    private static let parked = 1
    private static let posted = 2
    private static let claimed = 3
    private static let running = 0
    private static let finished = 1
    private static let waiting = 2

    /// Starts the thread. The spins are in nanoseconds; the defaults outlast the gaps between
    /// a frame's jobs and the worker's last rows, and stay far below a frame interval.
    init(workerSpin: UInt64 = 300_000, callerSpin: UInt64 = 2_000_000) {
        self.workerSpin = workerSpin
        self.callerSpin = callerSpin
        // Wait until the thread runs: starting one allocates, on the new thread too, and that
        // belongs to this first use, not to whichever later frame it would otherwise land in.
        let running = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            running.signal()
            run()
        }
        thread.name = "Folio rows"
        thread.start()
        running.wait()
    }

    /// Wakes the worker if it is parked, so it is spinning by the time a job comes: call it
    /// when a frame that may hand over rows begins, and the wake-up overlaps the frame's
    /// set-up instead of its first job.
    func prepare() {
        restRequested.store(false, ordering: .relaxed)
        if state.compareExchange(expected: Self.parked, desired: Self.awake, ordering: .acquiringAndReleasing)
            .exchanged
        {
            wake.signal()
        }
    }

    /// Lets the worker park now instead of spinning for a next job: call it when the frame's
    /// last job is done. Its spin after a job outlasts the gaps between one frame's jobs, and
    /// after the last it only takes a CPU from what runs between frames, the window server
    /// copying the frame just presented first of all. ``prepare()`` and the next job wake it.
    func rest() {
        restRequested.store(true, ordering: .relaxed)
    }

    /// The CPUs a thread may run on, cut in two: the caller keeps to the lower half, the
    /// worker to the upper.
    struct CPUHalves {
        var lower = FolioCPUSet()
        var upper = FolioCPUSet()

        /// The calling thread's CPUs cut in two, or nil where there are fewer than two or the
        /// system does not say (anywhere but Linux).
        static func ofCallingThread() -> CPUHalves? {
            var all = FolioCPUSet()
            guard folio_thread_cpus(&all) >= 2 else { return nil }
            var halves = CPUHalves()
            folio_split_cpus(&all, &halves.lower, &halves.upper)
            return halves
        }
    }

    /// Keeps the worker, from its next job, on `halves.upper`, and lets ``holdCaller()`` keep
    /// the caller on `halves.lower`. Call it once, while no job is in hand.
    ///
    /// Why: the kernel places a thread it wakes near the thread that woke it, and with two
    /// CPUs the worker, woken as a frame began, often ran on the caller's CPU while the other
    /// stood idle, the two taking turns for a whole frame; each keeping to its own CPUs, they
    /// cannot meet.
    func keepApart(_ halves: CPUHalves) {
        self.halves = halves
    }

    /// Keeps the calling thread on the lower half of the CPUs (after ``keepApart(_:)``) until
    /// ``releaseCaller()``: only while it draws frames, as the threads and processes it
    /// starts get the CPUs it has then (a reader's browser, its PDF renderer).
    func holdCaller() {
        guard callerHeldFrom == nil, var lower = halves?.lower else { return }
        var own = FolioCPUSet()
        guard folio_thread_cpus(&own) > 0, folio_keep_thread_on(&lower) == 0 else { return }
        callerHeldFrom = own
    }

    /// Gives the calling thread back the CPUs it had before ``holdCaller()``.
    func releaseCaller() {
        guard var own = callerHeldFrom, folio_keep_thread_on(&own) == 0 else { return }
        callerHeldFrom = nil
    }

    /// Draws `rows` with `job` on this thread and the worker's; returns when every row is
    /// drawn. The threads never draw the same row. `rowsPerTake` is how many rows a thread
    /// claims at a time: fewer for jobs whose "rows" are large (a mesh's bands).
    func share(_ job: Job, rows: Range<Int>, rowsPerTake: Int = RowWorker.rowsPerTake) {
        guard !rows.isEmpty else { return }
        self.job = job
        self.rows = rows
        grain = max(rowsPerTake, 1)
        let half = rows.count / 2
        callerRows.store(Self.packed(0..<half), ordering: .relaxed)
        workerRows.store(Self.packed(half..<rows.count), ordering: .relaxed)
        post()
        takeRows(rows, job, own: callerRows, other: workerRows)
        // Every row is taken. A worker still waking has nothing left to do: take the job
        // back rather than wait for it to notice.
        if state.compareExchange(expected: Self.posted, desired: Self.awake, ordering: .acquiringAndReleasing)
            .exchanged
        {
            self.job = nil
            return
        }
        wait()
    }

    /// Lets the thread finish; the worker must not be used afterwards.
    func stop() {
        isStopping = true
        post()
    }

    /// Draws untaken rows of `rows` until there are none left, first from the front of this
    /// thread's own range, then from the back of the other's; returns how many.
    ///
    /// Each thread starts on its own half, top to bottom, and only the last rows change hands
    /// (or all of the worker's, when it wakes late), so the two jobs of a frame (a page copy,
    /// then a curl over it) draw most rows on the same core, and the rows a loop prefetches
    /// for are this thread's: two-thread curl frames 2–3 % faster than taking rows in turn
    /// from one counter (per-frame interleaved A/B, six scenes).
    @discardableResult
    private func takeRows(_ rows: Range<Int>, _ job: Job, own: borrowing Atomic<Int>, other: borrowing Atomic<Int>)
        -> Int
    {
        var drawn = 0
        let grain = grain
        while let r = Self.take(from: own, front: true, grain: grain)
            ?? Self.take(from: other, front: false, grain: grain)
        {
            job.draw((rows.lowerBound + r.lowerBound)..<(rows.lowerBound + r.upperBound))
            drawn += r.count
        }
        return drawn
    }

    /// A range of a job's rows (counted from its first) as one value, `next | end << 32`, so
    /// that taking rows from either end is one compare-and-swap.
    private static func packed(_ rows: Range<Int>) -> Int { rows.lowerBound | rows.upperBound << 32 }

    /// Takes up to `grain` rows from the front or the back of a packed range.
    private static func take(from range: borrowing Atomic<Int>, front: Bool, grain: Int) -> Range<Int>? {
        // Relaxed: the rows are disjoint, and the job itself was published by `post()`.
        var old = range.load(ordering: .relaxed)
        while true {
            let next = old & 0xFFFF_FFFF
            let end = old >> 32
            guard next < end else { return nil }
            let taken = front ? next..<min(next + grain, end) : max(end - grain, next)..<end
            let new = packed(front ? taken.upperBound..<end : next..<taken.lowerBound)
            let (exchanged, current) = range.compareExchange(expected: old, desired: new, ordering: .relaxed)
            if exchanged { return taken }
            old = current
        }
    }

    private func post() {
        restRequested.store(false, ordering: .relaxed)
        progress.store(Self.running, ordering: .relaxed)
        if state.exchange(Self.posted, ordering: .acquiringAndReleasing) == Self.parked { wake.signal() }
    }

    /// Waits until the worker has finished the job it claimed.
    private func wait() {
        if Self.spin(for: callerSpin, until: { progress.load(ordering: .acquiring) == Self.finished }) {
            return
        }
        // The worker sets `finished` with an exchange: whichever of the two goes second sees
        // the other's value, so the caller parks only when the worker will signal.
        if progress.compareExchange(expected: Self.running, desired: Self.waiting, ordering: .acquiringAndReleasing)
            .exchanged
        {
            finish.wait()
        }
    }

    private func run() {
        var placed = false
        while true {
            awaitJob()
            if isStopping { return }
            if !placed, var upper = halves?.upper {
                placed = true
                workerIsKeptApart = folio_keep_thread_on(&upper) == 0
            }
            if let job { rowsDrawnByWorker += takeRows(rows, job, own: workerRows, other: callerRows) }
            job = nil
            // `awake` before `finished`: once the caller sees `finished` it may post again, and
            // a later `awake` would overwrite that `posted`.
            state.store(Self.awake, ordering: .releasing)
            if progress.exchange(Self.finished, ordering: .acquiringAndReleasing) == Self.waiting { finish.signal() }
        }
    }

    /// Returns once this thread has claimed a posted job (or the request to stop): spins a
    /// while, then parks.
    private func awaitJob() {
        while true {
            let stopped = Self.spin(for: workerSpin) {
                state.load(ordering: .acquiring) == Self.posted || restRequested.load(ordering: .relaxed)
            }
            if state.load(ordering: .acquiring) == Self.posted {
                // The caller may take the job back first.
                if state.compareExchange(expected: Self.posted, desired: Self.claimed, ordering: .acquiringAndReleasing)
                    .exchanged
                {
                    return
                }
                continue
            }
            // Asked to rest: unless `prepare()` or `post()` has taken the request back since (the
            // next frame began), in which case this spins on as they meant it to.
            if stopped,
                !restRequested.compareExchange(expected: true, desired: false, ordering: .relaxed).exchanged
            {
                continue
            }
            // A poster that exchanges in `posted` after this sees `parked` and signals; one that
            // came first makes this fail, and the job is there for the next spin.
            if state.compareExchange(expected: Self.awake, desired: Self.parked, ordering: .acquiringAndReleasing)
                .exchanged
            {
                parks.add(1, ordering: .relaxed)
                wake.wait()
            }
        }
    }

    /// Spins until `condition` holds (true) or about `nanoseconds` have passed (false).
    @inline(__always)
    private static func spin(for nanoseconds: UInt64, until condition: () -> Bool) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        while true {
            for _ in 0..<64 {
                if condition() { return true }
                folio_spin_pause()
            }
            if DispatchTime.now().uptimeNanoseconds &- start > nanoseconds { return condition() }
        }
    }
}

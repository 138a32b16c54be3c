import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// The compositor's second thread: whatever the timing — the worker spinning, parked, still
/// waking when the caller has drawn every row — a shared job draws each of its rows once and
/// nothing else.
@Suite struct RowWorkerTests {
    private static let width = 24
    private static let height = 96

    /// Copies `rows` of a white texture at half opacity into `frame`: a row drawn twice comes
    /// out lighter than one drawn once, and a row left out stays clear.
    private func copy(
        _ rows: Range<Int>, into frame: inout [UInt32], texture: [UInt32], scratch: UnsafeMutablePointer<UInt8>,
        with worker: RowWorker?
    ) {
        texture.withUnsafeBufferPointer { t in
            frame.withUnsafeMutableBufferPointer { f in
                guard let tb = t.baseAddress, let fb = f.baseAddress else { return }
                let surface = PixelSurface(base: fb, width: Self.width, height: Self.height, stride: Self.width)
                let source = Texture(base: tb, width: Self.width, height: Self.height, stride: Self.width)
                let target = RasterTarget(
                    surface: surface, clip: Clip(rect: surface.bounds, mask: nil), occluders: Occluders(),
                    paintIndex: 0, scratchRow: scratch)
                let job = RowWorker.Job.copyRows(
                    target, source, offset: (0, 0), columns: 0..<Self.width, alpha: 128, opaque: true)
                if let worker {
                    worker.share(job, rows: rows)
                } else {
                    job.draw(rows)
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func sharedRowsAreEachDrawnOnce(parkingAtOnce: Bool) {
        // Without spinning the worker parks between jobs, so every job takes the wake-up path,
        // and short jobs are often all drawn before it wakes (the job is taken back).
        let worker = parkingAtOnce ? RowWorker(workerSpin: 0, callerSpin: 0) : RowWorker()
        defer { worker.stop() }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.width)
        defer { scratch.deallocate() }
        let texture = [UInt32](repeating: 0xFFFF_FFFF, count: Self.width * Self.height)
        let clear = [UInt32](repeating: 0, count: Self.width * Self.height)
        var random = SeededRandom(seed: parkingAtOnce ? 11 : 5)
        for trial in 0..<400 {
            let a = Int(random.uniform(0...Double(Self.height)))
            let b = min(Self.height, a + Int(random.uniform(0...Double(Self.height / 2))))
            if trial % 7 == 0 { worker.prepare() }
            // Asked to park between frames, the worker is woken by the next job.
            if trial % 5 == 0 { worker.rest() }
            var shared = clear
            copy(a..<b, into: &shared, texture: texture, scratch: scratch, with: worker)
            var expected = clear
            copy(a..<b, into: &expected, texture: texture, scratch: scratch, with: nil)
            let wrong = (0..<Self.height).filter { y in
                shared[(y * Self.width)..<((y + 1) * Self.width)] != expected[(y * Self.width)..<((y + 1) * Self.width)]
            }
            #expect(wrong.isEmpty, "trial \(trial), rows \(a)..<\(b): rows \(wrong) drawn wrongly")
            if !wrong.isEmpty { return }
        }
    }

    @Test(arguments: [false, true])
    func theWorkerDrawsRowsOfLargeJobs(parkingAtOnce: Bool) {
        // Whether the worker takes part depends on timing, so share until it has; a handoff
        // that never reaches the thread (spinning, or parked and woken) draws every row on the
        // caller's and fails this. The jobs are large, so a parked worker wakes in time.
        let worker = parkingAtOnce ? RowWorker(workerSpin: 0, callerSpin: 0) : RowWorker()
        defer { worker.stop() }
        let (width, height) = (1024, 256)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        let texture = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        var frame = [UInt32](repeating: 0, count: width * height)
        for _ in 0..<2_000 where worker.rowsDrawnByWorker == 0 {
            texture.withUnsafeBufferPointer { t in
                frame.withUnsafeMutableBufferPointer { f in
                    guard let tb = t.baseAddress, let fb = f.baseAddress else { return }
                    let surface = PixelSurface(base: fb, width: width, height: height, stride: width)
                    let target = RasterTarget(
                        surface: surface, clip: Clip(rect: surface.bounds, mask: nil), occluders: Occluders(),
                        paintIndex: 0, scratchRow: scratch)
                    let source = Texture(base: tb, width: width, height: height, stride: width)
                    worker.share(
                        .copyRows(target, source, offset: (0, 0), columns: 0..<width, alpha: 128, opaque: true),
                        rows: 0..<height)
                }
            }
        }
        #expect(worker.rowsDrawnByWorker > 0)
    }

    /// Fills a 1024 × 256 frame with a half-transparent colour through `worker`, again until
    /// the worker has drawn rows of one fill (whether it takes part depends on timing), and
    /// checks that every pixel of that fill was filled once: one filled twice comes out darker.
    private func expectAFillSharedWith(_ worker: RowWorker) {
        let (width, height) = (1024, 256)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { scratch.deallocate() }
        let half: UInt32 = 0x8040_2010
        var frame = [UInt32](repeating: 0, count: width * height)
        for _ in 0..<2_000 where worker.rowsDrawnByWorker == 0 {
            frame = [UInt32](repeating: 0, count: width * height)
            frame.withUnsafeMutableBufferPointer { f in
                guard let fb = f.baseAddress else { return }
                let surface = PixelSurface(base: fb, width: width, height: height, stride: width)
                let target = RasterTarget(
                    surface: surface, clip: Clip(rect: surface.bounds, mask: nil), occluders: Occluders(),
                    paintIndex: 0, scratchRow: scratch, worker: worker)
                target.fill(
                    half, minX: 0, minY: 0, maxX: Double(width), maxY: Double(height), radius: 0, toDevice: .identity)
            }
        }
        #expect(worker.rowsDrawnByWorker > 0)
        #expect(frame.allSatisfy { $0 == half })
    }

    @Test func aLargeFillIsSharedAndFillsEveryPixelOnce() {
        // A page's background under a turn in depth: a fill as large as a shared copy is shared
        // like one.
        let worker = RowWorker()
        defer { worker.stop() }
        expectAFillSharedWith(worker)
    }

    /// Gives the CPU away until `condition` holds, at most a bounded number of times (no
    /// clock: on a busy machine the other thread gets it sooner or later); whether it held.
    private func yield(until condition: () -> Bool) -> Bool {
        for _ in 0..<10_000_000 {
            if condition() { return true }
            sched_yield()
        }
        return condition()
    }

    @Test func aWorkerAskedToRestParksAtOnceAndDrawsALaterJob() {
        // A spin longer than any test run: only being asked to rest parks the worker.
        let worker = RowWorker(workerSpin: 3_600_000_000_000, callerSpin: 0)
        defer { worker.stop() }
        worker.rest()
        #expect(yield { worker.timesParked == 1 })
        // Parked, it is woken by a job and draws rows of it, each once.
        expectAFillSharedWith(worker)
    }

    @Test func aRequestToRestIsTakenBackByPreparingAndByTheNextJob() {
        // Asked again while parked, the request waits; `prepare()` (a frame beginning) and the
        // next job take it back, or the worker they wake would park again at once. Its spin
        // lasts an hour, so another park can only come from a request left behind.
        let worker = RowWorker(workerSpin: 3_600_000_000_000, callerSpin: 0)
        defer { worker.stop() }
        worker.rest()
        #expect(yield { worker.timesParked == 1 })
        worker.rest()
        worker.prepare()
        for _ in 0..<10_000 { sched_yield() }
        #expect(worker.timesParked == 1)
        worker.rest()
        #expect(yield { worker.timesParked == 2 })
        worker.rest()
        expectAFillSharedWith(worker)
        for _ in 0..<10_000 { sched_yield() }
        #expect(worker.timesParked == 2)
    }

    @Test(arguments: [false, true])
    func stoppingLetsTheThreadEnd(parkingAtOnce: Bool) {
        // The thread holds its worker until it returns, so the worker going away shows the
        // thread has ended, whether it was parked or spinning when told to stop.
        weak var gone: RowWorker?
        do {
            let worker = parkingAtOnce ? RowWorker(workerSpin: 0, callerSpin: 0) : RowWorker()
            gone = worker
            worker.prepare()
            worker.stop()
        }
        var checks = 0
        while gone != nil && checks < 50_000_000 { checks += 1 }
        #expect(gone == nil)
    }

    @Test func aRowDrawnTwiceIsSeen() {
        // The check above can fail: drawing a row again changes it.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.width)
        defer { scratch.deallocate() }
        let texture = [UInt32](repeating: 0xFFFF_FFFF, count: Self.width * Self.height)
        var once = [UInt32](repeating: 0, count: Self.width * Self.height)
        copy(0..<1, into: &once, texture: texture, scratch: scratch, with: nil)
        var twice = once
        copy(0..<1, into: &twice, texture: texture, scratch: scratch, with: nil)
        #expect(once[0] != 0)
        #expect(once[0] != twice[0])
    }
}

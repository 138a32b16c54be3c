/// Opaque, whole-pixel rectangles that will be painted later in the frame: whatever an
/// earlier operation would put under them is never seen, so fills, copies and pages turned
/// about a vertical axis (``VisibleRuns``) skip those pixels. This is what keeps a two-page
/// slide at the cost of one frame copy instead of a clear plus two copies.
///
/// The rectangles live in a buffer of their own, not inline: every drawing operation carries
/// its ``RasterTarget`` (and so these) by value, and a fixed-size inline array is copied
/// whole where it is read. Inline, each row band's walk over the rectangles copied the whole
/// list for every rectangle it looked at: in a curl turned at scale 2, 6-8 % of each thread's
/// samples went to those copies.
struct Occluders {
    static let capacity = 24

    /// The rectangles and the paint index of each, allocated on the first ``add(_:paintIndex:)``
    /// and kept: the compositor's list is emptied and filled again every frame.
    private final class Storage {
        let rects = UnsafeMutablePointer<IntRect>.allocate(capacity: Occluders.capacity)
        let order = UnsafeMutablePointer<Int>.allocate(capacity: Occluders.capacity)

        init(copying other: Storage? = nil, count: Int = 0) {
            rects.initialize(repeating: .empty, count: Occluders.capacity)
            order.initialize(repeating: 0, count: Occluders.capacity)
            if let other, count > 0 {
                rects.update(from: other.rects, count: count)
                order.update(from: other.order, count: count)
            }
        }

        deinit {
            rects.deallocate()
            order.deallocate()
        }
    }

    private var storage: Storage?
    private(set) var count = 0

    mutating func removeAll() { count = 0 }

    /// Records an opaque rectangle painted by the operation with index `paintIndex`. When
    /// full, keeps the largest rectangles.
    mutating func add(_ r: IntRect, paintIndex: Int) {
        guard !r.isEmpty else { return }
        // A copy (a target drawn earlier) keeps the rectangles it was given. (No storage yet is
        // not uniquely referenced either.)
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(copying: storage, count: count)
        }
        guard let storage else { return }
        let rects = storage.rects
        let order = storage.order
        if count < Self.capacity {
            rects[count] = r
            order[count] = paintIndex
            count += 1
            return
        }
        var smallest = 0
        for i in 1..<count where rects[i].width * rects[i].height < rects[smallest].width * rects[smallest].height {
            smallest = i
        }
        if r.width * r.height > rects[smallest].width * rects[smallest].height {
            rects[smallest] = r
            order[smallest] = paintIndex
        }
    }

    /// Calls `body(y, start, end)` for each run of `[x0, x1)` on each row `y` of `rows` that
    /// is not hidden by an occluder painted after `paintIndex`, row by row, left to right.
    ///
    /// The runs are worked out once per band of rows that the same occluders cross (a frame has
    /// a handful of bands), not once per row: for a two-page slide, that per-row bookkeeping
    /// had cost a third of a frame copy for every layer drawn. (Per call: a copy shared between
    /// two threads calls this for each few rows a thread takes.)
    @inline(__always)
    func forEachVisibleRun(
        rows: Range<Int>, x0: Int, x1: Int, after paintIndex: Int, _ body: (Int, Int, Int) -> Void
    ) {
        forEachVisibleBand(rows: rows, x0: x0, x1: x1, after: paintIndex) { band, starts, ends, n in
            for row in band {
                for k in 0..<n { body(row, starts[k], ends[k]) }
            }
            return true
        }
    }

    /// How many pixels of `rows` × `[x0, x1)` no occluder painted after `paintIndex` hides,
    /// counted only until there are `limit`: whoever asks only wants to know whether there
    /// are that many, and a frame's first bands usually settle it.
    func visiblePixels(rows: Range<Int>, x0: Int, x1: Int, after paintIndex: Int, limit: Int) -> Int {
        var total = 0
        forEachVisibleBand(rows: rows, x0: x0, x1: x1, after: paintIndex) { band, starts, ends, n in
            for k in 0..<n { total += band.count * (ends[k] - starts[k]) }
            return total < limit
        }
        return total
    }

    /// Calls `body(rows, starts, ends, n)` for each band of rows that the same occluders
    /// cross, top to bottom, with the band's `n` visible runs; stops early when `body` returns
    /// false. A rectangle one occluder hides whole (the page under a curl hides the window's
    /// background) has no bands, found without walking the occluders' bands: a frame asks
    /// that of a full-frame clear and fill, and walking them cost a hundredth of a frame each.
    ///
    /// The runs are written to memory on the stack (two threads ask at once), read through
    /// pointers for the reason the rectangles are.
    @inline(__always)
    func forEachVisibleBand(
        rows: Range<Int>, x0: Int, x1: Int, after paintIndex: Int,
        _ body: (Range<Int>, UnsafePointer<Int>, UnsafePointer<Int>, Int) -> Bool
    ) {
        guard x0 < x1, !rows.isEmpty else { return }
        if hides(IntRect(x0: x0, y0: rows.lowerBound, x1: x1, y1: rows.upperBound), after: paintIndex) { return }
        let slots = Self.capacity + 1
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * slots) { scratch in
            guard let base = scratch.baseAddress else { return }
            let runs = (starts: base, ends: base + slots)
            let hiding = (starts: base + 2 * slots, ends: base + 3 * slots)
            guard count > 0, let storage else {
                (runs.starts[0], runs.ends[0]) = (x0, x1)
                _ = body(rows, runs.starts, runs.ends, 1)
                return
            }
            var y = rows.lowerBound
            while y < rows.upperBound {
                // The band ends where any later occluder begins or ends.
                var end = rows.upperBound
                for i in 0..<count where storage.order[i] > paintIndex {
                    let r = storage.rects[i]
                    if r.y0 > y { end = min(end, r.y0) }
                    if r.y1 > y { end = min(end, r.y1) }
                }
                let n = visibleRuns(
                    row: y, x0: x0, x1: x1, after: paintIndex, storage: storage, hiding: hiding, into: runs)
                guard body(y..<end, runs.starts, runs.ends, n) else { return }
                y = end
            }
        }
    }

    /// The runs of `[x0, x1)` on row `y` not hidden by an occluder painted after `paintIndex`,
    /// written to `runs` (``capacity`` + 1 slots each); returns how many. `hiding` is scratch
    /// for the hiding intervals, as many slots.
    @inline(__always)
    private func visibleRuns(
        row y: Int, x0: Int, x1: Int, after paintIndex: Int, storage: Storage,
        hiding: (starts: UnsafeMutablePointer<Int>, ends: UnsafeMutablePointer<Int>),
        into runs: (starts: UnsafeMutablePointer<Int>, ends: UnsafeMutablePointer<Int>)
    ) -> Int {
        // Gather the hiding intervals on this row, sorted by start (insertion sort, ≤ 24).
        let (starts, ends) = hiding
        var n = 0
        for i in 0..<count where storage.order[i] > paintIndex {
            let r = storage.rects[i]
            guard r.y0 <= y, y < r.y1, r.x0 < x1, r.x1 > x0 else { continue }
            var j = n
            while j > 0 && starts[j - 1] > r.x0 {
                starts[j] = starts[j - 1]
                ends[j] = ends[j - 1]
                j -= 1
            }
            starts[j] = r.x0
            ends[j] = r.x1
            n += 1
        }
        var runCount = 0
        var x = x0
        for i in 0..<n {
            if starts[i] > x {
                runs.starts[runCount] = x
                runs.ends[runCount] = min(starts[i], x1)
                runCount += 1
            }
            x = max(x, ends[i])
            if x >= x1 { return runCount }
        }
        if x < x1 {
            runs.starts[runCount] = x
            runs.ends[runCount] = x1
            runCount += 1
        }
        return runCount
    }

    /// Whether any occluder is painted after `paintIndex`: whether an operation there has
    /// anything to skip at all.
    func hasAny(after paintIndex: Int) -> Bool {
        guard let storage else { return false }
        for i in 0..<count where storage.order[i] > paintIndex { return true }
        return false
    }

    /// Whether `r` is entirely hidden by occluders painted after `paintIndex` (one of them alone).
    func hides(_ r: IntRect, after paintIndex: Int) -> Bool {
        guard let storage else { return false }
        for i in 0..<count where storage.order[i] > paintIndex && storage.rects[i].contains(r) { return true }
        return false
    }
}

/// Opaque, whole-pixel rectangles that will be painted later in the frame: whatever an
/// earlier operation would put under them is never seen, so fills and copies skip those
/// pixels. This is what keeps a two-page slide at the cost of one frame copy instead of a
/// clear plus two copies.
struct Occluders {
    /// Fixed storage for the rectangles, so recording them allocates nothing.
    typealias Slots<Element> = InlineArray<24, Element>
    /// The runs one row leaves visible: one more than the rectangles that can cross it. (The
    /// sizes are literals, as generic integer arguments must be; a test keeps them in step.)
    typealias RunSlots = InlineArray<25, Int>

    static let capacity = Slots<Int>.count

    private var rects = Slots<IntRect>(repeating: .empty)
    private var order = Slots<Int>(repeating: 0)
    private(set) var count = 0

    mutating func removeAll() { count = 0 }

    /// Records an opaque rectangle painted by the operation with index `paintIndex`. When
    /// full, keeps the largest rectangles.
    mutating func add(_ r: IntRect, paintIndex: Int) {
        guard !r.isEmpty else { return }
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
    @inline(__always)
    private func forEachVisibleBand(
        rows: Range<Int>, x0: Int, x1: Int, after paintIndex: Int,
        _ body: (Range<Int>, borrowing RunSlots, borrowing RunSlots, Int) -> Bool
    ) {
        guard x0 < x1, !rows.isEmpty else { return }
        var starts = RunSlots(repeating: x0)
        var ends = RunSlots(repeating: x1)
        if count == 0 {
            _ = body(rows, starts, ends, 1)
            return
        }
        if hides(IntRect(x0: x0, y0: rows.lowerBound, x1: x1, y1: rows.upperBound), after: paintIndex) { return }
        var y = rows.lowerBound
        while y < rows.upperBound {
            // The band ends where any later occluder begins or ends.
            var end = rows.upperBound
            for i in 0..<count where order[i] > paintIndex {
                let r = rects[i]
                if r.y0 > y { end = min(end, r.y0) }
                if r.y1 > y { end = min(end, r.y1) }
            }
            let n = visibleRuns(row: y, x0: x0, x1: x1, after: paintIndex, &starts, &ends)
            guard body(y..<end, starts, ends, n) else { return }
            y = end
        }
    }

    /// The runs of `[x0, x1)` on row `y` not hidden by an occluder painted after `paintIndex`,
    /// written to `starts` / `ends`; returns how many.
    @inline(__always)
    private func visibleRuns(
        row y: Int, x0: Int, x1: Int, after paintIndex: Int, _ runStarts: inout RunSlots, _ runEnds: inout RunSlots
    ) -> Int {
        // Gather the hiding intervals on this row, sorted by start (insertion sort, ≤ 24).
        var starts = Slots<Int>(repeating: 0)
        var ends = Slots<Int>(repeating: 0)
        var n = 0
        for i in 0..<count where order[i] > paintIndex {
            let r = rects[i]
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
        var runs = 0
        var x = x0
        for i in 0..<n {
            if starts[i] > x {
                runStarts[runs] = x
                runEnds[runs] = min(starts[i], x1)
                runs += 1
            }
            x = max(x, ends[i])
            if x >= x1 { return runs }
        }
        if x < x1 {
            runStarts[runs] = x
            runEnds[runs] = x1
            runs += 1
        }
        return runs
    }

    /// Whether `r` is entirely hidden by occluders painted after `paintIndex` (one of them alone).
    func hides(_ r: IntRect, after paintIndex: Int) -> Bool {
        for i in 0..<count where order[i] > paintIndex && rects[i].contains(r) { return true }
        return false
    }
}

/// Opaque, whole-pixel rectangles that will be painted later in the frame: whatever an
/// earlier operation would put under them is never seen, so fills and copies skip those
/// pixels. This is what keeps a two-page slide at the cost of one frame copy instead of a
/// clear plus two copies.
struct Occluders {
    static let capacity = 16

    private var rects = InlineArray<16, IntRect>(repeating: .empty)
    private var order = InlineArray<16, Int>(repeating: 0)
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

    /// Calls `body` for each run of `[x0, x1)` on row `y` not hidden by an occluder painted
    /// after `paintIndex`.
    @inline(__always)
    func forEachVisibleRun(row y: Int, x0: Int, x1: Int, after paintIndex: Int, _ body: (Int, Int) -> Void) {
        guard x0 < x1 else { return }
        if count == 0 {
            body(x0, x1)
            return
        }
        // Gather the hiding intervals on this row, sorted by start (insertion sort, ≤ 16).
        var starts = InlineArray<16, Int>(repeating: 0)
        var ends = InlineArray<16, Int>(repeating: 0)
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
        var x = x0
        for i in 0..<n {
            if starts[i] > x { body(x, min(starts[i], x1)) }
            x = max(x, ends[i])
            if x >= x1 { return }
        }
        if x < x1 { body(x, x1) }
    }

    /// Whether `r` is entirely hidden by occluders painted after `paintIndex` (one of them alone).
    func hides(_ r: IntRect, after paintIndex: Int) -> Bool {
        for i in 0..<count where order[i] > paintIndex && rects[i].contains(r) { return true }
        return false
    }
}

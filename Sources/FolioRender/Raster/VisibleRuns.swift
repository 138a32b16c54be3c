/// The runs of one row that no opaque layer painted later hides, in device columns, as
/// ``Occluders`` works them out for a band of rows: what a page turned about a vertical axis
/// samples of its interior (``QuadRows``). The pixels between the runs are left as they are,
/// since a later layer covers them.
///
/// Why only there: that page's pixels come from its columns' tables (``PerspectiveColumns``),
/// so a pixel's value never depends on where its run began, and a run cut into pieces draws
/// the bits the whole run would. The general perspective loop steps running sums from the
/// run's first pixel, and a piece starting elsewhere could differ in a last bit.
struct VisibleRuns {
    let starts: UnsafePointer<Int>
    let ends: UnsafePointer<Int>
    let count: Int

    /// Whether any run shares a pixel with `columns`.
    @inline(__always)
    func overlaps(_ columns: Range<Int>) -> Bool {
        for k in 0..<count where starts[k] < columns.upperBound && ends[k] > columns.lowerBound { return true }
        return false
    }

    /// Calls `body(from, to)` for each part of `columns` inside a run, left to right.
    @inline(__always)
    func forEach(in columns: Range<Int>, _ body: (Int, Int) -> Void) {
        for k in 0..<count {
            let a = max(starts[k], columns.lowerBound)
            let b = min(ends[k], columns.upperBound)
            if a < b { body(a, b) }
        }
    }
}

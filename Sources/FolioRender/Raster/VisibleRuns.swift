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

    /// Whether any run meets `[lo, hi)`.
    @inline(__always)
    func meet(_ lo: Int, _ hi: Int) -> Bool {
        for k in 0..<count where starts[k] < hi && ends[k] > lo { return true }
        return false
    }

    /// Calls `body(from, to)` for each part of `[lo, hi)` inside a run, left to right.
    @inline(__always)
    func forEach(in lo: Int, _ hi: Int, _ body: (Int, Int) -> Void) {
        for k in 0..<count {
            let a = max(starts[k], lo)
            let b = min(ends[k], hi)
            if a < b { body(a, b) }
        }
    }
}

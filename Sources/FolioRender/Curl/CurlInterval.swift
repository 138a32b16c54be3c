/// A half-open run of device columns [start, end) on one row.
struct CurlInterval {
    var start: Int
    var end: Int

    static let empty = CurlInterval(start: 0, end: 0)

    @inline(__always)
    func contains(_ i: Int) -> Bool { i >= start && i < end }

    @inline(__always)
    func intersection(_ o: CurlInterval) -> CurlInterval {
        let s = max(start, o.start)
        let e = min(end, o.end)
        return e > s ? CurlInterval(start: s, end: e) : .empty
    }

    /// The columns i in [lo, hi] where `f0 + i·df` lies in [a, b].
    ///
    /// `inner` rounds inwards, so every column returned satisfies the condition (for fast
    /// paths that rely on it); otherwise outwards, so every column that satisfies it is
    /// returned (for "certainly outside" tests on the complement).
    @inline(__always)
    static func solving(
        _ f0: Double, _ df: Double, within a: Double, _ b: Double, columns lo: Int, _ hi: Int, inner: Bool
    ) -> CurlInterval {
        guard a <= b else { return .empty }
        if abs(df) < 1e-12 {
            return f0 >= a && f0 <= b ? CurlInterval(start: lo, end: hi) : .empty
        }
        // One division, not two: every row solves a score of these (zones, cuts).
        let inverse = 1 / df
        var t0 = (a - f0) * inverse
        var t1 = (b - f0) * inverse
        if t0 > t1 { swap(&t0, &t1) }
        // A hair of slack absorbs rounding in the affine sums; the roundings are the libm-free
        // ones (see Double+Rounding), and saturate.
        let first = inner ? (t0 + 1e-7).ceilInt : (t0 - 1e-7).floorInt
        let last = inner ? (t1 - 1e-7).floorInt : (t1 + 1e-7).ceilInt
        let s = min(max(first, lo), hi)
        let e = min(max(last + 1, lo), hi)
        return e > s ? CurlInterval(start: s, end: e) : .empty
    }

    /// The columns where the affine point (u, v) lies in the rectangle [u0, u1] × [v0, v1].
    @inline(__always)
    static func solving(
        u: (Double, Double), v: (Double, Double), rect: (u0: Double, u1: Double, v0: Double, v1: Double),
        columns lo: Int, _ hi: Int, inner: Bool
    ) -> CurlInterval {
        solving(u.0, u.1, within: rect.u0, rect.u1, columns: lo, hi, inner: inner)
            .intersection(solving(v.0, v.1, within: rect.v0, rect.v1, columns: lo, hi, inner: inner))
    }
}

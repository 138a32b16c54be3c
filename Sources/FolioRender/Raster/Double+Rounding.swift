extension Double {
    /// `floor` as an `Int`, without a libm call (baseline x86-64 has no rounding
    /// instruction, and these run once per row of every span). NaN gives 0; values are
    /// clamped to ±4·10¹⁸.
    @inline(__always)
    var floorInt: Int {
        let c = isNaN ? 0 : Swift.max(Swift.min(self, 4e18), -4e18)
        let i = Int(c)
        return Double(i) > c ? i - 1 : i
    }

    /// `ceil` as an `Int`, as ``floorInt``.
    @inline(__always)
    var ceilInt: Int {
        let c = isNaN ? 0 : Swift.max(Swift.min(self, 4e18), -4e18)
        let i = Int(c)
        return Double(i) < c ? i + 1 : i
    }

    /// Rounded to the nearest `Int` (halves up), as ``floorInt``.
    @inline(__always)
    var roundedInt: Int { (self + 0.5).floorInt }
}

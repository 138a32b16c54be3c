/// Where drawing may land: a whole-pixel rectangle and, inside it, an optional coverage mask.
struct Clip {
    var rect: IntRect
    var mask: CoverageMask?

    /// The mask bytes for row `y` from column `x`, if any.
    @inline(__always)
    func maskRow(_ y: Int, from x: Int) -> UnsafePointer<UInt8>? {
        guard let mask else { return nil }
        return UnsafePointer(mask.row(y, from: x))
    }
}

/// The coordinates of a page turned about a vertical axis, worked out once per device column.
///
/// A cube's faces, a flip and cover flow turn a page about a vertical axis, and then every
/// device column keeps one texel column and one w all the way down the page: the inverse map
/// has no row term in u·w or in w (`m21` and `m23` are zero, as ``applies(to:)`` asks). So a
/// column's 16.16 u, its `65536 / w` and the part of v·w that depends on the column are
/// computed once for the quad, and each pixel works out only its v: one addition and one
/// multiplication where the general loop divides and steps three running sums. In C, the
/// pixels of such a face cost about a quarter less (`folio_column_octets`).
///
/// A pixel's coordinates depend only on its column and row, never on where its run began, so
/// both threads, Swift's loop and C's, and any split of a row draw the same bits. They are not
/// those of the general loop, whose running sums start at each run; the two differ only in
/// the last bits of a double, far inside the interior's margin of 1/1024 of a texel, and a
/// page so drawn differs from the general loop's by at most one unit in a channel.
///
/// The compositor keeps one, and each quad fills it before sharing its rows, which only read
/// it: quads are drawn one at a time (``RasterTarget/draw(_:opaque:toDevice:alpha:)`` returns
/// once both threads are done), so a quad's tables are never refilled while it is drawn.
final class PerspectiveColumns {
    private(set) var u: UnsafeMutablePointer<Int32>
    private(set) var reciprocal: UnsafeMutablePointer<Double>
    private(set) var vwOfColumn: UnsafeMutablePointer<Double>
    /// How many columns the tables can hold.
    private(set) var capacity: Int
    /// The device columns the tables hold, from the first entry on.
    private(set) var columns = 0..<0

    init() {
        capacity = 0
        u = .allocate(capacity: 0)
        reciprocal = .allocate(capacity: 0)
        vwOfColumn = .allocate(capacity: 0)
    }

    deinit {
        u.deallocate()
        reciprocal.deallocate()
        vwOfColumn.deallocate()
    }

    /// Whether every device column of the map keeps one texel column and one w (a page turned
    /// about a vertical axis, in perspective).
    static func applies(to inverse: Homography) -> Bool {
        !inverse.isAffine && inverse.m21 == 0 && inverse.m23 == 0
    }

    /// Works out the tables of `inverse` (for which ``applies(to:)`` holds) over `range`, the
    /// quad's columns on a surface `surfaceWidth` pixels wide. The tables grow to the surface's
    /// width at once, so a face widening frame by frame does not reallocate them each frame.
    /// Columns outside the quad's polygon, where w may be 0 or negative, get values no run
    /// reads (the interior lies inside the polygon).
    func fill(_ inverse: Homography, over range: Range<Int>, surfaceWidth: Int = 0) {
        let count = range.count
        if count > capacity { grow(to: max(count, surfaceWidth)) }
        columns = range
        for i in 0..<count {
            let cx = Double(range.lowerBound + i) + 0.5
            let w = cx * inverse.m13 + inverse.m33
            let r = 65536 / w
            let uw = cx * inverse.m11 + inverse.m31 - 0.5 * w
            u[i] = Int32(truncatingIfNeeded: PerspectiveInteriorSampler.fixed(uw * r))
            reciprocal[i] = r
            vwOfColumn[i] = cx * inverse.m12 + inverse.m32 - 0.5 * w
        }
    }

    /// The interior sampler for row `y` from device column `x` on (inside ``columns``).
    func sampler(_ texture: Texture, _ inverse: Homography, row y: Int, from x: Int) -> ColumnPerspectiveSampler {
        let i = x - columns.lowerBound
        return ColumnPerspectiveSampler(
            texture: texture, u: u + i, reciprocal: reciprocal + i, vwOfColumn: vwOfColumn + i,
            vwOfRow: (Double(y) + 0.5) * inverse.m22)
    }

    private func grow(to count: Int) {
        u.deallocate()
        reciprocal.deallocate()
        vwOfColumn.deallocate()
        u = .allocate(capacity: count)
        reciprocal = .allocate(capacity: count)
        vwOfColumn = .allocate(capacity: count)
        capacity = count
    }
}

/// The spine shadow's factor for each device column a frame's spine shadow may reach, when
/// the spine runs straight down the device (``CurlSetup/hasUprightSpine``).
///
/// A spread's spine shadow is a band a twentieth of the spread wide on each side of the
/// spine, a few hundred device pixels of every row at scale 2. Worked out per pixel it is a
/// floating-point square and a conversion; looked up by column, the spans shade it eight
/// pixels at a time (`folio_shade_octets`). The factors are those of
/// ``CurlSetup/spineFactor(distance:)`` at each column's distance on row 0, which is every
/// row's distance: the pixels are the per-pixel path's to the bit.
struct CurlSpineColumns {
    /// Factor of column `start + k` at `factors[k]`.
    let factors: UnsafePointer<UInt32>
    let start: Int
    let count: Int

    /// Whether the columns [a, b) all have a factor here.
    @inline(__always)
    func covers(_ a: Int, _ b: Int) -> Bool { a >= start && b <= start &+ count }

    /// The factor of column `i` (one of the covered columns).
    @inline(__always)
    subscript(_ i: Int) -> UInt32 { factors[i &- start] }

    /// The columns of `columns` (device x, within the frame) where the upright spine's shadow
    /// may fall: every column where it falls on any row, and a little more.
    static func reach(of setup: CurlSetup, columns: IntRect) -> CurlInterval {
        CurlInterval.solving(
            setup.spine00, setup.spinedx, within: -setup.spineWidth, setup.spineWidth, columns: columns.x0,
            columns.x1, inner: false)
    }

    /// Writes the factors of `columns` into `storage` (room for `columns.end − columns.start`).
    static func fill(
        _ storage: UnsafeMutablePointer<UInt32>, setup: CurlSetup, columns: CurlInterval
    ) -> CurlSpineColumns {
        for i in columns.start..<columns.end {
            storage[i - columns.start] = setup.spineFactor(distance: setup.spine00 + Double(i) * setup.spinedx)
        }
        return CurlSpineColumns(factors: storage, start: columns.start, count: columns.end - columns.start)
    }
}

internal import CFolioKernels

/// The copy a frame drawn at twice the window's pixels needs to reach the window: every
/// other pixel of a row, four at a time (CFolioKernels' `folio_every_other`).
///
/// The window host samples a `FOLIO_SCALE=2` frame down into its surface with it; the
/// renderer's C loops live in FolioRender, so the host reaches this one through here.
package enum EveryOtherPixel {
    /// Writes pixel `2i + 1` of `source` to pixel `i` of `target`, for `i < count`: the
    /// second pixel of each pair, whose centre is the target pixel's centre seen at twice
    /// the size.
    ///
    /// `source` must hold `2 · count` pixels and `target` `count`, not overlapping; a count
    /// below 1 copies nothing.
    package static func copy(from source: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count > 0 else { return }
        folio_every_other(source, target, count)
    }
}

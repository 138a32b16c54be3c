/// The shape of the book the brain manages: how many pages rest on screen, how many a
/// turn moves, and how many turns are kept alive on each side.
struct PageViewManagerConfiguration: Hashable, Sendable {
    /// Pages on screen at rest: 1, or 2 for a two-page spread (curl with a mid spine).
    var spreadSize: Int
    /// Whether a turning sheet shows a second page on its back (curl only).
    var isDoubleSided: Bool
    /// Turns kept alive on each side of the resting pages (at least 1, so that a gesture
    /// always knows whether it can reveal a page).
    var preloadDistance: Int

    /// Creates a configuration; out-of-range values are clamped.
    init(spreadSize: Int = 1, isDoubleSided: Bool = false, preloadDistance: Int = 1) {
        self.spreadSize = min(max(spreadSize, 1), 2)
        self.isDoubleSided = isDoubleSided || self.spreadSize == 2
        self.preloadDistance = max(preloadDistance, 1)
    }

    /// Pages one turn moves through: 2 when the sheet has a back page, else 1.
    var turnLength: Int { isDoubleSided ? 2 : 1 }

    /// Pages a navigation request must carry, by UIKit's rule: an animated turn names the
    /// whole sheet (front and back when double-sided), an immediate one the resting pages.
    func requiredCount(animated: Bool) -> Int { animated ? turnLength : spreadSize }

    /// Pages kept alive on each side.
    var windowLimit: Int { preloadDistance * turnLength }

    /// The resting pages at the end of a turn through `sheet` (given in reading order).
    func restingPages<Page>(of sheet: [Page], step: PageStep) -> [Page] {
        step == .forward ? Array(sheet.suffix(spreadSize)) : Array(sheet.prefix(spreadSize))
    }

    /// The index of the first resting page after a turn through a sheet whose first page is
    /// at `sheetIndex`.
    func restingIndex(sheetIndex: Int?, sheetCount: Int, step: PageStep) -> Int? {
        guard let sheetIndex else { return nil }
        return step == .forward ? sheetIndex + max(sheetCount - spreadSize, 0) : sheetIndex
    }
}

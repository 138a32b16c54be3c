/// Where the live pages sit, relative to the resting pages.
///
/// `turn` is 0 for the resting pages, +1 for the sheet one forward turn away, −1 for the
/// one a reverse turn away, and so on; `position` is the page's place within its turn in
/// reading order (0 or 1 for a spread, or for a sheet's front and back).
struct PageLayout<Page: AnyObject> {
    /// One page and its slot.
    struct Placement {
        var page: Page
        var turn: Int
        var position: Int
    }

    /// Every live page, in reading order.
    var placements: [Placement]

    /// The pages placed `turn` turns away, in reading order.
    func pages(atTurn turn: Int) -> [Page] {
        placements.filter { $0.turn == turn }.map(\.page)
    }

    /// The slot of `page`, if it is placed.
    func placement(of page: Page) -> Placement? {
        placements.first { $0.page === page }
    }
}

import FolioCore

/// Where the scroll style's page slots sit in the paging scroll view's content, for one
/// ``PageLayout``: a slot for the resting page and one for each neighbour placed next to it,
/// end to end along the paging axis with the spacing between them, and mirrored along that
/// axis in a reversed (right-to-left) book, where the forward side is on the left.
///
/// A value with no views, so the page view controller lays out from it and tests check it
/// alone. Turns are counted as in ``PageLayout``: 0 at rest, +1 forward, −1 back.
struct PageSlotGeometry: Hashable, Sendable {
    /// The turns that have a slot: 0, with −1 and +1 when a page is placed there.
    let turns: ClosedRange<Int>
    /// The size of one page: the scroll view's bounds.
    let pageSize: Size
    /// The points between two pages.
    let spacing: Double
    /// Whether pages move along y.
    let isVertical: Bool
    /// Whether the forward side is at −x (or −y).
    let isReversed: Bool

    /// The slots of `layout`'s pages next to rest (pages further away get none).
    init<Page>(layout: PageLayout<Page>, pageSize: Size, spacing: Double, isVertical: Bool, isReversed: Bool) {
        let placed = layout.placements.map(\.turn)
        self.init(
            turns: (placed.contains(-1) ? -1 : 0)...(placed.contains(1) ? 1 : 0), pageSize: pageSize,
            spacing: spacing, isVertical: isVertical, isReversed: isReversed)
    }

    init(turns: ClosedRange<Int>, pageSize: Size, spacing: Double, isVertical: Bool, isReversed: Bool) {
        self.turns = turns
        self.pageSize = pageSize
        self.spacing = spacing
        self.isVertical = isVertical
        self.isReversed = isReversed
    }

    /// The points one turn covers along the paging axis: a page and the spacing after it.
    var stride: Double { (isVertical ? pageSize.height : pageSize.width) + spacing }

    /// The scroll view's paging length: one stride along the paging axis.
    var pagingLength: Size {
        isVertical ? Size(width: pageSize.width, height: stride) : Size(width: stride, height: pageSize.height)
    }

    /// The content size that holds every slot, with no spacing after the last.
    var contentSize: Size {
        let extent = Double(turns.count) * stride - spacing
        return isVertical ? Size(width: pageSize.width, height: extent) : Size(width: extent, height: pageSize.height)
    }

    /// Where the slot `turn` turns from rest starts along the paging axis.
    func origin(ofTurn turn: Int) -> Double {
        let index = Double(turn - turns.lowerBound)
        let count = Double(turns.count)
        return (isReversed ? count - 1 - index : index) * stride
    }

    /// The content offset that shows the slot `turn` turns from rest.
    func contentOffset(ofTurn turn: Int) -> Point {
        let origin = origin(ofTurn: turn)
        return isVertical ? Point(x: 0, y: origin) : Point(x: origin, y: 0)
    }

    /// The frame of a page whose slot starts at `origin` along the paging axis.
    func pageFrame(at origin: Double) -> Rect {
        isVertical
            ? Rect(x: 0, y: origin, width: pageSize.width, height: pageSize.height)
            : Rect(x: origin, y: 0, width: pageSize.width, height: pageSize.height)
    }

    /// How far `contentOffset` is from the resting slot, in turns (positive forward).
    func progress(at contentOffset: Point) -> Double {
        let offset = isVertical ? contentOffset.y : contentOffset.x
        let progress = (offset - origin(ofTurn: 0)) / max(stride, 1)
        return isReversed ? -progress : progress
    }

    /// A move of `distance` points along the paging axis, as a content-offset shift.
    func shift(by distance: Double) -> Point {
        isVertical ? Point(x: 0, y: distance) : Point(x: distance, y: 0)
    }
}

package import FolioCore

/// Where the pages of a curling page view controller sit, and which sheet each turn moves.
///
/// A single page (`.min` / `.max`) turns about one of its own edges. A spread (`.mid`) shows
/// two pages; a forward turn curls the right page (bottom when vertical) over the spine and a
/// reverse turn curls the left (top) one, so in a spread both turns lift a flat sheet. On a
/// single page, a reverse turn brings the previous page back: its sheet starts turned over and
/// returns flat.
///
/// ```swift
/// let layout = CurlLayout(bounds: view.bounds, spine: .mid, orientation: .horizontal)
/// let frame = layout.sheetFrame(for: .forward)  // the right half, spine on its left edge
/// ```
package struct CurlLayout: Hashable, Sendable {
    /// Where the spine is: the counterpart of `UIPageViewController.SpineLocation` for curls.
    package enum Spine: Hashable, Sendable, CaseIterable {
        case min, mid, max
    }

    /// The paging axis.
    package enum Orientation: Hashable, Sendable, CaseIterable {
        case horizontal, vertical
    }

    /// Which way the book is paged.
    package enum Direction: Hashable, Sendable, CaseIterable {
        case forward, reverse
    }

    /// The page view controller's bounds: the whole book.
    package var bounds: Rect
    package var spine: Spine
    package var orientation: Orientation

    /// Creates a layout.
    package init(bounds: Rect, spine: Spine, orientation: Orientation) {
        self.bounds = bounds.standardized
        self.spine = spine
        self.orientation = orientation
    }

    /// Whether two pages are shown side by side.
    package var isSpread: Bool { spine == .mid }

    /// The sheet that turns in `direction`, with its spine.
    package func sheetFrame(for direction: Direction) -> SpineFrame {
        let b = bounds
        switch (spine, orientation) {
        case (.min, .horizontal): return SpineFrame(pageRect: b, spineEdge: .left)
        case (.max, .horizontal): return SpineFrame(pageRect: b, spineEdge: .right)
        case (.min, .vertical): return SpineFrame(pageRect: b, spineEdge: .top)
        case (.max, .vertical): return SpineFrame(pageRect: b, spineEdge: .bottom)
        case (.mid, .horizontal):
            let half = b.width / 2
            return direction == .forward
                ? SpineFrame(
                    pageRect: Rect(x: b.minX + half, y: b.minY, width: half, height: b.height), spineEdge: .left)
                : SpineFrame(pageRect: Rect(x: b.minX, y: b.minY, width: half, height: b.height), spineEdge: .right)
        case (.mid, .vertical):
            let half = b.height / 2
            return direction == .forward
                ? SpineFrame(pageRect: Rect(x: b.minX, y: b.minY + half, width: b.width, height: half), spineEdge: .top)
                : SpineFrame(pageRect: Rect(x: b.minX, y: b.minY, width: b.width, height: half), spineEdge: .bottom)
        }
    }

    /// How the sheet of a turn in `direction` moves.
    package func motion(for direction: Direction) -> CurlDrag.Motion {
        isSpread || direction == .forward ? .lifting : .returning
    }

    /// The view's midline along the paging axis in `frame`'s spine coordinates (the x a released
    /// finger is compared with): the page's middle for a single page, the spine for a spread.
    package func midline(in frame: SpineFrame) -> Double {
        frame.toSpine(bounds.center).x
    }

    /// Where the sheet's shadows may fall: the whole book.
    package var shadowRect: Rect { bounds }

    /// The spine line in view coordinates as a point and unit normal, for spreads.
    package var spineLine: (point: Point, normal: Point)? {
        guard isSpread else { return nil }
        return orientation == .horizontal
            ? (bounds.center, Point(x: 1, y: 0)) : (bounds.center, Point(x: 0, y: 1))
    }
}

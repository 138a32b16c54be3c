import FolioCore

/// The strips along the edges of a curl book that turn a page when tapped (UIKit's rule):
/// 80 pt wide, 60 pt with a two-page spread, never more than half the view.
struct PageTapZones: Hashable, Sendable {
    /// The width of each strip.
    static func stripWidth(isSpread: Bool, extent: Double) -> Double {
        min(isSpread ? 60 : 80, max(extent, 0) / 2)
    }

    /// The view's bounds.
    var bounds: Rect
    /// Whether pages turn along y.
    var isVertical: Bool
    /// Whether the forward strip is on the left (top): a spine at the max edge.
    var isReversed: Bool
    /// Whether the book shows a two-page spread.
    var isSpread: Bool

    /// The turn a tap at `point` asks for, or `nil` outside the strips.
    func step(at point: Point) -> PageStep? {
        guard bounds.contains(point) else { return nil }
        let (position, start, extent) =
            isVertical
            ? (point.y, bounds.minY, bounds.height) : (point.x, bounds.minX, bounds.width)
        let strip = Self.stripWidth(isSpread: isSpread, extent: extent)
        guard strip > 0 else { return nil }
        let nearEnd = position >= start + extent - strip
        let nearStart = position < start + strip
        guard nearEnd || nearStart else { return nil }
        let forwardAtEnd = !isReversed
        return nearEnd == forwardAtEnd ? .forward : .reverse
    }
}

package import FolioCore

extension CurlLayout {
    /// The depth of a tap zone along the paging axis, in points.
    package static let tapZoneDepth = 80.0
    /// The depth of a tap zone in a two-page spread, in points.
    package static let spreadTapZoneDepth = 60.0

    /// The depth of each tap zone in this layout: never more than half the view, so the two
    /// zones never overlap.
    package var tapZoneDepth: Double {
        let extent = orientation == .horizontal ? bounds.width : bounds.height
        return min(isSpread ? Self.spreadTapZoneDepth : Self.tapZoneDepth, extent / 2)
    }

    /// The turn a tap at a view point asks for: forward in the strip along the free edge (the
    /// right edge, or the bottom when vertical, for spine `.min` and `.mid`; the opposite edge
    /// for `.max`), reverse in the strip on the other side, `nil` elsewhere.
    ///
    /// ```swift
    /// CurlLayout(bounds: Rect(x: 0, y: 0, width: 400, height: 600), spine: .min, orientation: .horizontal)
    ///     .tapDirection(at: Point(x: 390, y: 300))  // .forward
    /// ```
    package func tapDirection(at point: Point) -> Direction? {
        guard bounds.contains(point) || isOnMaximumEdge(point) else { return nil }
        let depth = tapZoneDepth
        guard depth > 0 else { return nil }
        let (position, lower, upper) =
            orientation == .horizontal
            ? (point.x, bounds.minX, bounds.maxX) : (point.y, bounds.minY, bounds.maxY)
        let nearMax = position >= upper - depth
        let nearMin = position < lower + depth
        guard nearMax || nearMin else { return nil }
        let forwardAtMax = spine != .max
        if nearMax { return forwardAtMax ? .forward : .reverse }
        return forwardAtMax ? .reverse : .forward
    }

    private func isOnMaximumEdge(_ p: Point) -> Bool {
        p.x >= bounds.minX && p.x <= bounds.maxX && p.y >= bounds.minY && p.y <= bounds.maxY
    }
}

import Foundation

extension PageCurl {
    /// Where a point of the sheet is seen.
    public struct Projection: Hashable, Sendable {
        /// The point on screen, in the layer's bounds coordinates.
        public var point: Point
        /// The height above the flat page (0 when flat, 2R when flipped over).
        public var height: Double
        /// The side of the sheet facing the viewer at that point.
        public var face: Face

        /// Creates a projection.
        public init(point: Point, height: Double, face: Face) {
            self.point = point
            self.height = height
            self.face = face
        }
    }

    /// What the viewer sees of the sheet at a screen point.
    public struct Hit: Hashable, Sendable {
        /// The sheet point seen there, in the layer's bounds coordinates before curling.
        public var pagePoint: Point
        /// The side of the sheet seen there.
        public var face: Face
        /// The angle φ of the surface from flat: 0 on the flat part, π on the flipped part.
        public var angle: Double

        /// Creates a hit.
        public init(pagePoint: Point, face: Face, angle: Double) {
            self.pagePoint = pagePoint
            self.face = face
            self.angle = angle
        }
    }

    /// Where the sheet point `p` is drawn: the forward mapping of the cylinder model.
    ///
    /// ```swift
    /// let edge = curl.project(Point(x: curl.pageRect.maxX, y: 100))
    /// edge.face  // .back once the free edge has turned over
    /// ```
    public func project(_ p: Point) -> Projection {
        let r = effectiveRadius
        let d = (p - axisPoint).dot(normal)
        if d <= 0 { return Projection(point: p, height: 0, face: .front) }
        if d >= Double.pi * r {
            return Projection(point: p - (2 * d - Double.pi * r) * normal, height: 2 * r, face: .back)
        }
        let phi = d / r
        let point = p + (r * sin(phi) - d) * normal
        return Projection(point: point, height: r * (1 - cos(phi)), face: phi > Double.pi / 2 ? .back : .front)
    }

    /// The topmost part of the sheet seen at screen point `x`, or `nil` where the sheet does
    /// not cover it (the page underneath shows): the inverse mapping renderers follow.
    ///
    /// Points exactly on the page's edges count as inside.
    public func unproject(_ x: Point) -> Hit? {
        let r = effectiveRadius
        let s = (x - axisPoint).dot(normal)
        if s > r { return nil }
        if s >= 0 {
            let a = asin(min(s / r, 1))
            let back = x + (r * (Double.pi - a) - s) * normal
            if pageContains(back) { return Hit(pagePoint: back, face: .back, angle: Double.pi - a) }
            let front = x + (r * a - s) * normal
            if pageContains(front) { return Hit(pagePoint: front, face: .front, angle: a) }
            return nil
        }
        let flipped = x + (Double.pi * r - 2 * s) * normal
        if pageContains(flipped) { return Hit(pagePoint: flipped, face: .back, angle: Double.pi) }
        if pageContains(x) { return Hit(pagePoint: x, face: .front, angle: 0) }
        return nil
    }

    /// A rectangle containing everything the sheet covers once curled (not its shadows).
    public var sheetBounds: Rect {
        let r = effectiveRadius
        var minX = pageRect.minX
        var minY = pageRect.minY
        var maxX = pageRect.maxX
        var maxY = pageRect.maxY
        func include(_ q: Point) {
            minX = min(minX, q.x)
            minY = min(minY, q.y)
            maxX = max(maxX, q.x)
            maxY = max(maxY, q.y)
        }
        // The cylinder's points lie between p and p − πR·n; flipped points are reflections
        // across the line d = πR/2. (No arrays: renderers call this every frame.)
        for k in 0..<4 {
            let c = Point(x: k & 1 == 0 ? pageRect.minX : pageRect.maxX, y: k < 2 ? pageRect.minY : pageRect.maxY)
            include(c - Double.pi * r * normal)
            include(reflectedAcrossFold(c))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Everything a renderer may change: the curled sheet plus the shadow area.
    public var affectedBounds: Rect { sheetBounds.union(shadowBounds) }

    func pageContains(_ p: Point) -> Bool {
        p.x >= pageRect.minX && p.x <= pageRect.maxX && p.y >= pageRect.minY && p.y <= pageRect.maxY
    }

    private func reflectedAcrossFold(_ p: Point) -> Point {
        let d = (p - axisPoint).dot(normal)
        return p - (2 * d - Double.pi * effectiveRadius) * normal
    }
}

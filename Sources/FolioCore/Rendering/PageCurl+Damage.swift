import Foundation

extension PageCurl {
    /// A rectangle holding every point where the curl shows something other than its sheet
    /// lying flat over what is beneath it: where the lifted part of the sheet lay and where it
    /// is now seen, its drop shadow, the contact darkening along the fold and the spine
    /// shadow. Outside it the curling layer draws exactly what the flat page would.
    ///
    /// A frame that only moves the curl redraws less (the compositor's damage): the
    /// ``changedParts`` of the curl before and after, and the part of the page the fold moved
    /// across (``liftedChange(from:to:)``), rather than ``affectedBounds``, which spans the
    /// whole book.
    package var changedBounds: Rect {
        let parts = changedParts
        var bounds = parts.sheet
        if let lifted = liftedBounds { bounds = bounds.union(lifted) }
        if let spine = parts.spine { bounds = bounds.union(spine) }
        return bounds
    }

    /// Where the curl draws something other than the flat page or the page beneath as it is,
    /// in two parts: around the lifted sheet as it is seen (curled or turned over) and its
    /// shadows, and along the spine (`nil` without a spine shadow).
    ///
    /// Where the lifted part lay, the page beneath shows, unchanged from one step of a turn
    /// to the next except where the fold moved: that part of the page is not here, and a
    /// frame redraws only what ``liftedChange(from:to:)`` adds. Late in a turn the revealed
    /// page is most of the sheet's box. Likewise a spread's spine shadow changes with every
    /// step (it deepens as the leaf rises), but the page between it and the lifted part does
    /// not: a frame early in a turn redraws two narrow strips, not the whole page between them.
    package var changedParts: (sheet: Rect, spine: Rect?) {
        let r = effectiveRadius
        let flipLine = Double.pi * r
        let width = max(shadow.width.isFinite ? shadow.width : 0, 0)
        // Every point within the drop shadow's width of the page, and more (square corners).
        let reach = pageRect.insetBy(dx: -width, dy: -width)
        // The sheet as seen, never clipped; the shadows, which fall only inside shadowBounds.
        var seen = Bounds()
        var shaded = Bounds()
        // Turned over (d ≥ πR): the page is seen mirrored across d = πR/2, and its drop shadow
        // falls where points within the width of the page mirror to (unproject's rule).
        forEachVertex(of: pageRect, from: flipLine, to: .infinity) { p, d in
            seen.include(p - (2 * d - flipLine) * normal)
        }
        forEachVertex(of: reach, from: flipLine, to: .infinity) { p, d in
            shaded.include(p - (2 * d - flipLine) * normal)
        }
        // On the cylinder (0 < d < πR): seen above the point's foot on the axis, at most
        // R·sin(d/R) beyond it, R once the page reaches the top of the cylinder.
        var deepest = 0.0
        forEachVertex(of: pageRect, from: 0, to: .infinity) { _, d in deepest = max(deepest, d) }
        let rise = r * sin(min(deepest, flipLine / 2) / r)
        forEachVertex(of: pageRect, from: 0, to: .infinity) { p, d in
            seen.include(p - d * normal)
            seen.include(p - (d - rise) * normal)
        }
        // The contact darkening, up to 2R beyond the axis where the axis is within the width
        // of the page (it fades out beyond), and the cylinder's drop shadow, cast from back
        // points (πR/2 ≤ d ≤ πR) within the width of the page and seen at most R beyond the axis.
        forEachVertex(of: reach, from: 0, to: flipLine) { p, d in
            shaded.include(p - d * normal)
            shaded.include(p - (d - 2 * r) * normal)
        }
        // Beneath the sheet, shadows fall only inside shadowBounds; on the flat page itself
        // (the turned-over part's drop shadow) wherever the page is.
        let clippedShadows = shaded.rect.map { $0.intersection(shadowBounds.union(pageRect)) } ?? .null
        let sheet =
            (seen.rect ?? .null).union(clippedShadows).nonNull
            ?? Rect(x: pageRect.minX, y: pageRect.minY, width: 0, height: 0)
        guard let spine = spineShadow else { return (sheet, nil) }
        // The band along the spine, inside the book.
        var band = Bounds()
        let w = max(spine.width.isFinite ? spine.width : 0, 0)
        let spineAlong = Point(x: -spine.normal.y, y: spine.normal.x)
        if let (a, b) = Self.segment(through: spine.point, along: spineAlong, in: shadowBounds) {
            band.include(a + w * spine.normal)
            band.include(a - w * spine.normal)
            band.include(b + w * spine.normal)
            band.include(b - w * spine.normal)
        }
        return (sheet, band.rect)
    }

    /// Where the lifted part of the page lay (the page where d > 0), or `nil` when nothing is
    /// lifted.
    package var liftedBounds: Rect? {
        var box = Bounds()
        forEachVertex(of: pageRect, from: 0, to: .infinity) { p, _ in box.include(p) }
        return box.rect
    }

    /// A rectangle holding the points of the page lifted by one curl and not by the other
    /// (the page beneath shows there in one frame, the flat page in the other), or `nil` when
    /// both lift the same points. Both curls must share ``pageRect``.
    ///
    /// The region lies between the two folds' axes: its corners are where the axes cross
    /// the page's edges, where they cross each other, and the page's corners lifted by one
    /// curl alone.
    package static func liftedChange(from a: PageCurl, to b: PageCurl) -> Rect? {
        guard a.axisPoint != b.axisPoint || a.normal != b.normal else { return nil }
        var box = Bounds()
        a.forEachVertex(of: a.pageRect, from: 0, to: 0) { p, _ in box.include(p) }
        b.forEachVertex(of: a.pageRect, from: 0, to: 0) { p, _ in box.include(p) }
        // Where the axes cross each other inside the page lies on both segments just taken.
        for k in 0..<4 {
            let p = a.pageRect.corner(k)
            if (a.distance(p) > 0) != (b.distance(p) > 0) { box.include(p) }
        }
        return box.rect
    }

    /// The signed distance d of `p` from the fold's axis, positive towards the lifted edge.
    private func distance(_ p: Point) -> Double { (p - axisPoint).dot(normal) }

    /// Calls `body` with each vertex of the part of `rect` where `lo ≤ d ≤ hi` (a convex
    /// polygon: the rectangle cut by two parallel lines), and its d. Allocates nothing: the
    /// damage is worked out every frame of a turn.
    private func forEachVertex(of rect: Rect, from lo: Double, to hi: Double, _ body: (Point, Double) -> Void) {
        guard !rect.isNull else { return }
        for k in 0..<4 {
            let p = rect.corner(k)
            let q = rect.corner((k + 1) % 4)
            let dp = distance(p)
            let dq = distance(q)
            if dp >= lo && dp <= hi { body(p, dp) }
            if (dp < lo) != (dq < lo), dp != dq { body(p + ((lo - dp) / (dq - dp)) * (q - p), lo) }
            if hi.isFinite, hi != lo, (dp < hi) != (dq < hi), dp != dq {
                body(p + ((hi - dp) / (dq - dp)) * (q - p), hi)
            }
        }
    }

    /// The part of the line through `point` along `direction` inside `rect` (Liang–Barsky).
    private static func segment(through point: Point, along direction: Point, in rect: Rect) -> (Point, Point)? {
        var t0 = -Double.infinity
        var t1 = Double.infinity
        func clip(_ p: Double, _ dp: Double, _ lo: Double, _ hi: Double) -> Bool {
            if abs(dp) < 1e-12 { return p >= lo && p <= hi }
            let a = (lo - p) / dp
            let b = (hi - p) / dp
            t0 = max(t0, min(a, b))
            t1 = min(t1, max(a, b))
            return true
        }
        guard clip(point.x, direction.x, rect.minX, rect.maxX), clip(point.y, direction.y, rect.minY, rect.maxY),
            t0 <= t1, t0.isFinite, t1.isFinite
        else { return nil }
        return (point + t0 * direction, point + t1 * direction)
    }

    /// A growing bounding box of finite points.
    private struct Bounds {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity

        mutating func include(_ p: Point) {
            guard p.x.isFinite, p.y.isFinite else { return }
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }

        var rect: Rect? {
            minX <= maxX && minY <= maxY ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
        }
    }
}

extension Rect {
    /// Corner `k`, counter-clockwise from the top left.
    fileprivate func corner(_ k: Int) -> Point {
        Point(x: k == 1 || k == 2 ? maxX : minX, y: k >= 2 ? maxY : minY)
    }

    /// The rectangle, or `nil` when it is null.
    fileprivate var nonNull: Rect? { isNull ? nil : self }
}

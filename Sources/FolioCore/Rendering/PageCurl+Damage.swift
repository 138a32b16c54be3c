import Foundation

extension PageCurl {
    /// A rectangle holding every point where the curl shows something other than its sheet
    /// lying flat over what is beneath it: the lifted part of the sheet where it lay and where
    /// it is now seen, the drop shadow around it, the contact darkening along the fold and the
    /// spine shadow. Outside it the curling layer draws exactly what the flat page would.
    ///
    /// A frame that only moves the curl redraws ``changedParts`` before and after (the
    /// compositor's damage), rather than ``affectedBounds``, which spans the whole book.
    package var changedBounds: Rect {
        let parts = changedParts
        guard let spine = parts.spine else { return parts.sheet }
        return parts.sheet.union(spine)
    }

    /// ``changedBounds`` in two parts: around the lifted sheet and its shadows, and along the
    /// spine (`nil` without a spine shadow). A spread's spine shadow changes with every step
    /// of a turn (it deepens as the leaf rises), but the page between it and the lifted part
    /// does not: a frame early in a turn redraws two narrow strips, not the whole page
    /// between them.
    package var changedParts: (sheet: Rect, spine: Rect?) {
        let r = effectiveRadius
        var box = Bounds()
        // Where a lifted point is seen: on the cylinder, between it and its foot on the axis;
        // flipped over, its mirror across d = πR/2. The lifted part is the page where d > 0, a
        // convex polygon whose vertices are the lifted corners and the axis's crossings of the
        // edges, so its pictures lie within those of its vertices.
        func includeLifted(_ p: Point) {
            let d = (p - axisPoint).dot(normal)
            box.include(p)
            box.include(p - d * normal)
            box.include(p - (2 * d - Double.pi * r) * normal)
        }
        for k in 0..<4 {
            let p = corner(k)
            let q = corner((k + 1) % 4)
            let dp = (p - axisPoint).dot(normal)
            let dq = (q - axisPoint).dot(normal)
            if dp > 0 { includeLifted(p) }
            if (dp > 0) != (dq > 0), dp != dq { includeLifted(p + (dp / (dp - dq)) * (q - p)) }
        }
        let reach = max(shadow.width.isFinite ? shadow.width : 0, 0)
        // The drop shadow falls within `reach` of the sheet.
        box.expand(by: reach)
        // The contact darkening: up to 2R beyond the axis, along the part of the axis within
        // the drop shadow's reach of the page (it fades out beyond).
        let along = Point(x: -normal.y, y: normal.x)
        if let (a, b) = Self.segment(through: axisPoint, along: along, in: pageRect.insetBy(dx: -reach, dy: -reach)) {
            box.include(a)
            box.include(b)
            box.include(a + 2 * r * normal)
            box.include(b + 2 * r * normal)
        }
        let sheet = box.rect ?? Rect(x: pageRect.minX, y: pageRect.minY, width: 0, height: 0)
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

    /// Corner `k` of the page, counter-clockwise from the top left.
    private func corner(_ k: Int) -> Point {
        Point(x: k == 1 || k == 2 ? pageRect.maxX : pageRect.minX, y: k >= 2 ? pageRect.maxY : pageRect.minY)
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

        mutating func expand(by d: Double) {
            guard minX <= maxX else { return }
            minX -= d
            minY -= d
            maxX += d
            maxY += d
        }

        var rect: Rect? {
            minX <= maxX && minY <= maxY ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
        }
    }
}

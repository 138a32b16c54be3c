package import FolioCore

extension CurlModel {
    /// The point nearest `touch` where the held point can land without lifting a spine corner
    /// of a sharp fold.
    ///
    /// A fold (the perpendicular bisector of S and its landing point T) leaves the spine corner
    /// B flat exactly when |T − B| ≤ |S − B|: paper does not stretch, so S can land no further
    /// from B than it is. T is therefore projected onto the intersection of the two discs
    /// around (0, 0) and (0, H) through S (docs/Curl.md §4's clamp for the 2D fold, W and
    /// √(W² + H²) for a corner grab). The discs meet at S and at S mirrored over the spine, the
    /// sheet turned all the way over. A projection onto a convex set never moves further than
    /// the finger did, so the sheet follows the finger continuously.
    package static func withinSpineReach(_ touch: Point, held s: Point, height: Double) -> Point {
        let centres = [Point(x: 0, y: 0), Point(x: 0, y: height)]
        let radii = centres.map { s.distance(to: $0) }
        func inside(_ p: Point, _ i: Int) -> Bool { p.distance(to: centres[i]) <= radii[i] * (1 + 1e-12) + 1e-12 }
        if inside(touch, 0) && inside(touch, 1) { return touch }
        var best: Point?
        for i in 0..<2 where !inside(touch, i) {
            let v = touch - centres[i]
            let length = v.length
            guard length > 0 else { continue }
            let candidate = centres[i] + v * (radii[i] / length)
            if inside(candidate, 1 - i), best.map({ candidate.distance(to: touch) < $0.distance(to: touch) }) ?? true {
                best = candidate
            }
        }
        if let best { return best }
        let mirrored = Point(x: -s.x, y: s.y)
        return touch.distance(to: mirrored) < touch.distance(to: s) ? mirrored : s
    }

    /// Moves the axis towards the free edge just enough that neither spine corner is lifted.
    ///
    /// A cylinder lifts a little more than the sharp fold ``withinSpineReach(_:held:height:)``
    /// allows for (its axis lies πR/2 nearer the spine than the fold line); the remaining lift
    /// of the worse corner, at most πR/2, is taken off by sliding the axis along n. Sliding,
    /// unlike rotating about P₀, moves every point of the sheet by no more than that lift.
    package static func shiftedOffSpine(axisPoint p0: Point, normal n: Point, height: Double) -> Point {
        let lift = max((Point(x: 0, y: 0) - p0).dot(n), (Point(x: 0, y: height) - p0).dot(n))
        return lift > 0 ? p0 + lift * n : p0
    }

    /// The spine-frame cylinder as a ``PageCurl`` (with a plain back), for its mapping.
    var spineCurl: PageCurl {
        PageCurl(
            pageRect: Rect(origin: .zero, size: pageSize), axisPoint: axisPoint, normal: normal, radius: radius,
            back: .mirroredFront(paperColor: .paper, washAlpha: 0))
    }

    /// Where the spine-frame page point `p` is seen: screen point, height and face.
    package func project(_ p: Point) -> PageCurl.Projection { spineCurl.project(p) }

    /// What is seen at the spine-frame screen point `x`, or `nil` where the sheet is absent.
    package func unproject(_ x: Point) -> PageCurl.Hit? { spineCurl.unproject(x) }
}

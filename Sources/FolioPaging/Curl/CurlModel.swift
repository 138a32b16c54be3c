package import FolioCore
import Foundation

/// The cylinder a sheet curls over for one grab point and touch point, in the spine frame.
///
/// The sheet is [0, W] × [0, H] with the spine at x = 0 (see ``SpineFrame``). The grab point S
/// lies on the free edge (x = W) and the touch point T is where S should land. Following
/// docs/Curl.md §3: with L = |T − S| and n = (S − T)/L, the axis point is
/// P₀ = T + ((L − πR)/2)·n when L ≥ πR, so S lands exactly on T after flipping over; shorter
/// drags solve d − R·sin(d/R) = L by Newton's method, so S lands on T while still on the
/// cylinder. The radius shrinks from ``Parameters/maximumRadiusFraction``·W to zero as the turn
/// completes. The spine constraint keeps both spine corners flat, so the page never tears off
/// the spine (see ``withinSpineReach(_:held:height:)`` and ``shiftedOffSpine(axisPoint:normal:height:)``).
///
/// The model is a pure function of its inputs: a drag that goes back and forth produces the
/// same shapes at the same touch points.
///
/// ```swift
/// let model = CurlModel(pageSize: Size(width: 400, height: 600), grab: Point(x: 400, y: 500),
///                       touch: Point(x: 150, y: 420))
/// model.project(Point(x: 400, y: 500)).point  // (150, 420)
/// ```
package struct CurlModel: Hashable, Sendable {
    /// Tunable shape constants.
    package struct Parameters: Hashable, Sendable {
        /// The radius at the start of a turn, as a fraction of W.
        package var maximumRadiusFraction: Double
        /// How much of the turn keeps a nearly full radius: R = Rmax·(1 − progressᵏ).
        package var radiusFalloffExponent: Double
        /// How reluctantly an edge grab tilts the fold, as a fraction of max(W, H) (λ, see
        /// ``CurlModel/heldPoint(grab:touch:size:parameters:)``).
        package var tiltDampingFraction: Double

        /// Creates parameters.
        package init(
            maximumRadiusFraction: Double = 0.12, radiusFalloffExponent: Double = 2, tiltDampingFraction: Double = 0.2
        ) {
            self.maximumRadiusFraction = maximumRadiusFraction
            self.radiusFalloffExponent = radiusFalloffExponent
            self.tiltDampingFraction = tiltDampingFraction
        }
    }

    /// W × H of the sheet in the spine frame.
    package let pageSize: Size
    /// S: the point of the free edge that lands on the touch point (see ``heldPoint(grab:touch:size:parameters:)``).
    package let grab: Point
    /// T: where S lands (kept on the page's side of the free edge and between its top and bottom).
    package let touch: Point
    /// R.
    package let radius: Double
    /// P₀: a point on the cylinder axis, after the spine constraint.
    package let axisPoint: Point
    /// n: unit normal from the axis towards the lifted edge, after the spine constraint.
    package let normal: Point
    /// Where S lands before the cylinder's own correction: T held within reach of the spine.
    package let landing: Point
    /// Whether the spine constraint moved the sheet (then S no longer lands exactly on T).
    package let isConstrained: Bool
    /// How far the sheet has turned, 0 (flat) … 1 (lying over on the other side of the spine).
    package let progress: Double

    /// Computes the cylinder for a grab and a touch point in the spine frame.
    package init(pageSize: Size, grab: Point, touch: Point, parameters: Parameters = Parameters()) {
        let w = max(pageSize.width, 0)
        let h = max(pageSize.height, 0)
        self.pageSize = Size(width: w, height: h)
        // The touch point never goes beyond the free edge, above the top or below the bottom:
        // a page is not pulled off the table.
        let requested = Point(
            x: touch.x.isFinite ? min(touch.x, w) : w, y: Self.clamp(touch.y.isFinite ? touch.y : 0, 0, h))
        self.touch = requested
        let s = Self.heldPoint(grab: grab, touch: requested, size: self.pageSize, parameters: parameters)
        self.grab = s
        // Paper does not stretch: S can only land where the spine corners can still reach it.
        let t = Self.withinSpineReach(requested, held: s, height: h)
        self.landing = t

        let length = t.distance(to: s)
        let progress = w > 0 ? Self.clamp(length / (2 * w), 0, 1) : 0
        self.progress = progress
        let falloff = 1 - pow(progress, max(parameters.radiusFalloffExponent, 0.1))
        let r = max(parameters.maximumRadiusFraction * w * falloff, PageCurl.minimumRadius)
        self.radius = r

        guard length > 1e-9 else {
            axisPoint = s
            normal = Point(x: 1, y: 0)
            isConstrained = t != requested
            return
        }
        let n = (s - t) / length
        let p0: Point
        if length >= Double.pi * r {
            p0 = t + ((length - Double.pi * r) / 2) * n
        } else {
            p0 = s - Self.cylinderDepth(forDrag: length, radius: r) * n
        }
        let shifted = Self.shiftedOffSpine(axisPoint: p0, normal: n, height: h)
        axisPoint = shifted
        normal = n
        isConstrained = t != requested || shifted != p0
    }

    /// The point of the free edge that lands on `touch` for a grab at `grab`.
    ///
    /// A corner grab (y = 0 or y = H) holds the corner. A grab elsewhere on the edge lets the held
    /// point slide along the edge so the fold tilts only gradually: with a = W − T.x and
    /// b = grab.y − T.y, the fold's slope is tan θ = a·b/(a + λ)² (at most 1), and the held
    /// point is where the line from T with that slope meets the edge. Far drags (a ≫ λ) hold the
    /// grabbed point itself; near the edge the fold stays upright, so a finger sliding along the
    /// edge cannot swing the fold round and the sheet stays continuous in the touch point.
    package static func heldPoint(grab: Point, touch t: Point, size: Size, parameters: Parameters) -> Point {
        let w = size.width
        let h = size.height
        let y = clamp(grab.y.isFinite ? grab.y : 0, 0, h)
        if y <= 0 || y >= h { return Point(x: w, y: y) }
        let a = max(w - t.x, 0)
        let lambda = max(parameters.tiltDampingFraction * max(w, h), 1e-9)
        let slope = clamp(a * (y - t.y) / ((a + lambda) * (a + lambda)), -1, 1)
        // |a·slope| ≤ |y − t.y|, so the held point lies between t.y and y: on the edge.
        return Point(x: w, y: t.y + a * slope)
    }

    /// The d in [0, πR] with d − R·sin(d/R) = L: how far along the cylinder the grab point sits
    /// when the drag is shorter than half the cylinder's circumference.
    package static func cylinderDepth(forDrag drag: Double, radius r: Double) -> Double {
        let upper = Double.pi * r
        if drag >= upper { return upper }
        if drag <= 0 { return 0 }
        // f is increasing and convex on [0, πR]; the cubic start lies left of the root, so
        // Newton converges monotonically after its first step. Bisection bounds guard it.
        var lo = 0.0
        var hi = upper
        var d = min(cbrt(6 * drag * r * r), upper)
        for _ in 0..<40 {
            let f = d - r * sin(d / r) - drag
            if f > 0 { hi = d } else { lo = d }
            let slope = 1 - cos(d / r)
            var next = slope > 1e-12 ? d - f / slope : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - d) <= 1e-12 * max(r, 1) { return next }
            d = next
        }
        return d
    }

    static func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { min(max(v, lo), hi) }
}

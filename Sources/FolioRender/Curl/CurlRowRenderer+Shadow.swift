/// The drop shadow along a run where the flipped part's nearest point is on one edge of the
/// page: its distance t is then linear along the row, so the shadow 1 − α·(1 − t/w)² is a
/// quadratic evaluated by forward differences instead of per-pixel distances.
extension CurlRowRenderer {
    /// Where the drop shadow falls in [a, b) and how to step it, or `nil` when the flipped
    /// part's nearest point changes edges (corners) within the run.
    struct DropRun {
        /// Columns with a shadow; outside them the factor is exactly 1.
        var start: Int
        var end: Int
        /// α·(1 − t/w)² at `start`, and its first and second differences.
        var value: Double
        var delta: Double
        var second: Double
    }

    @inline(__always)
    func dropRun(_ a: Int, _ b: Int, _ r: Row) -> DropRun? {
        let c = setup
        // t = t0 + i·dt along the run (layer units).
        guard case .linear(let at0, let step) = pageDistance(u: r.fu, v: r.fv, over: a, b) else { return nil }
        let t0 = at0 + Double(a) * step
        let dt = step
        // g = 1 − t/w is linear; the shadow is where g > 0.
        let w = c.dropWidth
        let g0 = 1 - t0 / w
        let dg = -dt / w
        var start = a
        var end = b
        if abs(dg) < 1e-15 {
            if g0 <= 0 { return DropRun(start: a, end: a, value: 0, delta: 0, second: 0) }
        } else {
            let zero = -g0 / dg  // g(a + zero) = 0
            if dg > 0 {
                start = max(a, min(b, Int((Double(a) + zero).rounded(.down)) + 1))
            } else {
                end = max(a, min(b, Int((Double(a) + zero).rounded(.up))))
            }
        }
        let g = g0 + Double(start - a) * dg
        let alpha = c.dropStrength
        return DropRun(
            start: start, end: end, value: alpha * g * g, delta: alpha * (2 * g * dg + dg * dg),
            second: 2 * alpha * dg * dg)
    }

    /// How far an affine point (source units, as value at column 0 and step per column) lies
    /// from the page over the columns [a, b).
    enum PageDistance {
        /// On the page all along.
        case onPage
        /// Beyond one edge all along: `at0 + i·step` layer units at column i.
        case linear(at0: Double, step: Double)
        /// Beside a corner, or crossing the line of an edge.
        case varying
    }

    @inline(__always)
    func pageDistance(u: (Double, Double), v: (Double, Double), over a: Int, _ b: Int) -> PageDistance {
        let c = setup
        let x0 = Double(a)
        let x1 = Double(b - 1)
        let u0 = u.0 + x0 * u.1
        let u1 = u.0 + x1 * u.1
        let v0 = v.0 + x0 * v.1
        let v1 = v.0 + x1 * v.1
        // The point moves along a line and each region the edges' lines cut is convex: both
        // ends in one region put the whole run there.
        let withinU = u0 >= c.pu0 && u0 <= c.pu1 && u1 >= c.pu0 && u1 <= c.pu1
        let withinV = v0 >= c.pv0 && v0 <= c.pv1 && v1 >= c.pv0 && v1 <= c.pv1
        if withinU && withinV { return .onPage }
        if withinV {
            if u0 < c.pu0 && u1 < c.pu0 { return .linear(at0: (c.pu0 - u.0) * c.layerPerU, step: -u.1 * c.layerPerU) }
            if u0 > c.pu1 && u1 > c.pu1 { return .linear(at0: (u.0 - c.pu1) * c.layerPerU, step: u.1 * c.layerPerU) }
        } else if withinU {
            if v0 < c.pv0 && v1 < c.pv0 { return .linear(at0: (c.pv0 - v.0) * c.layerPerV, step: -v.1 * c.layerPerV) }
            if v0 > c.pv1 && v1 > c.pv1 { return .linear(at0: (v.0 - c.pv1) * c.layerPerV, step: v.1 * c.layerPerV) }
        }
        return .varying
    }

    /// Calls `body` for the pieces of [a, b) between the columns where the affine point (u, v)
    /// (source units, as value at column 0 and step per column) crosses the lines of the
    /// page's edges: within a piece it stays on the page, beyond one edge, or beside one corner,
    /// so pieces along an edge can step their distance (``pageDistance(u:v:over:_:)``) and only
    /// those beside a corner need one per pixel.
    @inline(__always)
    func forEachPiece(
        _ a: Int, _ b: Int, u: (Double, Double), v: (Double, Double), _ body: (Int, Int) -> Void
    ) {
        let c = setup
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 4) { buffer in
            guard let cuts = buffer.baseAddress else { return body(a, b) }
            var count = 0
            @inline(__always)
            func cut(_ f: (Double, Double), at value: Double) {
                guard abs(f.1) > 1e-12 else { return }
                let x = ((value - f.0) / f.1).ceilInt
                if x > a && x < b {
                    cuts[count] = x
                    count += 1
                }
            }
            cut(u, at: c.pu0)
            cut(u, at: c.pu1)
            cut(v, at: c.pv0)
            cut(v, at: c.pv1)
            Self.sortAscending(cuts, count: count)
            var start = a
            for k in 0...count {
                let end = k < count ? cuts[k] : b
                if end > start { body(start, end) }
                start = end
            }
        }
    }

    /// Draws opaque, pixel-aligned flat front under the flipped part's drop shadow.
    @inline(__always)
    func drawFlatShadowed(_ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, _ run: DropRun) {
        let c = setup
        let source = front.base + (r.j + c.alignedDV) * front.stride + c.alignedDU
        if run.start > a { (pixels + a).update(from: source + a, count: run.start - a) }
        if run.end < b { (pixels + run.end).update(from: source + run.end, count: b - run.end) }
        var steps = DropSteps(run)
        CurlPixelMath.shadeRun(from: source, into: pixels, run.start..<max(run.start, run.end)) { _ in steps.next() }
    }

    /// Darkens the background under the flipped part's drop shadow.
    @inline(__always)
    func darkenShadowed(_ pixels: UnsafeMutablePointer<UInt32>, _ run: DropRun) {
        var steps = DropSteps(run)
        CurlPixelMath.shadeRun(from: pixels, into: pixels, run.start..<max(run.start, run.end)) { _ in steps.next() }
    }
}

/// The drop shadow's factors (0…256) along a ``CurlRowRenderer/DropRun``, by forward
/// differences of its quadratic, in integers (units of 2⁻³² of a factor step): each pixel
/// then waits on one integer add, not on a chain of floating-point ones.
private struct DropSteps {
    var value: Int
    var delta: Int
    let second: Int

    private static let one = 1 << 32

    init(_ run: CurlRowRenderer.DropRun) {
        @inline(__always)
        func fixed(_ x: Double) -> Int { (x * 256 * Double(Self.one)).roundedInt }
        value = fixed(run.value)
        delta = fixed(run.delta)
        second = fixed(run.second)
    }

    @inline(__always)
    mutating func next() -> UInt32 {
        let f = (256 &* Self.one &- value &+ Self.one / 2) >> 32
        value &+= delta
        delta &+= second
        return UInt32(truncatingIfNeeded: min(max(f, 0), 256))
    }
}

/// The screen image of a rectangle under a ``Homography``, clipped against the eye plane: a
/// convex polygon of at most 8 vertices, rasterised by pixel centres.
///
/// A pixel belongs to the polygon when its centre does, with the usual top-left tie rule
/// (rows: top edge in, bottom edge out; columns: left in, right out). Rectangles, clips and
/// textured quads all use this rule, so their edges agree to the pixel and abutting quads
/// neither overlap nor leave gaps.
struct ConvexPolygon {
    private var xs = InlineArray<8, Double>(repeating: 0)
    private var ys = InlineArray<8, Double>(repeating: 0)
    private(set) var count = 0

    /// The pixel rows and columns the polygon may cover (unclipped).
    private(set) var pixelBounds = IntRect.empty

    /// The image of `rect` (given by its corners) under `h`; empty when it lies wholly
    /// behind the eye or is degenerate.
    init(rectMinX x0: Double, minY y0: Double, maxX x1: Double, maxY y1: Double, through h: Homography) {
        var hx = InlineArray<8, Double>(repeating: 0)
        var hy = InlineArray<8, Double>(repeating: 0)
        var hw = InlineArray<8, Double>(repeating: 0)
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] as InlineArray<4, (Double, Double)>
        for i in 0..<4 {
            let p = h.applyHomogeneous(corners[i].0, corners[i].1)
            hx[i] = p.x
            hy[i] = p.y
            hw[i] = p.w
        }
        // Sutherland–Hodgman against w ≥ minimumW: keeps the part in front of the eye.
        let minW = Homography.minimumW
        var n = 0
        for i in 0..<4 {
            let j = (i + 1) & 3
            let inI = hw[i] >= minW
            let inJ = hw[j] >= minW
            if inI {
                xs[n] = hx[i] / hw[i]
                ys[n] = hy[i] / hw[i]
                n += 1
            }
            if inI != inJ {
                let t = (minW - hw[i]) / (hw[j] - hw[i])
                let w = hw[i] + t * (hw[j] - hw[i])
                xs[n] = (hx[i] + t * (hx[j] - hx[i])) / w
                ys[n] = (hy[i] + t * (hy[j] - hy[i])) / w
                n += 1
            }
        }
        count = n
        guard n >= 3 else {
            count = 0
            return
        }
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for i in 0..<n {
            guard xs[i].isFinite, ys[i].isFinite else {
                count = 0
                return
            }
            minX = min(minX, xs[i])
            maxX = max(maxX, xs[i])
            minY = min(minY, ys[i])
            maxY = max(maxY, ys[i])
        }
        // Columns may reach one further than the centre rule says: spans decide exactly.
        pixelBounds = IntRect(covering: minX, minY, maxX, maxY)
        pixelBounds.x0 -= 1
        pixelBounds.x1 += 1
    }

    var isEmpty: Bool { count < 3 || pixelBounds.isEmpty }

    /// The half-open run of pixels covered on row `y`, or an empty run.
    @inline(__always)
    func span(row y: Int) -> (x0: Int, x1: Int) {
        let yc = Double(y) + 0.5
        var left = Double.infinity
        var right = -Double.infinity
        var i = 0
        while i < count {
            let j = i + 1 == count ? 0 : i + 1
            // Evaluate each edge from its upper end so that a shared edge gives the same
            // intersection for both polygons.
            var ax = xs[i]
            var ay = ys[i]
            var bx = xs[j]
            var by = ys[j]
            if ay > by {
                swap(&ax, &bx)
                swap(&ay, &by)
            }
            if ay <= yc && yc < by {
                let x = ax + (yc - ay) * (bx - ax) / (by - ay)
                left = min(left, x)
                right = max(right, x)
            }
            i += 1
        }
        guard left < right else { return (0, 0) }
        return (max((left - 0.5).ceilInt, -1_000_000_000), min((right - 0.5).ceilInt, 1_000_000_000))
    }
}

import FolioCore

extension Compositor {
    /// The number of horizontal bands each covered part of a curling page is cut into.
    static let curlOcclusionBands = 8

    /// Records where a curling page will cover the frame whatever lies beneath, so the page
    /// underneath is not drawn there: its flat part (d < 0, the front in place) and the
    /// cylinder band in front of the page when the front is opaque, and its flipped part (the
    /// turned-over sheet lying flat on top) when the back it shows is opaque too. At the start
    /// of a turn that is almost all of the page; in the middle, the flipped part is a third of
    /// it.
    ///
    /// Each part is an intersection of half-planes (the page, or the page seen through the
    /// fold's reflection, cut by the fold), recorded as a staircase of rectangles, one per band
    /// of rows, each kept a pixel and a half clear of the fold and of the page's anti-aliased
    /// edges.
    func addCurlOccluders(
        _ curl: PageCurl, bounds: Rect, toDevice m: Homography, clip: IntRect, paintIndex: Int, backIsOpaque: Bool
    ) {
        // Only where the rasteriser will surely draw (the conditions under which it draws at all).
        guard CurlRasterizer.isFinite(curl), curl.pageRect.width > 0, curl.pageRect.height > 0,
            bounds.width >= 1, bounds.height >= 1, m.isAxisAligned
        else { return }
        let page = curl.pageRect.intersection(bounds)
        let sx = abs(m.m11)
        let sy = abs(m.m22)
        guard !page.isNull, page.width > 0, page.height > 0, sx > 0, sy > 0, sx.isFinite, sy.isFinite else { return }
        let n = curl.normal
        let margin = 1.5 / min(sx, sy)
        // d(x, y) = (x − ax)·nx + (y − ay)·ny, the distance from the fold's axis.
        let d0 = -(curl.axisPoint.x * n.x + curl.axisPoint.y * n.y)
        let beforeFold = HalfPlane(a: -n.x, b: -n.y, c: -d0 - margin)  // d ≤ −margin
        // The page less its anti-aliased edges: half a device pixel of the rasteriser's
        // geometric-mean scale, which the margin exceeds along both axes whatever the scales.
        let flatPage = page.insetBy(dx: margin, dy: margin)
        guard !flatPage.isNull, flatPage.width > 0, flatPage.height > 0 else { return }
        var flat = HalfPlanes()
        flat.append(HalfPlane(a: 1, b: 0, c: -flatPage.minX))
        flat.append(HalfPlane(a: -1, b: 0, c: flatPage.maxX))
        flat.append(beforeFold)
        addStaircase(flat, rows: flatPage.minY, flatPage.maxY, toDevice: m, clip: clip, paintIndex: paintIndex)

        // The cylinder band, 0 < d < R less the margin (the silhouette is anti-aliased): its
        // front candidate lies t = R·asin(d/R) − d ≤ R(π/2 − 1) along n from the screen point,
        // and where that is wholly on the page the pixel is the opaque front, or the back over
        // it, whatever lies beneath. The page is convex, so it holds wherever both the screen
        // point and the point R(π/2 − 1) further along n lie on it: four half-planes (the
        // screen point's edge and the shifted point's edge across the columns) and a range
        // of rows. At the start of a turn most of the band qualifies, and the page underneath
        // is not copied there only to be overwritten.
        let r = curl.effectiveRadius
        let reach = r * (Double.pi / 2 - 1)
        let bandRows = (
            flatPage.minY + max(0, -reach * n.y), flatPage.maxY - max(0, reach * n.y)
        )
        if r > 2 * margin, bandRows.0 < bandRows.1 {
            var band = HalfPlanes()
            band.append(HalfPlane(a: n.x, b: n.y, c: d0 - margin))  // d ≥ margin
            band.append(HalfPlane(a: -n.x, b: -n.y, c: r - margin - d0))  // d ≤ R − margin
            // Columns: x and x + reach·nx both within the page.
            band.append(HalfPlane(a: 1, b: 0, c: -flatPage.minX + min(0, reach * n.x)))
            band.append(HalfPlane(a: -1, b: 0, c: flatPage.maxX - max(0, reach * n.x)))
            addStaircase(band, rows: bandRows.0, bandRows.1, toDevice: m, clip: clip, paintIndex: paintIndex)
        }

        guard backIsOpaque else { return }
        // The flipped part: points before the fold whose reflection across d = πR/2,
        // F(X) = X − (2d − πR)·n, lies on the page (less the margin). F is affine, so each of
        // the page's four edges is a half-plane in X.
        let shift = Double.pi * r - 2 * d0
        let fx = (a: 1 - 2 * n.x * n.x, b: -2 * n.x * n.y, c: shift * n.x)
        let fy = (a: -2 * n.x * n.y, b: 1 - 2 * n.y * n.y, c: shift * n.y)
        let inner = curl.pageRect.insetBy(dx: margin, dy: margin)
        guard !inner.isNull, inner.width > 0, inner.height > 0 else { return }
        var flipped = HalfPlanes()
        flipped.append(beforeFold)
        flipped.append(HalfPlane(a: fx.a, b: fx.b, c: fx.c - inner.minX))
        flipped.append(HalfPlane(a: -fx.a, b: -fx.b, c: inner.maxX - fx.c))
        flipped.append(HalfPlane(a: fy.a, b: fy.b, c: fy.c - inner.minY))
        flipped.append(HalfPlane(a: -fy.a, b: -fy.b, c: inner.maxY - fy.c))
        let sheet = curl.sheetBounds.intersection(bounds)
        guard !sheet.isNull else { return }
        addStaircase(flipped, rows: sheet.minY, sheet.maxY, toDevice: m, clip: clip, paintIndex: paintIndex)
    }

    /// Records, for each of ``curlOcclusionBands`` bands of layer rows between `y0` and `y1`,
    /// the rectangle of whole device pixels inside every half-plane on all of the band's rows.
    private func addStaircase(
        _ planes: HalfPlanes, rows y0: Double, _ y1: Double, toDevice m: Homography, clip: IntRect, paintIndex: Int
    ) {
        let bands = Self.curlOcclusionBands
        for k in 0..<bands {
            let top = y0 + (y1 - y0) * Double(k) / Double(bands)
            let bottom = y0 + (y1 - y0) * Double(k + 1) / Double(bands)
            // Each half-plane is linear in y, so holding on the band's top and bottom rows it
            // holds on every row between.
            guard let (x0, x1) = planes.columns(top: top, bottom: bottom), x0 < x1,
                let a = m.apply(x0, top), let b = m.apply(x1, bottom)
            else { continue }
            // Whole pixels strictly inside, a pixel in (clamped: the turned-over part of a huge
            // curl can lie far off any frame).
            let r = IntRect(
                x0: (min(a.x, b.x) + 1).ceilInt, y0: (min(a.y, b.y) + 1).ceilInt,
                x1: (max(a.x, b.x) - 1).floorInt, y1: (max(a.y, b.y) - 1).floorInt)
            occluders.add(r.intersection(clip), paintIndex: paintIndex)
        }
    }
}

/// The half-plane a·x + b·y + c ≥ 0, in layer coordinates.
private struct HalfPlane {
    var a: Double
    var b: Double
    var c: Double
}

/// Up to five half-planes, inline (the occlusion pass runs every frame and allocates nothing).
private struct HalfPlanes {
    private var planes = InlineArray<5, HalfPlane>(repeating: HalfPlane(a: 0, b: 0, c: 0))
    private var count = 0

    mutating func append(_ p: HalfPlane) {
        // Dropping a plane would make an occluder too large: never silently.
        precondition(count < 5, "HalfPlanes holds five half-planes")
        planes[count] = p
        count += 1
    }

    /// The columns x inside every half-plane on both rows (and so on every row between);
    /// `nil` when there are none or they are unbounded.
    func columns(top: Double, bottom: Double) -> (Double, Double)? {
        var lo = -Double.infinity
        var hi = Double.infinity
        for i in 0..<count {
            let p = planes[i]
            for row in 0..<2 {
                let v = p.b * (row == 0 ? top : bottom) + p.c
                if abs(p.a) < 1e-12 {
                    guard v >= 0 else { return nil }
                } else if p.a > 0 {
                    lo = max(lo, -v / p.a)
                } else {
                    hi = min(hi, v / -p.a)
                }
            }
        }
        guard lo.isFinite, hi.isFinite, lo < hi else { return nil }
        return (lo, hi)
    }
}

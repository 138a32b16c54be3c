import FolioCore

extension Compositor {
    /// The number of horizontal bands the flat part of a curling page is cut into.
    static let curlOcclusionBands = 8

    /// Records where a curling page with an opaque front will cover the frame whatever lies
    /// beneath: its flat part (d < 0), which shows the front in place. The region is a page cut
    /// by a slanted line, so it is recorded as a staircase of rectangles, one per band of
    /// rows, each kept a pixel and a half clear of the fold and a pixel clear of the page's
    /// anti-aliased edges. The page underneath is then not drawn where it would be covered —
    /// at the start of a turn, almost all of it.
    func addCurlOccluders(_ curl: PageCurl, bounds: Rect, toDevice m: Homography, clip: IntRect, paintIndex: Int) {
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
        // d(x, y) = (x − ax)·nx + (y − ay)·ny; the flat part keeps d ≤ −margin.
        func d(_ x: Double, _ y: Double) -> Double {
            (x - curl.axisPoint.x) * n.x + (y - curl.axisPoint.y) * n.y
        }
        let bands = Self.curlOcclusionBands
        for k in 0..<bands {
            let y0 = page.minY + page.height * Double(k) / Double(bands)
            let y1 = page.minY + page.height * Double(k + 1) / Double(bands)
            var x0 = page.minX
            var x1 = page.maxX
            if abs(n.x) < 1e-9 {
                guard max(d(x0, y0), d(x0, y1)) <= -margin else { continue }
            } else {
                // Where d = −margin on the band's top and bottom rows.
                let top = curl.axisPoint.x + (-margin - (y0 - curl.axisPoint.y) * n.y) / n.x
                let bottom = curl.axisPoint.x + (-margin - (y1 - curl.axisPoint.y) * n.y) / n.x
                if n.x > 0 { x1 = min(x1, top, bottom) } else { x0 = max(x0, top, bottom) }
            }
            guard x0 < x1, let a = m.apply(x0, y0), let b = m.apply(x1, y1) else { continue }
            // Whole pixels strictly inside, less the page's anti-aliased edge.
            let r = IntRect(
                x0: Int((min(a.x, b.x) + 1).rounded(.up)), y0: Int((min(a.y, b.y) + 1).rounded(.up)),
                x1: Int((max(a.x, b.x) - 1).rounded(.down)), y1: Int((max(a.y, b.y) - 1).rounded(.down)))
            occluders.add(r.intersection(clip), paintIndex: paintIndex)
        }
    }
}

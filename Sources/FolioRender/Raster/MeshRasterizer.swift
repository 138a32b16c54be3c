/// Rasterises textured triangles with exact integer edge functions and the top-left fill
/// rule: a pixel belongs to a triangle when its centre is strictly inside, or on a top or
/// left edge. Triangles that share an edge therefore cover each pixel along it exactly once
/// — no pinholes, no double blending. Texture coordinates are perspective-correct;
/// shade and alpha are interpolated linearly on the screen.
///
/// Every pixel's value depends only on its triangle and its row, so a triangle may be drawn
/// a band of rows at a time (`rows`), by either of two threads (``MeshBands``), and come out
/// the same.
enum MeshRasterizer {
    /// Every row: draws the whole triangle.
    static let allRows = Int.min..<Int.max

    /// The rows whose pixel centres a triangle can cover, within `clip`; empty when none.
    @inline(__always)
    static func rows(_ a: DeviceVertex, _ b: DeviceVertex, _ c: DeviceVertex, clip: IntRect) -> Range<Int> {
        let y0 = max(clip.y0, ceilDiv(min(a.y, b.y, c.y) - 128, 256))
        let y1 = min(clip.y1, floorDiv(max(a.y, b.y, c.y) - 128, 256) + 1)
        return y0..<max(y0, y1)
    }

    /// Draws the triangle's pixels on `rows` (all of them by default).
    static func drawTriangle(
        _ a: DeviceVertex, _ b0: DeviceVertex, _ c0: DeviceVertex, texture t: Texture, opaque: Bool,
        affine: Bool, alpha: UInt32, into target: RasterTarget, rows: Range<Int> = allRows
    ) {
        guard a.isVisible, b0.isVisible, c0.isVisible else { return }
        var b = b0
        var c = c0
        var area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        guard area != 0 else { return }
        if area < 0 {
            swap(&b, &c)
            area = -area
        }
        let clip = target.clip.rect
        let covered = Self.rows(a, b, c, clip: clip)
        let y0 = max(covered.lowerBound, rows.lowerBound)
        let y1 = min(covered.upperBound, rows.upperBound)
        guard y0 < y1 else { return }
        let edges = [Edge(a, b), Edge(b, c), Edge(c, a)] as InlineArray<3, Edge>
        let plane = AttributePlanes(a, b, c, area: Double(area) / 65536)
        // Uniform attributes are applied exactly, without ramps, so a flat mesh blends every
        // pixel identically.
        let uniformShade = a.shade == b.shade && b.shade == c.shade
        let hasShade = !(uniformShade && a.shade == 1)
        let uniformAlpha = a.alpha == b.alpha && b.alpha == c.alpha
        let hasAlpha = !uniformAlpha
        let alpha = uniformAlpha ? PixelMath.multiply(byte: alpha, UInt32((a.alpha * 255).rounded())) : alpha
        for y in y0..<y1 {
            var x0 = clip.x0
            var x1 = clip.x1
            let py = y * 256 + 128
            for e in 0..<3 { edges[e].restrict(row: py, &x0, &x1) }
            guard x0 < x1 else { continue }
            let px = Double(x0) + 0.5
            let pyd = Double(y) + 0.5
            var m = SpanModulation()
            m.alpha = alpha
            m.mask = target.clip.maskRow(y, from: x0)
            if hasShade {
                m.hasShade = true
                if uniformShade {
                    m.shade = Int((a.shade * 256).rounded()) << 16
                } else {
                    m.shade = (plane.shade.at(px, pyd) * 256 * 65536).roundedInt + 0x8000
                    m.shadeStep = (plane.shade.dx * 256 * 65536).roundedInt
                }
            }
            if hasAlpha {
                m.hasAlphaRamp = true
                m.alphaRamp = (plane.alpha.at(px, pyd) * 255 * 65536).roundedInt + 0x8000
                m.alphaStep = (plane.alpha.dx * 255 * 65536).roundedInt
            }
            let dst = target.surface.row(y) + x0
            if affine {
                // Snap within the noise of vertex snapping (1/256 px) to whole texels, and
                // steps to exactly one texel, so flat, unscaled parts of a mesh are row copies.
                let u = Self.snapped((plane.u.at(px, pyd) * 65536).roundedInt, unit: 1 << 16, tolerance: 256)
                let v = Self.snapped((plane.v.at(px, pyd) * 65536).roundedInt, unit: 1 << 16, tolerance: 256)
                let du = Self.snapped((plane.u.dx * 65536).roundedInt, unit: 1 << 16, tolerance: 16)
                let dv = Self.snapped((plane.v.dx * 65536).roundedInt, unit: 1 << 16, tolerance: 16)
                TextureSpans.drawAffineRun(
                    t, u: u, v: v, du: du, dv: dv, count: x1 - x0, into: dst, modulation: m, opaque: opaque)
            } else {
                TextureSpans.drawPerspectiveRun(
                    t, uw: plane.u.at(px, pyd), vw: plane.v.at(px, pyd), w: plane.w.at(px, pyd),
                    duw: plane.u.dx, dvw: plane.v.dx, dw: plane.w.dx, count: x1 - x0, into: dst, modulation: m,
                    opaque: opaque)
            }
        }
    }

    /// One edge as an integer edge function; its interior side is where it increases.
    private struct Edge {
        let ax: Int
        let ay: Int
        let dx: Int
        let dy: Int
        /// 1 for top and left edges (a centre exactly on them is inside), 0 otherwise.
        let bias: Int

        init(_ a: DeviceVertex, _ b: DeviceVertex) {
            ax = a.x
            ay = a.y
            dx = b.x - a.x
            dy = b.y - a.y
            bias = (dy < 0 || (dy == 0 && dx > 0)) ? 1 : 0
        }

        /// Narrows `[x0, x1)` to the pixels of row centre `py` (1/256 px) on the inside:
        /// E(x) = dx·(py − ay) − dy·(x·256 + 128 − ax), inside when E + bias > 0.
        @inline(__always)
        func restrict(row py: Int, _ x0: inout Int, _ x1: inout Int) {
            let c = dx * (py - ay) - dy * (128 - ax) + bias
            if dy < 0 {
                let k = -dy * 256
                x0 = max(x0, floorDiv(-c, k) + 1)
            } else if dy > 0 {
                let k = dy * 256
                x1 = min(x1, ceilDiv(c, k))
            } else if c <= 0 {
                x1 = x0
            }
        }
    }

    /// `value` moved to the nearest multiple of `unit` when it is within `tolerance` of one.
    @inline(__always)
    static func snapped(_ value: Int, unit: Int, tolerance: Int) -> Int {
        let nearest = floorDiv(value + unit / 2, unit) * unit
        return abs(value - nearest) <= tolerance ? nearest : value
    }

    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int { TextureSpans.floorDiv(a, b) }

    @inline(__always)
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { TextureSpans.ceilDiv(a, b) }
}

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

    /// The bound, exclusive, on a drawable vertex's device coordinates, in 1/256 pixel (2²⁹:
    /// ±2²¹ pixels on each axis): within it, every edge function and area below fits in an
    /// `Int` exactly.
    static let coordinateLimit = 1 << 29

    /// Draws the triangle's pixels on `rows` (all of them by default).
    ///
    /// Everything that does not change along the triangle is set up once: each edge's bound
    /// steps from row to row without a division (``EdgeStepper``), and the texture steps and
    /// the shade and alpha ramps are worked out before the rows.
    static func drawTriangle(
        _ a: DeviceVertex, _ b0: DeviceVertex, _ c0: DeviceVertex, texture t: Texture, opaque: Bool,
        affine: Bool, alpha: UInt32, into target: RasterTarget, rows: Range<Int> = allRows
    ) {
        guard a.isDrawable, b0.isDrawable, c0.isDrawable else { return }
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
        var e0 = EdgeStepper(a, b, firstRow: y0)
        var e1 = EdgeStepper(b, c, firstRow: y0)
        var e2 = EdgeStepper(c, a, firstRow: y0)
        let plane = AttributePlanes(a, b, c, area: Double(area) / 65536)
        var m = SpanModulation()
        // Uniform attributes are applied exactly, without ramps, so a flat mesh blends every
        // pixel identically.
        let uniformShade = a.shade == b.shade && b.shade == c.shade
        let uniformAlpha = a.alpha == b.alpha && b.alpha == c.alpha
        m.alpha = uniformAlpha ? PixelMath.multiply(byte: alpha, UInt32((a.alpha * 255).rounded())) : alpha
        m.hasShade = !(uniformShade && a.shade == 1)
        m.hasAlphaRamp = !uniformAlpha
        if m.hasShade {
            m.shade = uniformShade ? Int((a.shade * 256).rounded()) << 16 : 0
            m.shadeStep = uniformShade ? 0 : (plane.shade.dx * 256 * 65536).roundedInt
        }
        if m.hasAlphaRamp { m.alphaStep = (plane.alpha.dx * 255 * 65536).roundedInt }
        // Snapped within the noise of vertex snapping (1/256 px) to exactly one texel, so flat,
        // unscaled parts of a mesh are row copies.
        let du = affine ? Self.snapped((plane.u.dx * 65536).roundedInt, unit: 1 << 16, tolerance: 16) : 0
        let dv = affine ? Self.snapped((plane.v.dx * 65536).roundedInt, unit: 1 << 16, tolerance: 16) : 0
        for y in y0..<y1 {
            var x0 = clip.x0
            var x1 = clip.x1
            e0.restrict(&x0, &x1)
            e1.restrict(&x0, &x1)
            e2.restrict(&x0, &x1)
            e0.step()
            e1.step()
            e2.step()
            guard x0 < x1 else { continue }
            let px = Double(x0) + 0.5
            let pyd = Double(y) + 0.5
            m.mask = target.clip.maskRow(y, from: x0)
            if m.hasShade && !uniformShade {
                m.shade = (plane.shade.at(px, pyd) * 256 * 65536).roundedInt + 0x8000
            }
            if m.hasAlphaRamp { m.alphaRamp = (plane.alpha.at(px, pyd) * 255 * 65536).roundedInt + 0x8000 }
            let dst = target.surface.row(y) + x0
            if affine {
                let u = Self.snapped((plane.u.at(px, pyd) * 65536).roundedInt, unit: 1 << 16, tolerance: 256)
                let v = Self.snapped((plane.v.at(px, pyd) * 65536).roundedInt, unit: 1 << 16, tolerance: 256)
                TextureSpans.drawAffineRun(
                    t, u: u, v: v, du: du, dv: dv, count: x1 - x0, into: dst, modulation: m, opaque: opaque)
            } else {
                TextureSpans.drawPerspectiveRun(
                    t, uw: plane.u.at(px, pyd), vw: plane.v.at(px, pyd), w: plane.w.at(px, pyd),
                    duw: plane.u.dx, dvw: plane.v.dx, dw: plane.w.dx, below: (plane.u.dy, plane.v.dy, plane.w.dy),
                    count: x1 - x0, into: dst, modulation: m, opaque: opaque)
            }
        }
    }

    /// One edge's bound on each row, as an integer edge function stepped from row to row.
    ///
    /// The edge function at pixel x of a row (1/256 px, centres at +128) is
    /// E(x) = dx·(py − ay) − dy·(x·256 + 128 − ax); the interior side is where it increases,
    /// and a pixel is inside when E + bias > 0. Its bound on a row is floor(−c / k) with
    /// c = E(0) + bias and k = |dy|·256; c changes by dx·256 a row, so the quotient and
    /// remainder step without dividing.
    private struct EdgeStepper {
        /// −1: the edge bounds x from the left (dy < 0); 1: from the right (dy > 0); 0: level.
        let side: Int
        /// The level edge's c; unused otherwise.
        var c: Int
        let cStep: Int
        /// floor(−c / k) and its remainder, 0 ≤ r < k, and their steps.
        var q: Int
        var r: Int
        let k: Int
        let qStep: Int
        let rStep: Int

        /// Both ends' coordinates are within ±``coordinateLimit`` and `row` a clip row, so
        /// every product here fits in 62 bits.
        init(_ a: DeviceVertex, _ b: DeviceVertex, firstRow row: Int) {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let bias = (dy < 0 || (dy == 0 && dx > 0)) ? 1 : 0
            c = dx * (row * 256 + 128 - a.y) - dy * (128 - a.x) + bias
            cStep = dx * 256
            side = dy < 0 ? -1 : (dy > 0 ? 1 : 0)
            k = max(abs(dy) * 256, 1)
            q = MeshRasterizer.floorDiv(-c, k)
            r = -c - q * k
            qStep = MeshRasterizer.floorDiv(-cStep, k)
            rStep = -cStep - qStep * k
        }

        /// Narrows `[x0, x1)` to the pixels of the current row on the inside.
        @inline(__always)
        func restrict(_ x0: inout Int, _ x1: inout Int) {
            if side < 0 {
                x0 = max(x0, q + 1)
            } else if side > 0 {
                x1 = min(x1, -q)
            } else if c <= 0 {
                x1 = x0
            }
        }

        /// Moves to the next row.
        @inline(__always)
        mutating func step() {
            c &+= cStep
            q &+= qStep
            r &+= rStep
            if r >= k {
                r &-= k
                q &+= 1
            }
        }
    }

    /// `value` moved to the nearest multiple of `unit` when it is within `tolerance` of one.
    /// `unit` is a power of two, so the nearest multiple is a mask, not a division.
    @inline(__always)
    static func snapped(_ value: Int, unit: Int, tolerance: Int) -> Int {
        let nearest = (value &+ unit / 2) & ~(unit - 1)
        return abs(value &- nearest) <= tolerance ? nearest : value
    }

    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int { TextureSpans.floorDiv(a, b) }

    @inline(__always)
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { TextureSpans.ceilDiv(a, b) }
}

internal import CFolioKernels

/// Draws the rows of one curl frame: splits each row into spans by where the sheet, its
/// flipped part, its shadows and the clip begin and end, then fills each span with the
/// cheapest kernel that is exact there (see `CurlRowRenderer+Spans.swift`), falling back to the
/// per-pixel evaluation (`CurlRowRenderer+Pixel.swift`) in the cylinder band and along edges.
struct CurlRowRenderer {
    let setup: CurlSetup
    let table: CurlTablePointers
    let front: Texture
    let back: Texture?
    let target: PixelSurface
    /// Device pixels to visit, already inside the target.
    let clip: IntRect
    /// The C band loop's constants (see `bandKernel(setup:table:front:back:)`), or `nil`:
    /// Swift's quad loop draws the band.
    let bandKernel: UnsafePointer<FolioBandKernel>?
    /// The spine shadow by column when the spine is upright (the spans shade from it), or
    /// `nil`: each pixel works its factor out.
    let spine: CurlSpineColumns?
    /// `.reference` (for tests) sends every pixel through the per-pixel evaluation.
    let evaluation: CurlRasterizer.Evaluation

    /// The most span boundaries one row can have.
    static let maximumCuts = 32

    /// Draws the rows from `y0` up to `y1` (clamped to the clip).
    func drawRows(_ y0: Int, _ y1: Int) {
        let a = max(y0, clip.y0)
        let b = min(y1, clip.y1)
        guard a < b else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.maximumCuts) { cuts in
            guard let buffer = cuts.baseAddress else { return }
            for j in a..<b { drawRow(j, cuts: buffer) }
        }
    }

    /// The affine functions of one row, as (value at column 0, step per column).
    struct Row {
        var j: Int
        var s: (Double, Double)
        var u: (Double, Double)
        var v: (Double, Double)
        var fu: (Double, Double)
        var fv: (Double, Double)
        var x: (Double, Double)
        var y: (Double, Double)
        var spine: (Double, Double)
    }

    func row(_ j: Int) -> Row {
        let c = setup
        let y = Double(j)
        return Row(
            j: j, s: (c.s00 + y * c.sdy, c.sdx), u: (c.u00 + y * c.udy, c.udx), v: (c.v00 + y * c.vdy, c.vdx),
            fu: (c.fu00 + y * c.fudy, c.fudx), fv: (c.fv00 + y * c.fvdy, c.fvdx), x: (c.x00 + y * c.xdy, c.xdx),
            y: (c.y00 + y * c.ydy, c.ydx), spine: (c.spine00 + y * c.spinedy, c.spinedx))
    }

    /// Where each condition holds along one row.
    struct Zones {
        var flip: CurlInterval
        var out: CurlInterval
        var skip: CurlInterval
        var flippedInside: CurlInterval
        var flippedNear: CurlInterval
        var flippedShadow: CurlInterval
        var flatInside: CurlInterval
        var flatNear: CurlInterval
        var shadow: CurlInterval
        var spine: CurlInterval
    }

    func zones(_ r: Row) -> Zones {
        let c = setup
        let (lo, hi) = (clip.x0, clip.x1)
        let huge = 1e300
        let inside = (
            u0: max(c.pu0 + c.marginU, 0.55), u1: min(c.pu1 - c.marginU, c.safeU1),
            v0: max(c.pv0 + c.marginV, 0.55), v1: min(c.pv1 - c.marginV, c.safeV1)
        )
        // Copied flat parts read exactly one texel per pixel, so they may run right up to the
        // page's edge pixels (whose coverage is whole): only bilinear samples need the margin.
        let edge = 1e-6
        let flatInside =
            c.isPixelAligned
            ? (
                u0: max(c.pu0 + c.marginU, 0.5) - edge, u1: min(c.pu1 - c.marginU, c.safeU1) + edge,
                v0: max(c.pv0 + c.marginV, 0.5) - edge, v1: min(c.pv1 - c.marginV, c.safeV1) + edge
            ) : inside
        let near = (u0: c.pu0 - c.marginU, u1: c.pu1 + c.marginU, v0: c.pv0 - c.marginV, v1: c.pv1 + c.marginV)
        let wu = c.dropWidth * c.ksx
        let wv = c.dropWidth * c.ksy
        let shadowReach = (u0: c.pu0 - wu, u1: c.pu1 + wu, v0: c.pv0 - wv, v1: c.pv1 + wv)
        var flippedInside = CurlInterval.solving(u: r.fu, v: r.fv, rect: inside, columns: lo, hi, inner: true)
        if c.isDoubleSided, let back {
            // The mirrored back coordinates must keep their bilinear block inside the back too.
            let bu = (c.bu0 + c.buu * r.fu.0, c.buu * r.fu.1)
            let bv = (c.bv0 + c.bvv * r.fv.0, c.bvv * r.fv.1)
            let safe = (u0: 0.55, u1: Double(back.width) - 0.55, v0: 0.55, v1: Double(back.height) - 0.55)
            flippedInside = flippedInside.intersection(
                CurlInterval.solving(u: bu, v: bv, rect: safe, columns: lo, hi, inner: true))
        }
        let sb = c.shadowBounds
        let shadow =
            sb.isNull
            ? CurlInterval.empty
            : CurlInterval.solving(
                u: r.x, v: r.y, rect: (sb.minX, sb.maxX, sb.minY, sb.maxY), columns: lo, hi, inner: true)
        let spine =
            c.hasSpine
            ? CurlInterval.solving(
                r.spine.0, r.spine.1, within: -c.spineWidth, c.spineWidth, columns: lo, hi, inner: false
            ).intersection(shadow) : .empty
        return Zones(
            flip: CurlInterval.solving(r.s.0, r.s.1, within: -huge, 0, columns: lo, hi, inner: true),
            out: CurlInterval.solving(r.s.0, r.s.1, within: c.radius + c.halfPixel, huge, columns: lo, hi, inner: true),
            skip: CurlInterval.solving(r.s.0, r.s.1, within: 2 * c.radius, huge, columns: lo, hi, inner: true),
            flippedInside: flippedInside,
            flippedNear: CurlInterval.solving(u: r.fu, v: r.fv, rect: near, columns: lo, hi, inner: false),
            flippedShadow: CurlInterval.solving(u: r.fu, v: r.fv, rect: shadowReach, columns: lo, hi, inner: false),
            flatInside: CurlInterval.solving(u: r.u, v: r.v, rect: flatInside, columns: lo, hi, inner: true),
            flatNear: CurlInterval.solving(u: r.u, v: r.v, rect: near, columns: lo, hi, inner: false),
            shadow: shadow, spine: spine)
    }

    func drawRow(_ j: Int, cuts: UnsafeMutablePointer<Int>) {
        let r = row(j)
        let z = zones(r)
        let pixels = target.row(j)
        if evaluation == .reference {
            for i in clip.x0..<clip.x1 {
                pixels[i] = pixel(i, r, pixels[i], inShadow: z.shadow.contains(i), nearSpine: z.spine.contains(i))
            }
            return
        }
        // Sorted boundaries; every zone is constant between two neighbours. An empty zone has
        // none (most rows cross only a few), and fewer cuts keep the sort's mispredicted
        // branches, once most of this function's time, few.
        var count = 0
        func add(_ x: CurlInterval) {
            guard x.start < x.end else { return }
            cuts[count] = min(max(x.start, clip.x0), clip.x1)
            cuts[count + 1] = min(max(x.end, clip.x0), clip.x1)
            count += 2
        }
        add(CurlInterval(start: clip.x0, end: clip.x1))
        add(z.flip)
        add(z.out)
        add(z.skip)
        add(z.flippedInside)
        add(z.flippedNear)
        add(z.flippedShadow)
        add(z.flatInside)
        add(z.flatNear)
        add(z.shadow)
        add(z.spine)
        guard count >= 2 else { return }
        Self.sortAscending(cuts, count: count)
        for k in 0..<(count - 1) {
            let a = cuts[k]
            let b = cuts[k + 1]
            guard a < b else { continue }
            drawSegment(a, b, r, z, pixels)
        }
    }

    /// Fills [a, b) of one row, where every zone is constant.
    @inline(__always)
    func drawSegment(_ a: Int, _ b: Int, _ r: Row, _ z: Zones, _ pixels: UnsafeMutablePointer<UInt32>) {
        let inShadow = z.shadow.contains(a)
        let nearSpine = z.spine.contains(a)
        if setup.alpha >= 256 {
            if z.out.contains(a) {
                let contact = !z.skip.contains(a) && inShadow
                if contact || nearSpine { darkenBeyond(a, b, r, pixels, contact: contact, nearSpine: nearSpine) }
                return
            }
            if z.flip.contains(a) {
                if z.flippedInside.contains(a) {
                    drawFlipped(a, b, r, pixels, inShadow: inShadow, nearSpine: nearSpine)
                    return
                }
                if !z.flippedNear.contains(a) {
                    let shadowed = z.flippedShadow.contains(a)
                    if z.flatInside.contains(a) {
                        if shadowed && !nearSpine && setup.isPixelAligned && setup.isOpaque {
                            forEachPiece(a, b, u: r.fu, v: r.fv) { p, q in
                                if let run = dropRun(p, q, r) {
                                    drawFlatShadowed(p, q, r, pixels, run)
                                } else {
                                    drawFlat(p, q, r, pixels, shadowed: true, inShadow: inShadow, nearSpine: false)
                                }
                            }
                            return
                        }
                        drawFlat(a, b, r, pixels, shadowed: shadowed, inShadow: inShadow, nearSpine: nearSpine)
                        return
                    }
                    if !z.flatNear.contains(a) {
                        let dropped = shadowed && inShadow
                        if dropped && !nearSpine {
                            forEachPiece(a, b, u: r.fu, v: r.fv) { p, q in
                                if let run = dropRun(p, q, r) {
                                    darkenShadowed(pixels, run)
                                } else {
                                    darkenBeside(p, q, r, pixels, dropped: true, nearSpine: false)
                                }
                            }
                            return
                        }
                        if dropped || nearSpine {
                            darkenBeside(a, b, r, pixels, dropped: dropped, nearSpine: nearSpine)
                        }
                        return
                    }
                }
            }
            // The table's 32-bit offsets hold any radius below ~10 000 source pixels; past
            // that the band goes pixel by pixel.
            if !z.flip.contains(a) && table.offsetLimit <= Int(Int32.max) {
                drawBand(a, b, r, pixels, inShadow: inShadow, nearSpine: nearSpine)
                return
            }
        }
        prefetchBelow(a, r)
        for i in a..<b { pixels[i] = pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine) }
    }

    /// Sorts a few span boundaries in place (insertion sort: there are at most a couple of
    /// dozen, mostly in order already).
    @inline(__always)
    static func sortAscending(_ values: UnsafeMutablePointer<Int>, count: Int) {
        guard count > 1 else { return }
        for k in 1..<count {
            let v = values[k]
            var m = k
            while m > 0 && values[m - 1] > v {
                values[m] = values[m - 1]
                m -= 1
            }
            values[m] = v
        }
    }

    /// Asks for what the per-pixel path will read at column `i` one row down: the frame, and
    /// the front where the page lies flat and where it is turned over (a single-sided back is
    /// the front). Segments take that path one to three pixels at a time along the page's
    /// edges, each reading lines no stream has brought in, so each would wait on memory; the
    /// row below has its edge pixels a column or so away.
    @inline(__always)
    func prefetchBelow(_ i: Int, _ r: Row) {
        let j = r.j + 1
        guard j < clip.y1 else { return }
        let c = setup
        let x = Double(i)
        let y = Double(j)
        folio_prefetch(UnsafeRawPointer(target.row(j) + i))
        // Both texel rows of the bilinear sample (it reads the lower one even at a fraction of
        // zero, and that row is the one no earlier read has touched).
        @inline(__always)
        func texel(_ u: Double, _ v: Double) {
            guard u >= 0, v >= 0, u < Double(front.width), v < Double(front.height) else { return }
            let p = UnsafeRawPointer(front.base + Int(v) * front.stride + Int(u))
            folio_prefetch(p)
            folio_prefetch(p + front.stride * 4)
        }
        texel(c.u00 + x * c.udx + y * c.udy, c.v00 + x * c.vdx + y * c.vdy)
        texel(c.fu00 + x * c.fudx + y * c.fudy, c.fv00 + x * c.fvdx + y * c.fvdy)
    }
}

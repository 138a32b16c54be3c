/// Draws one row's run of a texture mapped through an inverse homography (device pixel →
/// texture coordinates), choosing per sub-run between the unclamped fast sampler and the
/// clamped one: the texels a run reads are linear in x (affine) or projectively monotonic,
/// so the run splits into at most three parts, computed exactly rather than tested per pixel.
enum TextureSpans {
    /// Affine mapping: `inverse` is affine.
    @inline(__always)
    static func drawAffine(
        _ t: Texture, inverse inv: Homography, row y: Int, x0: Int, x1: Int,
        into dst: UnsafeMutablePointer<UInt32>, modulation m: SpanModulation, opaque: Bool
    ) {
        let n = x1 - x0
        guard n > 0 else { return }
        let cx = Double(x0) + 0.5
        let cy = Double(y) + 0.5
        let u0 = (cx * inv.m11 + cy * inv.m21 + inv.m31 - 0.5) * 65536
        let v0 = (cx * inv.m12 + cy * inv.m22 + inv.m32 - 0.5) * 65536
        guard abs(u0) < 1e15, abs(v0) < 1e15 else { return }
        let u = u0.floorInt
        let v = v0.floorInt
        let du = (inv.m11 * 65536).roundedInt
        let dv = (inv.m12 * 65536).roundedInt
        let below = ((inv.m21 * 65536).roundedInt, (inv.m22 * 65536).roundedInt)
        drawAffineRun(
            t, u: u, v: v, du: du, dv: dv, below: below, count: n, into: dst, modulation: m, opaque: opaque)
    }

    /// An affine run given in 16.16 texel-centre coordinates and steps. `opaque` promises
    /// every texel is opaque; `below` is the change of (u, v) to the pixel below, for
    /// prefetching what the next row will read.
    @inline(__always)
    static func drawAffineRun(
        _ t: Texture, u: Int, v: Int, du: Int, dv: Int, below: (u: Int, v: Int) = (0, 1 << 16), count n: Int,
        into dst: UnsafeMutablePointer<UInt32>, modulation m: SpanModulation, opaque: Bool
    ) {
        guard n > 0 else { return }
        // Texel-aligned and unscaled (the flat parts of a mesh): a plain row copy.
        if du == 1 << 16 && dv == 0 && u & 0xFFFF == 0 && v & 0xFFFF == 0 {
            let x = u >> 16
            let y = v >> 16
            if y >= 0 && y < t.height && x >= 0 && x + n <= t.width {
                SpanWriter.copy(from: t.row(y) + x, into: dst, count: n, opaque: opaque, modulation: m)
                return
            }
        }
        var fast = (0, 0)
        if t.width >= 2 && t.height >= 2 {
            let hiU = ((t.width - 1) << 16) - 1
            let hiV = ((t.height - 1) << 16) - 1
            // Coordinates are linear along the run, so when both ends are inside, all are:
            // the common case (a short run well inside its texture) needs no division.
            if Self.isInside(u, du, n, hi: hiU) && Self.isInside(v, dv, n, hi: hiV) {
                fast = (0, n)
            } else {
                let ru = linearRange(start: u, step: du, lo: 0, hi: hiU, count: n)
                let rv = linearRange(start: v, step: dv, lo: 0, hi: hiV, count: n)
                fast = (max(ru.0, rv.0), min(ru.1, rv.1))
                if fast.0 >= fast.1 { fast = (0, 0) }
            }
        }
        if fast.1 <= fast.0 {
            var s = ClampedBilinearSampler(texture: t, u: u, v: v, du: du, dv: dv)
            SpanWriter.composite(&s, into: dst, count: n, modulation: m)
            return
        }
        if fast.0 > 0 {
            var s = ClampedBilinearSampler(texture: t, u: u, v: v, du: du, dv: dv)
            SpanWriter.composite(&s, into: dst, count: fast.0, modulation: m)
        }
        var inner = AffineQuadSampler(
            texture: t, u: u &+ fast.0 &* du, v: v &+ fast.0 &* dv, du: du, dv: dv, below: below)
        SpanWriter.composite(
            &inner, into: dst + fast.0, count: fast.1 - fast.0, modulation: m.advanced(by: fast.0), opaque: opaque)
        if fast.1 < n {
            var s = ClampedBilinearSampler(texture: t, u: u &+ fast.1 &* du, v: v &+ fast.1 &* dv, du: du, dv: dv)
            SpanWriter.composite(&s, into: dst + fast.1, count: n - fast.1, modulation: m.advanced(by: fast.1))
        }
    }

    /// Perspective mapping: `inverse` has a projective part; w stays positive over the run.
    /// `columns`, filled for `inverse` over the run's columns, gives the interior its
    /// coordinates (a page turned about a vertical axis), and then `visible`, in device
    /// columns, says which of the interior's pixels later opaque layers leave showing.
    @inline(__always)
    static func drawPerspective(
        _ t: Texture, inverse inv: Homography, row y: Int, x0: Int, x1: Int,
        into dst: UnsafeMutablePointer<UInt32>, modulation m: SpanModulation, opaque: Bool,
        columns: PerspectiveColumns? = nil, visible: VisibleRuns? = nil
    ) {
        let n = x1 - x0
        guard n > 0 else { return }
        let cx = Double(x0) + 0.5
        let cy = Double(y) + 0.5
        let w0 = cx * inv.m13 + cy * inv.m23 + inv.m33
        let uw0 = cx * inv.m11 + cy * inv.m21 + inv.m31 - 0.5 * w0
        let vw0 = cx * inv.m12 + cy * inv.m22 + inv.m32 - 0.5 * w0
        let dw = inv.m13
        let duw = inv.m11 - 0.5 * dw
        let dvw = inv.m12 - 0.5 * dw
        let below = (uw: inv.m21 - 0.5 * inv.m23, vw: inv.m22 - 0.5 * inv.m23, w: inv.m23)
        drawPerspectiveRun(
            t, uw: uw0, vw: vw0, w: w0, duw: duw, dvw: dvw, dw: dw, below: below, count: n, into: dst, modulation: m,
            opaque: opaque, columns: columns?.sampler(t, inv, row: y, from: x0), visible: visible.map { ($0, x0) })
    }

    /// A perspective run: texel-centre coordinates times w, and w, at the first pixel, their
    /// steps along the run and, when known, `below`, their change to the pixel below (for
    /// prefetching what the next rows will read); w must stay positive. `eightPixels` lets
    /// the C loop draw the interior (tests turn it off to draw the same run with Swift's loop
    /// alone). `columns`, at the run's first pixel, samples the interior instead of the
    /// running sums (``PerspectiveColumns``); then `visible`, with the device column of the
    /// run's first pixel, says which of the interior's pixels to draw (the edges, a few
    /// pixels where the page meets its texture's border, are drawn whole).
    @inline(__always)
    static func drawPerspectiveRun(
        _ t: Texture, uw uw0: Double, vw vw0: Double, w w0: Double, duw: Double, dvw: Double, dw: Double,
        below: (uw: Double, vw: Double, w: Double)? = nil, count n: Int, into dst: UnsafeMutablePointer<UInt32>,
        modulation m: SpanModulation, opaque: Bool,
        eightPixels: Bool = true, columns: ColumnPerspectiveSampler? = nil,
        visible: (runs: VisibleRuns, origin: Int)? = nil
    ) {
        guard n > 0 else { return }
        var fast = (0, 0)
        if t.width >= 2 && t.height >= 2 {
            // 0 ≤ u ≤ width − 1 − ε  ⇔  uw ≥ ε·w and uw − (width − 1 − ε)·w ≤ 0, as w > 0.
            let eps = 1.0 / 1024
            let hu = Double(t.width - 1) - eps
            let hv = Double(t.height - 1) - eps
            var lo = 0.0
            var hi = Double(n)
            restrict(&lo, &hi, a: uw0 - eps * w0, b: duw - eps * dw)
            restrict(&lo, &hi, a: hu * w0 - uw0, b: hu * dw - duw)
            restrict(&lo, &hi, a: vw0 - eps * w0, b: dvw - eps * dw)
            restrict(&lo, &hi, a: hv * w0 - vw0, b: hv * dw - dvw)
            let i0 = min(max(lo, 0), Double(n)).ceilInt
            let i1 = min(max(hi, 0), Double(n)).floorInt
            if i0 < i1 { fast = (i0, min(i1, n)) }
        }
        func sampler(from i: Int) -> PerspectiveBilinearSampler {
            let d = Double(i)
            return PerspectiveBilinearSampler(
                texture: t, uw: uw0 + d * duw, vw: vw0 + d * dvw, w: w0 + d * dw, duw: duw, dvw: dvw, dw: dw)
        }
        if fast.1 <= fast.0 {
            var s = sampler(from: 0)
            SpanWriter.composite(&s, into: dst, count: n, modulation: m)
            return
        }
        if fast.0 > 0 {
            var s = sampler(from: 0)
            SpanWriter.composite(&s, into: dst, count: fast.0, modulation: m)
        }
        let d = Double(fast.0)
        var inner = PerspectiveInteriorSampler(
            texture: t, uw: uw0 + d * duw, vw: vw0 + d * dvw, w: w0 + d * dw, duw: duw, dvw: dvw, dw: dw)
        let interior = m.advanced(by: fast.0).droppingWholeMask(count: fast.1 - fast.0)
        let prefetch = eightPixels && interior.isPlain ? inner.prefetchOffset(below) : 0
        if let columnar = columns?.advanced(by: fast.0) {
            // The interior's pixels `i ..< j` (from its first), whole or between occluders.
            func drawPiece(_ i: Int, _ j: Int) {
                var piece = columnar.advanced(by: i)
                drawInterior(
                    &piece, into: dst + fast.0 + i, count: j - i, modulation: interior.advanced(by: i),
                    opaque: opaque, eightPixels: eightPixels, prefetchOffset: prefetch)
            }
            if let visible {
                let start = visible.origin + fast.0
                visible.runs.forEach(in: start..<(visible.origin + fast.1)) { drawPiece($0 - start, $1 - start) }
            } else {
                drawPiece(0, fast.1 - fast.0)
            }
        } else {
            drawInterior(
                &inner, into: dst + fast.0, count: fast.1 - fast.0, modulation: interior, opaque: opaque,
                eightPixels: eightPixels, prefetchOffset: prefetch)
        }
        if fast.1 < n {
            var s = sampler(from: fast.1)
            SpanWriter.composite(&s, into: dst + fast.1, count: n - fast.1, modulation: m.advanced(by: fast.1))
        }
    }

    /// A run's interior: groups of eight in C when nothing modulates them, the rest in Swift.
    @inline(__always)
    private static func drawInterior<S: OctetSampler>(
        _ s: inout S, into dst: UnsafeMutablePointer<UInt32>, count: Int, modulation interior: SpanModulation,
        opaque: Bool, eightPixels: Bool, prefetchOffset: Int
    ) {
        let drawn =
            eightPixels && interior.isPlain
            ? s.drawOctets(into: dst, count: count, opaque: opaque, prefetchOffset: prefetchOffset) : 0
        SpanWriter.composite(
            &s, into: dst + drawn, count: count - drawn, modulation: interior.advanced(by: drawn), opaque: opaque)
    }

    /// Narrows `[lo, hi)` to where `a + b·i ≥ 0`.
    @inline(__always)
    static func restrict(_ lo: inout Double, _ hi: inout Double, a: Double, b: Double) {
        if b == 0 {
            if a < 0 { hi = lo }
        } else if b > 0 {
            lo = max(lo, -a / b)
        } else {
            // i ≤ −a / b: the last whole index that satisfies it is floor(−a / b).
            hi = min(hi, Double((-a / b).floorInt) + 1)
        }
    }

    /// Whether `start + i·step` lies in `0...hi` for every `i` in `0..<count` (`count` > 0);
    /// false when the last one overflows.
    @inline(__always)
    static func isInside(_ start: Int, _ step: Int, _ count: Int, hi: Int) -> Bool {
        guard start >= 0, start <= hi else { return false }
        let (span, o1) = step.multipliedReportingOverflow(by: count - 1)
        let (last, o2) = start.addingReportingOverflow(span)
        return !o1 && !o2 && last >= 0 && last <= hi
    }

    /// The indices `i` in `0..<count` with `lo ≤ start + i·step ≤ hi`, as a half-open range.
    @inline(__always)
    static func linearRange(start a: Int, step b: Int, lo: Int, hi: Int, count n: Int) -> (Int, Int) {
        var i0 = 0
        var i1 = n
        if b == 0 {
            return (lo <= a && a <= hi) ? (0, n) : (0, 0)
        } else if b > 0 {
            i0 = max(i0, ceilDiv(lo - a, b))
            i1 = min(i1, floorDiv(hi - a, b) + 1)
        } else {
            i0 = max(i0, ceilDiv(hi - a, b))
            i1 = min(i1, floorDiv(lo - a, b) + 1)
        }
        return i0 < i1 ? (i0, i1) : (0, 0)
    }

    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
    }

    @inline(__always)
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }
}

/// Span kernels: each is exact only under the conditions `drawSegment` checks, and matches the
/// per-pixel path there.
extension CurlRowRenderer {
    /// The flipped part, wholly inside the page: an affine mirror of the front (washed) or of
    /// the back page, tinted.
    @inline(__always)
    func drawFlipped(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, inShadow: Bool, nearSpine: Bool
    ) {
        let x = Double(a)
        let shade = setup.flippedShade
        let source: CurlSource
        let (u0, du0, v0, dv0): (Double, Double, Double, Double)
        if setup.isDoubleSided, let back {
            source = back
            (u0, du0) = (setup.bu0 + setup.buu * (r.fu.0 + x * r.fu.1), setup.buu * r.fu.1)
            (v0, dv0) = (setup.bv0 + setup.bvv * (r.fv.0 + x * r.fv.1), setup.bvv * r.fv.1)
        } else {
            source = front
            (u0, du0) = (r.fu.0 + x * r.fu.1, r.fu.1)
            (v0, dv0) = (r.fv.0 + x * r.fv.1, r.fv.1)
        }
        var u = Self.fixed(u0)
        var v = Self.fixed(v0)
        let du = Int((du0 * 65536).rounded())
        let dv = Int((dv0 * 65536).rounded())
        let washes = !setup.isDoubleSided
        if dv == 0 && v & 0xFF00 == 0 {
            // The mirror runs along one source row (a fold square to the row): blend pairs only.
            let row = source.base + (v >> 16) * source.stride
            for i in a..<b {
                let q = row + (u >> 16)
                let t = UInt32(truncatingIfNeeded: (u >> 8) & 0xFF)
                let sample = t == 0 ? q[0] : CurlPixelMath.mix(q[0], q[1], t)
                let p = washes ? washed(sample, shade: shade) : CurlPixelMath.shade(sample, by: shade)
                pixels[i] = p >> 24 == 255 ? p : pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
                u &+= du
            }
            return
        }
        for i in a..<b {
            let sample = source.sample(u: u, v: v)
            let p = washes ? washed(sample, shade: shade) : CurlPixelMath.shade(sample, by: shade)
            pixels[i] = p >> 24 == 255 ? p : pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
            u &+= du
            v &+= dv
        }
    }

    /// The flat part, wholly inside the page and not under the flipped part; `shadowed` when
    /// the flipped part's drop shadow reaches it.
    @inline(__always)
    func drawFlat(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, shadowed: Bool, inShadow: Bool,
        nearSpine: Bool
    ) {
        if setup.isPixelAligned && !shadowed && !nearSpine {
            let source = front.base + (r.j + setup.alignedDV) * front.stride + setup.alignedDU
            if setup.isOpaque {
                (pixels + a).update(from: source + a, count: b - a)
                return
            }
            for i in a..<b {
                let p = source[i]
                // Translucent page pixels let the shadows beneath show: the exact path.
                pixels[i] = p >> 24 == 255 ? p : pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
            }
            return
        }
        let x = Double(a)
        var u = Self.fixed(r.u.0 + x * r.u.1)
        var v = Self.fixed(r.v.0 + x * r.v.1)
        let du = Int((r.u.1 * 65536).rounded())
        let dv = Int((r.v.1 * 65536).rounded())
        for i in a..<b {
            var p = front.sample(u: u, v: v)
            if shadowed || nearSpine {
                let xi = Double(i)
                let drop = shadowed ? dropFactor(r.fu.0 + xi * r.fu.1, r.fv.0 + xi * r.fv.1) : 256
                let spine = nearSpine ? spineFactor(r, i) : 256
                p = CurlPixelMath.shade(p, by: (drop * spine + 128) >> 8)
            }
            pixels[i] = p >> 24 == 255 ? p : pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
            u &+= du
            v &+= dv
        }
    }

    /// The background beside the flipped part, where only its drop shadow (when `dropped`)
    /// and the spine shadow fall.
    @inline(__always)
    func darkenBeside(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, dropped: Bool, nearSpine: Bool
    ) {
        for i in a..<b {
            let x = Double(i)
            let drop = dropped ? dropFactor(r.fu.0 + x * r.fu.1, r.fv.0 + x * r.fv.1) : 256
            let f = nearSpine ? (drop * spineFactor(r, i) + 128) >> 8 : drop
            if f < 256 { pixels[i] = CurlPixelMath.shade(pixels[i], by: f) }
        }
    }

    /// The background beyond the fold: darkened where the sheet meets it (when `contact`) and
    /// near the spine.
    @inline(__always)
    func darkenBeyond(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, contact: Bool, nearSpine: Bool
    ) {
        for i in a..<b {
            let x = Double(i)
            let k = contact ? contactFactor(r.s.0 + x * r.s.1, r.u.0 + x * r.u.1, r.v.0 + x * r.v.1) : 256
            let f = nearSpine ? (k * spineFactor(r, i) + 128) >> 8 : k
            if f < 256 { pixels[i] = CurlPixelMath.shade(pixels[i], by: f) }
        }
    }
}

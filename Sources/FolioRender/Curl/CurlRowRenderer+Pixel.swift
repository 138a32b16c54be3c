/// The per-pixel evaluation: exact everywhere, used in the cylinder band, along anti-aliased
/// edges, with a translucent layer, and as the reference the span kernels must match.
extension CurlRowRenderer {
    /// The colour of pixel `i` of row `r` over the background `dst`.
    @inline(__always)
    func pixel(_ i: Int, _ r: Row, _ dst: UInt32, inShadow: Bool, nearSpine: Bool) -> UInt32 {
        let x = Double(i)
        let s = r.s.0 + x * r.s.1
        let u = r.u.0 + x * r.u.1
        let v = r.v.0 + x * r.v.1
        // The spine shadow lies on the flat plane: the background and the sheet's flat part.
        let spine = nearSpine ? spineFactor(r, i) : 256
        if s > setup.radius + setup.halfPixel {
            // Beyond the sheet: only the contact darkening along the fold.
            guard inShadow, s < 2 * setup.radius else { return spine < 256 ? PixelMath.shade(dst, by: spine) : dst }
            return PixelMath.shade(dst, by: (contactFactor(s, u, v) * spine + 128) >> 8)
        }
        if s >= 0 {
            return bandPixel(s, u, v, spine < 256 ? PixelMath.shade(dst, by: spine) : dst, inShadow: inShadow)
        }
        // The flat part, possibly under the flipped part.
        let fu = r.fu.0 + x * r.fu.1
        let fv = r.fv.0 + x * r.fv.1
        let flippedCoverage = coverage(fu, fv)
        let flatCoverage = coverage(u, v)
        let drop = (dropFactor(fu, fv) * spine + 128) >> 8
        let background = inShadow ? drop : spine
        var out = background < 256 ? PixelMath.shade(dst, by: background) : dst
        if flatCoverage > 0 {
            out = blend(PixelMath.shade(frontSample(u, v), by: drop), over: out, coverage: flatCoverage)
        }
        if flippedCoverage > 0 {
            out = blend(backColor(fu, fv, shade: setup.flippedShade), over: out, coverage: flippedCoverage)
        }
        return out
    }

    /// A pixel in the cylinder band 0 ≤ s ≤ R (+ half a pixel of silhouette).
    @inline(__always)
    func bandPixel(_ s: Double, _ u: Double, _ v: Double, _ dst: UInt32, inShadow: Bool) -> UInt32 {
        let k = table.index(min(s, setup.radius))
        let silhouette =
            s <= setup.radius - setup.halfPixel ? 1 : min(max((setup.radius - s) * setup.devicePerLayer + 0.5, 0), 1)
        let backOffset = table.backOffset[k]
        let bu = u + backOffset * setup.nu
        let bv = v + backOffset * setup.nv
        let backCoverage = coverage(bu, bv) * silhouette
        let full = setup.alpha >= 256
        if full && backCoverage >= 1 {
            // The back of the curl covers the pixel: nothing else shows.
            let p = backColor(bu, bv, shade: table.backShade[k])
            if p >> 24 == 255 { return p }
        }
        let frontOffset = table.frontOffset[k]
        let fu = u + frontOffset * setup.nu
        let fv = v + frontOffset * setup.nv
        let frontCoverage = coverage(fu, fv) * silhouette
        if full && backCoverage <= 0 && frontCoverage >= 1 {
            let p = PixelMath.shade(frontSample(fu, fv), by: table.frontShade[k])
            if p >> 24 == 255 { return p }
        }
        var out = inShadow ? bandShadow(s, u, v, back: (bu, bv), over: dst) : dst
        if frontCoverage > 0 {
            out = blend(
                PixelMath.shade(frontSample(fu, fv), by: table.frontShade[k]), over: out, coverage: frontCoverage)
        }
        if backCoverage > 0 {
            out = blend(backColor(bu, bv, shade: table.backShade[k]), over: out, coverage: backCoverage)
        }
        return out
    }

    /// A band pixel where neither side of the sheet shows (the cylinder runs past the page's
    /// edge): the background, darkened by the contact shadow and the band's drop shadow.
    @inline(__always)
    func bareBandPixel(_ i: Int, _ r: Row, _ dst: UInt32, inShadow: Bool, nearSpine: Bool) -> UInt32 {
        let x = Double(i)
        let s = r.s.0 + x * r.s.1
        // The band is 0 ≤ s ≤ R + ½ pixel; anything else (the zone's rounding) goes the long way.
        guard s >= 0 && s <= setup.radius + setup.halfPixel else {
            return pixel(i, r, dst, inShadow: inShadow, nearSpine: nearSpine)
        }
        let spine = nearSpine ? spineFactor(r, i) : 256
        let background = spine < 256 ? PixelMath.shade(dst, by: spine) : dst
        guard inShadow else { return background }
        let u = r.u.0 + x * r.u.1
        let v = r.v.0 + x * r.v.1
        let backOffset = table.backOffset[table.index(min(s, setup.radius))]
        return bandShadow(s, u, v, back: (u + backOffset * setup.nu, v + backOffset * setup.nv), over: background)
    }

    /// The shadows on the background seen through the band: the contact darkening, and the
    /// band's own drop shadow (cast from its back point) fading out towards its silhouette,
    /// where the page beyond the sheet has only the contact darkening — otherwise the
    /// anti-aliased silhouette pixels blend over a darker background than their neighbours
    /// outside and the edge shows steps.
    @inline(__always)
    func bandShadow(_ s: Double, _ u: Double, _ v: Double, back b: (Double, Double), over dst: UInt32) -> UInt32 {
        let fade = min(max(1 - s * setup.inverseRadius, 0), 1)
        let drop = 256 - UInt32(Double(256 - dropFactor(b.0, b.1)) * fade + 0.5)
        return PixelMath.shade(dst, by: (contactFactor(s, u, v) * drop + 128) >> 8)
    }

    /// How much of the pixel centred at source point (u, v) the page covers: its signed
    /// distance to the page's edges in device pixels, plus a half, clamped to 0…1.
    @inline(__always)
    func coverage(_ u: Double, _ v: Double) -> Double {
        let d = min(
            min((u - setup.pu0) * setup.cu, (setup.pu1 - u) * setup.cu),
            min((v - setup.pv0) * setup.cv, (setup.pv1 - v) * setup.cv))
        return d >= 0.5 ? 1 : (d <= -0.5 ? 0 : d + 0.5)
    }

    /// The front at source point (u, v), clamped to its pixels.
    @inline(__always)
    func frontSample(_ u: Double, _ v: Double) -> UInt32 {
        if u >= 0.5 && u <= setup.safeU1 && v >= 0.5 && v <= setup.safeV1 {
            return front.sample(u: Self.fixed(u), v: Self.fixed(v))
        }
        return front.clampedSample(u: Self.fixed(u), v: Self.fixed(v))
    }

    /// The back of the sheet at front source point (u, v), lit by `shade` (0…256): the back
    /// page mirrored, or the front washed towards the paper colour.
    @inline(__always)
    func backColor(_ u: Double, _ v: Double, shade: UInt32) -> UInt32 {
        if setup.isDoubleSided, let back {
            let bu = setup.bu0 + setup.buu * u
            let bv = setup.bv0 + setup.bvv * v
            let p =
                bu >= 0.5 && bu <= setup.safeBU1 && bv >= 0.5 && bv <= setup.safeBV1
                ? back.sample(u: Self.fixed(bu), v: Self.fixed(bv))
                : back.clampedSample(u: Self.fixed(bu), v: Self.fixed(bv))
            return PixelMath.shade(p, by: shade)
        }
        return washed(frontSample(u, v), shade: shade)
    }

    /// A single-sided back: the front pixel mixed towards the paper colour by the wash, then
    /// lit; one multiply per lane for opaque pixels.
    @inline(__always)
    func washed(_ p: UInt32, shade: UInt32) -> UInt32 {
        guard p >> 24 == 255 else {
            return PixelMath.shade(CurlPixelMath.mix(p, setup.paper, setup.wash), by: shade)
        }
        let e =
            PixelMath.expand(p & 0x00FF_FFFF) &* UInt64(((256 - setup.wash) * shade) >> 8)
            &+ setup.paperLanes &* UInt64((setup.wash * shade) >> 8)
        return (PixelMath.compact((e >> 8) & PixelMath.laneMask) & 0x00FF_FFFF) | 0xFF00_0000
    }

    /// The drop shadow (0…256) at a point whose flipped source point is (u, v): darkest at the
    /// lifted part's edge, gone `dropWidth` away from it.
    @inline(__always)
    func dropFactor(_ u: Double, _ v: Double) -> UInt32 {
        let t = distanceToPage(u, v)
        guard t < setup.dropWidth else { return 256 }
        let f = 1 - t * setup.inverseDropWidth
        return UInt32((1 - setup.dropStrength * f * f) * 256 + 0.5)
    }

    /// The contact darkening (0…256) at axis distance s, fading out beyond the ends of the
    /// fold (where the axis leaves the page).
    @inline(__always)
    func contactFactor(_ s: Double, _ u: Double, _ v: Double) -> UInt32 {
        let contact = table.contact[table.index(s)]
        let t = distanceToPage(u - s * setup.nu, v - s * setup.nv)
        guard t > 0 else { return contact }
        let fade = max(1 - t * setup.inverseDropWidth, 0)
        return 256 - UInt32(Double(256 - contact) * fade + 0.5)
    }

    /// The distance from source point (u, v) to the page, in layer units (0 inside).
    @inline(__always)
    func distanceToPage(_ u: Double, _ v: Double) -> Double {
        let dx = max(max(setup.pu0 - u, u - setup.pu1), 0) * setup.layerPerU
        let dy = max(max(setup.pv0 - v, v - setup.pv1), 0) * setup.layerPerV
        return dx == 0 ? dy : (dy == 0 ? dx : (dx * dx + dy * dy).squareRoot())
    }

    /// `p` covering `coverage` of the pixel (times the layer's opacity) over `dst`.
    @inline(__always)
    func blend(_ p: UInt32, over dst: UInt32, coverage: Double) -> UInt32 {
        let k = UInt32(coverage * Double(setup.alpha) + 0.5)
        return CurlPixelMath.over(k >= 256 ? p : CurlPixelMath.scale(p, by: k), dst)
    }

    /// 16.16 texel-centre fixed point of a source coordinate (finite, on or near the page).
    @inline(__always)
    static func fixed(_ x: Double) -> Int {
        let f = (x - 0.5) * 65536
        return f > -1e15 && f < 1e15 ? Int(f) : 0
    }

    /// The spine shadow (0…256) at column `i` of row `r`.
    @inline(__always)
    func spineFactor(_ r: Row, _ i: Int) -> UInt32 {
        setup.spineFactor(distance: r.spine.0 + Double(i) * r.spine.1)
    }
}

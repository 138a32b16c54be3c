/// The cylinder band in 16.16 fixed point: where one side of the curl covers a pixel wholly,
/// one table lookup and one bilinear sample; everything else (edges, the silhouette, what
/// shows between) goes through the per-pixel path.
extension CurlRowRenderer {
    @inline(__always)
    func drawBand(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, inShadow: Bool, nearSpine: Bool
    ) {
        let c = setup
        let x = Double(a)
        let scale = table.scale * 65536
        var k = Int(((r.s.0 + x * r.s.1) * scale).rounded(.down))
        let dk = Int((r.s.1 * scale).rounded())
        let silhouette = Int(((c.radius - c.halfPixel) * table.scale).rounded(.down))
        var u = Self.fixed(r.u.0 + x * r.u.1)
        var v = Self.fixed(r.v.0 + x * r.v.1)
        let du = Int((r.u.1 * 65536).rounded())
        let dv = Int((r.v.1 * 65536).rounded())
        let inside = c.fixedInside
        let outside = c.fixedOutside
        let back = c.isDoubleSided ? self.back : nil
        for i in a..<b {
            defer {
                k &+= dk
                u &+= du
                v &+= dv
            }
            let e = max(k >> 16, 0)
            guard e < silhouette else {
                pixels[i] = pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
                continue
            }
            let bu = u &+ table.backDU[e]
            let bv = v &+ table.backDV[e]
            if bu >= inside.u0 && bu <= inside.u1 && bv >= inside.v0 && bv <= inside.v1 {
                var p: UInt32 = 0
                if let back {
                    let xb = c.backFixedU.0 &+ c.backFixedU.1 &* bu
                    let yb = c.backFixedV.0 &+ c.backFixedV.1 &* bv
                    if c.backIsUnitScale && xb >= 0 && xb < c.backLimitU && yb >= 0 && yb < c.backLimitV {
                        p = CurlPixelMath.shade(back.sample(u: xb, v: yb), by: table.backShade[e])
                    }
                } else {
                    p = washed(front.sample(u: bu, v: bv), shade: table.backShade[e])
                }
                if p >> 24 == 255 {
                    pixels[i] = p
                    continue
                }
            } else if bu < outside.u0 || bu > outside.u1 || bv < outside.v0 || bv > outside.v1 {
                let fu = u &+ table.frontDU[e]
                let fv = v &+ table.frontDV[e]
                if fu >= inside.u0 && fu <= inside.u1 && fv >= inside.v0 && fv <= inside.v1 {
                    let p = CurlPixelMath.shade(front.sample(u: fu, v: fv), by: table.frontShade[e])
                    if p >> 24 == 255 {
                        pixels[i] = p
                        continue
                    }
                }
            }
            pixels[i] = pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
        }
    }
}

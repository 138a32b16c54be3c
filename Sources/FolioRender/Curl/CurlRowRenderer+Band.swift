internal import CFolioKernels

/// The cylinder band in 16.16 fixed point: where one side of the curl covers a pixel wholly,
/// one table lookup and one bilinear sample, four pixels at a time where four in a row show
/// the same side; where neither side is on the page, only the shadows; everything else (edges,
/// the silhouette) goes through the per-pixel path.
extension CurlRowRenderer {
    @inline(__always)
    func drawBand(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, inShadow: Bool, nearSpine: Bool
    ) {
        let c = setup
        var (k, dk, u, du, v, dv) = bandSteps(a, r)
        let silhouette = Self.silhouetteEntry(c, table)
        let back = c.isDoubleSided ? self.back : nil
        let kernel = bandKernel(forRun: (k, dk, u, du, v, dv), count: b - a)
        var i = a
        while i < b {
            if let kernel, i + 4 <= b {
                let n = Self.bandQuads(kernel, pixels + i, count: b - i, (k, dk, u, du, v, dv))
                k &+= n &* dk
                u &+= n &* du
                v &+= n &* dv
                i += n
                if i == b { break }
                // Where neither side of the sheet is on the page, eight at a time in C too.
                if !nearSpine, i + 8 <= b {
                    let bare = Self.bareOctets(
                        kernel, pixels + i, count: b - i, column: i, r, inShadow: inShadow, (k, dk, u, du, v, dv))
                    if bare > 0 {
                        k &+= bare &* dk
                        u &+= bare &* du
                        v &+= bare &* dv
                        i += bare
                        continue
                    }
                }
            } else if i + 4 <= b {
                // Four pixels at once where all four show the same side of the sheet, opaque.
                if let quad = bandQuad(
                    k: k, dk: dk, u: u, v: v, du: du, dv: dv, silhouette: silhouette, back: back)
                {
                    UnsafeMutableRawPointer(pixels + i).storeBytes(of: quad, as: SIMD4<UInt32>.self)
                    k &+= 4 &* dk
                    u &+= 4 &* du
                    v &+= 4 &* dv
                    i += 4
                    continue
                }
            }
            // Otherwise the next four (or fewer) one by one, so a failed attempt costs once.
            for _ in 0..<min(4, b - i) {
                drawBandPixel(
                    i, k: k, u: u, v: v, r, pixels, silhouette: silhouette, back: back, inShadow: inShadow,
                    nearSpine: nearSpine)
                k &+= dk
                u &+= du
                v &+= dv
                i += 1
            }
        }
    }

    /// A band pixel's table position `k` and front coordinates (u, v), 16.16, each with its
    /// step per column.
    typealias BandSteps = (k: Int, dk: Int, u: Int, du: Int, v: Int, dv: Int)

    /// Where column `a` of row `r` lies in the band, 16.16: its table position `k` and front
    /// coordinates (u, v), each with its step per column.
    @inline(__always)
    func bandSteps(_ a: Int, _ r: Row) -> BandSteps {
        let x = Double(a)
        let scale = table.scale * 65536
        return (
            Int(((r.s.0 + x * r.s.1) * scale).rounded(.down)), Int((r.s.1 * scale).rounded()),
            Self.fixed(r.u.0 + x * r.u.1), Int((r.u.1 * 65536).rounded()), Self.fixed(r.v.0 + x * r.v.1),
            Int((r.v.1 * 65536).rounded())
        )
    }

    /// What one band pixel at table position `k` and front coordinates (u, v) (16.16) shows,
    /// when one side of the sheet covers it wholly: the side (`isBack`), where to sample it
    /// (back-page or front coordinates, 16.16) and its light; `nil` when neither does (edges,
    /// the silhouette, what shows between), which `drawBandPixel` sorts out.
    @inline(__always)
    private func bandSide(k: Int, u: Int, v: Int, silhouette: Int, back: Texture?) -> BandSide? {
        let c = setup
        let inside = c.fixedInside
        let e = max(k >> 16, 0)
        guard e < silhouette else { return nil }
        let bu = u &+ offset(e, 0)
        let bv = v &+ offset(e, 1)
        if bu >= inside.u0 && bu <= inside.u1 && bv >= inside.v0 && bv <= inside.v1 {
            guard back != nil else { return BandSide(isBack: true, x: bu, y: bv, light: table.backShade[e]) }
            let x = c.backFixedU.0 &+ c.backFixedU.1 &* bu
            let y = c.backFixedV.0 &+ c.backFixedV.1 &* bv
            guard c.backIsUnitScale && x >= 0 && x < c.backLimitU && y >= 0 && y < c.backLimitV else { return nil }
            return BandSide(isBack: true, x: x, y: y, light: table.backShade[e])
        }
        guard isOffPage(bu, bv) else { return nil }
        let x = u &+ offset(e, 2)
        let y = v &+ offset(e, 3)
        guard x >= inside.u0 && x <= inside.u1 && y >= inside.v0 && y <= inside.v1 else { return nil }
        return BandSide(isBack: false, x: x, y: y, light: table.frontShade[e])
    }

    /// One pixel of the band at table position `k` and front coordinates (u, v), 16.16.
    @inline(__always)
    private func drawBandPixel(
        _ i: Int, k: Int, u: Int, v: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, silhouette: Int,
        back: Texture?, inShadow: Bool, nearSpine: Bool
    ) {
        if let side = bandSide(k: k, u: u, v: v, silhouette: silhouette, back: back) {
            let p: UInt32
            if !side.isBack {
                p = PixelMath.shade(front.sample(u: side.x, v: side.y), by: side.light)
            } else if let back {
                p = PixelMath.shade(back.sample(u: side.x, v: side.y), by: side.light)
            } else {
                p = washed(front.sample(u: side.x, v: side.y), shade: side.light)
            }
            if p >> 24 == 255 {
                pixels[i] = p
                return
            }
        } else if showsNeitherSide(k: k, u: u, v: v) {
            pixels[i] = bareBandPixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
            return
        }
        pixels[i] = pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
    }

    /// Whether both sides of the sheet at table position `k` and front coordinates (u, v)
    /// (16.16) lie wholly off the page, as where the cylinder runs past the page's free edge
    /// early in a turn: only the shadows are left to draw there.
    @inline(__always)
    private func showsNeitherSide(k: Int, u: Int, v: Int) -> Bool {
        // Past the top of the cylinder (the silhouette's anti-aliased half pixel) the per-pixel
        // path takes the entry at s = R, as must this.
        let e = min(max(k >> 16, 0), table.index(setup.radius))
        return isOffPage(u &+ offset(e, 0), v &+ offset(e, 1)) && isOffPage(u &+ offset(e, 2), v &+ offset(e, 3))
    }

    /// Value `j` of table entry `e`'s offsets (back u, back v, front u, front v), 16.16.
    @inline(__always)
    private func offset(_ e: Int, _ j: Int) -> Int { Int(table.offsets[4 &* e &+ j]) }

    /// Whether a sheet point (16.16 front coordinates) lies wholly off the page: its pixel gets
    /// no coverage from it, anti-aliased edge included.
    @inline(__always)
    private func isOffPage(_ x: Int, _ y: Int) -> Bool {
        let outside = setup.fixedOutside
        return x < outside.u0 || x > outside.u1 || y < outside.v0 || y > outside.v1
    }

    /// Four band pixels when they all show the back of the sheet wholly, or all its front,
    /// and come out opaque; `nil` otherwise. The same arithmetic as `drawBandPixel`.
    @inline(__always)
    private func bandQuad(
        k: Int, dk: Int, u: Int, v: Int, du: Int, dv: Int, silhouette: Int, back: Texture?
    ) -> SIMD4<UInt32>? {
        @inline(__always)
        func lane(_ l: Int) -> BandSide? {
            bandSide(k: k &+ l &* dk, u: u &+ l &* du, v: v &+ l &* dv, silhouette: silhouette, back: back)
        }
        guard let l0 = lane(0), let l1 = lane(1), let l2 = lane(2), let l3 = lane(3),
            l0.isBack == l1.isBack && l1.isBack == l2.isBack && l2.isBack == l3.isBack
        else { return nil }
        let source = l0.isBack ? (back ?? front) : front
        @inline(__always)
        func offset(_ l: BandSide) -> Int { ((l.y >> 16) &* source.stride &+ (l.x >> 16)) &* 4 }
        let xs = SIMD4<Int32>(truncatingIfNeeded: SIMD4<Int>(l0.x, l1.x, l2.x, l3.x))
        let ys = SIMD4<Int32>(truncatingIfNeeded: SIMD4<Int>(l0.y, l1.y, l2.y, l3.y))
        let factors = SIMD4<UInt32>(l0.light, l1.light, l2.light, l3.light)
        // Ask for the lower texel row the next row will read here (its upper one is this
        // row's lower row, already loaded).
        let step = l0.isBack && back != nil ? setup.backBelow : setup.frontBelow
        let next = (((l0.y &+ step.1) >> 16 &+ 1) &* source.stride &+ ((l0.x &+ step.0) >> 16)) &* 4
        folio_prefetch(UnsafeRawPointer(source.base) + next)
        let samples = AffineQuadSampler.bilinear(
            UnsafeRawPointer(source.base), offset(l0), offset(l1), offset(l2), offset(l3),
            rowBytes: source.stride &* 4, fx: (xs &>> 9) & 0x7F, fy: (ys &>> 9) & 0x7F)
        guard PixelMath.allOpaque(samples) else { return nil }
        if !l0.isBack || back != nil { return PixelMath.shade(samples, by: factors) }
        let wash = SIMD4<UInt32>(repeating: setup.wash)
        return CurlPixelMath.washed(
            samples, keep: ((256 &- wash) &* factors) &>> 8, paper: (wash &* factors) &>> 8, colour: setup.paper)
    }
}

/// Which side of the sheet a band pixel shows, where to sample it (16.16) and its light.
private struct BandSide {
    let isBack: Bool
    let x: Int
    let y: Int
    let light: UInt32
}

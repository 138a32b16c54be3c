internal import CFolioKernels

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
        let source: Texture
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
                let p = washes ? washed(sample, shade: shade) : PixelMath.shade(sample, by: shade)
                pixels[i] = p >> 24 == 255 ? p : pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
                u &+= du
            }
            return
        }
        // Four pixels per step: bilinear quads, then wash, lighting and tint in one multiply.
        let lanes = flippedLanes()
        var i = a
        // Samples of a source promised opaque are opaque: the front for a washed back, the back
        // page for a double-sided one (a spread's leaf).
        let sourceIsOpaque = washes ? setup.isOpaque : setup.isBackOpaque
        if sourceIsOpaque && b - a >= 8 && evaluation == .spans && EightPixelLoops.areAvailable {
            // Eight pixels at a time, in C (AVX2): the loop below is bound by the vector
            // units, and twice as wide lanes do twice the pixels per operation.
            let n = Self.flippedOctets(
                source, u: u, v: v, du: du, dv: dv, below: setup.flippedBelow, lanes: lanes, into: pixels + a,
                count: b - a)
            i += n
            u &+= n &* du
            v &+= n &* dv
        }
        if b - i >= 4 {
            var quads = AffineQuadSampler(
                texture: source, u: u, v: v, du: du, dv: dv,
                below: setup.flippedBelow)
            if sourceIsOpaque {
                // Bilinear samples of opaque texels are opaque: a source the caller promised
                // opaque needs no test per quad, and its samples go from the
                // sampler's channels to the wash without being joined and split again
                // (together 6–8 % faster mid-turn frames).
                while i + 3 < b {
                    UnsafeMutableRawPointer(pixels + i).storeBytes(
                        of: CurlPixelMath.transform(quads.nextChannels(), even: lanes.even, odd: lanes.odd),
                        as: SIMD4<UInt32>.self)
                    i += 4
                }
            }
            while i + 3 < b {
                let samples = quads.nextQuad()
                if PixelMath.allOpaque(samples) {
                    UnsafeMutableRawPointer(pixels + i).storeBytes(
                        of: CurlPixelMath.transform(samples, even: lanes.even, odd: lanes.odd), as: SIMD4<UInt32>.self)
                } else {
                    for k in i..<(i + 4) {
                        pixels[k] = pixel(k, r, pixels[k], inShadow: inShadow, nearSpine: nearSpine)
                    }
                }
                i += 4
            }
            u = quads.u
            v = quads.v
        }
        while i < b {
            let sample = source.sample(u: u, v: v)
            let p = washes ? washed(sample, shade: shade) : PixelMath.shade(sample, by: shade)
            pixels[i] = p >> 24 == 255 ? p : pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
            u &+= du
            v &+= dv
            i += 1
        }
    }

    /// Draws the flipped part from `pixels[0]` eight pixels at a time with the C loop, from
    /// 16.16 coordinates (u, v) stepping (du, dv) per pixel over opaque texels whose blocks
    /// all lie inside `source`; returns how many pixels it drew (a multiple of eight). `below`
    /// is the change of (u, v) to the pixel below (for prefetching); `lanes` as
    /// ``flippedLanes()`` returns them.
    static func flippedOctets(
        _ source: Texture, u: Int, v: Int, du: Int, dv: Int, below: (u: Int, v: Int),
        lanes: (even: (SIMD8<UInt16>, SIMD8<UInt16>), odd: (SIMD8<UInt16>, SIMD8<UInt16>)),
        into pixels: UnsafeMutablePointer<UInt32>, count: Int
    ) -> Int {
        typealias Lanes = (UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16)
        var run = FolioFlippedRun(
            texels: source.base, stride: Int64(source.stride), u: Int64(u), v: Int64(v), du: Int64(du), dv: Int64(dv),
            ahead: (Int64(du &* AffineQuadSampler.prefetchDistance), Int64(dv &* AffineQuadSampler.prefetchDistance)),
            below: (Int64(below.u &* AffineQuadSampler.prefetchRows), Int64(below.v &* AffineQuadSampler.prefetchRows)),
            evenFactor: unsafeBitCast(lanes.even.0, to: Lanes.self),
            evenOffset: unsafeBitCast(lanes.even.1, to: Lanes.self),
            oddFactor: unsafeBitCast(lanes.odd.0, to: Lanes.self), oddOffset: unsafeBitCast(lanes.odd.1, to: Lanes.self)
        )
        return folio_flipped_octets(&run, pixels, count)
    }

    /// The per-lane factors and offsets that wash (single-sided), light and tint four opaque
    /// flipped pixels; the same arithmetic as `washed(_:shade:)` and `CurlPixelMath.shade`.
    @inline(__always)
    func flippedLanes() -> (even: (SIMD8<UInt16>, SIMD8<UInt16>), odd: (SIMD8<UInt16>, SIMD8<UInt16>)) {
        let shade = setup.flippedShade
        if setup.isDoubleSided {
            let f = UInt16(shade)
            return ((SIMD8(repeating: f), .zero), (SIMD8(f, 256, f, 256, f, 256, f, 256), .zero))
        }
        let k1 = UInt16(((256 - setup.wash) * shade) >> 8)
        let k2 = UInt32((setup.wash * shade) >> 8)
        let paper = setup.paper
        let pb = UInt16((paper & 0xFF) * k2)
        let pg = UInt16(((paper >> 8) & 0xFF) * k2)
        let pr = UInt16(((paper >> 16) & 0xFF) * k2)
        return (
            (SIMD8(repeating: k1), SIMD8(pb, pr, pb, pr, pb, pr, pb, pr)),
            (SIMD8(k1, 256, k1, 256, k1, 256, k1, 256), SIMD8(pg, 0, pg, 0, pg, 0, pg, 0))
        )
    }

    /// The flat part, wholly inside the page and not under the flipped part; `shadowed` when
    /// the flipped part's drop shadow reaches it.
    @inline(__always)
    func drawFlat(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, shadowed: Bool, inShadow: Bool,
        nearSpine: Bool
    ) {
        if setup.isPixelAligned
            && drawAlignedFlat(a, b, r, pixels, shadowed: shadowed, inShadow: inShadow, nearSpine: nearSpine)
        {
            return
        }
        let x = Double(a)
        var u = Self.fixed(r.u.0 + x * r.u.1)
        var v = Self.fixed(r.v.0 + x * r.v.1)
        let du = Int((r.u.1 * 65536).rounded())
        let dv = Int((r.v.1 * 65536).rounded())
        // Pixel-aligned, the flat inside zone reaches the sheet's last row and column, whose
        // 2 × 2 blocks stick out of its pixels (with zero weight there; `CurlLastRowReadTests`).
        // A span with such a block at an end (coordinates are affine, so the ends bound it) is
        // sampled with clamping, which gives the same pixels without reading past the page.
        let last = b &- 1 &- a
        let inside =
            front.blockIsInside(u: u, v: v) && front.blockIsInside(u: u &+ last &* du, v: v &+ last &* dv)
        for i in a..<b {
            var p = inside ? front.sample(u: u, v: v) : front.clampedSample(u: u, v: v)
            if shadowed || nearSpine {
                let xi = Double(i)
                let drop = shadowed ? dropFactor(r.fu.0 + xi * r.fu.1, r.fv.0 + xi * r.fv.1) : 256
                let spine = nearSpine ? spineFactor(r, i) : 256
                p = PixelMath.shade(p, by: (drop * spine + 128) >> 8)
            }
            pixels[i] = p >> 24 == 255 ? p : pixel(i, r, pixels[i], inShadow: inShadow, nearSpine: nearSpine)
            u &+= du
            v &+= dv
        }
    }

    /// The flat part of a page placed on whole pixels, where each pixel is its texel: copied,
    /// or shaded from the texels. Returns whether it drew the span (a translucent page under
    /// a shadow goes through the resampling path instead).
    @inline(__always)
    private func drawAlignedFlat(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, shadowed: Bool, inShadow: Bool,
        nearSpine: Bool
    ) -> Bool {
        if !shadowed && !nearSpine {
            let source = front.base + (r.j + setup.alignedDV) * front.stride + setup.alignedDU
            if setup.isOpaque {
                (pixels + a).update(from: source + a, count: b - a)
                return true
            }
            // Copy runs of opaque pixels; translucent ones let the shadows beneath show and take
            // the exact path.
            var i = a
            while i < b {
                var j = i
                while j < b && source[j] >= 0xFF00_0000 { j += 1 }
                if j > i { (pixels + i).update(from: source + i, count: j - i) }
                if j < b { pixels[j] = pixel(j, r, pixels[j], inShadow: inShadow, nearSpine: nearSpine) }
                i = j + 1
            }
            return true
        }
        if setup.isOpaque && !shadowed && nearSpine, let spine, spine.covers(a, b) {
            // Each pixel is its texel, in the spine's shadow only: copied, then shaded by column.
            let source = front.base + (r.j + setup.alignedDV) * front.stride + setup.alignedDU
            (pixels + a).update(from: source + a, count: b - a)
            shadeBySpine(a, b, pixels, spine)
            return true
        }
        if setup.isOpaque {
            // Each pixel is its texel (a bilinear sample at a texel centre), darkened.
            let source = front.base + (r.j + setup.alignedDV) * front.stride + setup.alignedDU
            @inline(__always)
            func factor(_ i: Int) -> UInt32 {
                let xi = Double(i)
                let drop = shadowed ? dropFactor(r.fu.0 + xi * r.fu.1, r.fv.0 + xi * r.fv.1) : 256
                let spine = nearSpine ? spineFactor(r, i) : 256
                return (drop * spine + 128) >> 8
            }
            CurlPixelMath.shadeRun(from: source, into: pixels, a..<b, factor: factor)
            return true
        }
        return false
    }

    /// The background beside the flipped part, where only its drop shadow (when `dropped`)
    /// and the spine shadow fall.
    @inline(__always)
    func darkenBeside(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, dropped: Bool, nearSpine: Bool
    ) {
        if !dropped && nearSpine, let spine, spine.covers(a, b) { return shadeBySpine(a, b, pixels, spine) }
        for i in a..<b {
            let x = Double(i)
            let drop = dropped ? dropFactor(r.fu.0 + x * r.fu.1, r.fv.0 + x * r.fv.1) : 256
            let f = nearSpine ? (drop * spineFactor(r, i) + 128) >> 8 : drop
            if f < 256 { pixels[i] = PixelMath.shade(pixels[i], by: f) }
        }
    }

    /// The background beyond the fold: darkened where the sheet meets it (when `contact`) and
    /// near the spine.
    @inline(__always)
    func darkenBeyond(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, contact: Bool, nearSpine: Bool
    ) {
        guard contact && !nearSpine else {
            if !contact && nearSpine, let spine, spine.covers(a, b) { return shadeBySpine(a, b, pixels, spine) }
            return darkenBeyondEach(a, b, r, pixels, contact: contact, nearSpine: nearSpine)
        }
        // The darkening depends on s, and fades with the distance from the fold's foot (the
        // screen point moved back onto the axis) to the page. The foot moves along a line; cut
        // where it crosses the lines of the page's edges, each piece has it on the page (no
        // fading), beyond one edge (a distance linear along the row) or beside a corner.
        let c = setup
        let foot = (u: (r.u.0 - r.s.0 * c.nu, r.u.1 - r.s.1 * c.nu), v: (r.v.0 - r.s.0 * c.nv, r.v.1 - r.s.1 * c.nv))
        forEachPiece(a, b, u: foot.u, v: foot.v) { p, q in
            switch pageDistance(u: foot.u, v: foot.v, over: p, q) {
            case .onPage: darkenContact(p, q, r, pixels, distance: nil)
            case .linear(let at0, let step): darkenContact(p, q, r, pixels, distance: (at0, step))
            case .varying: darkenBeyondEach(p, q, r, pixels, contact: true, nearSpine: false)
            }
        }
    }

    /// The contact darkening over [a, b), from the table by s, faded by a distance to the page
    /// that is linear along the row (`nil`: the foot is on the page).
    @inline(__always)
    private func darkenContact(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, distance: (Double, Double)?
    ) {
        let scale = table.scale * 65536
        var k = Int(((r.s.0 + Double(a) * r.s.1) * scale).rounded(.down))
        let dk = Int((r.s.1 * scale).rounded())
        let last = table.count - 1
        guard let distance else {
            var i = a
            if b - a >= 8 && evaluation == .spans && EightPixelLoops.areAvailable {
                // Eight at a time in C (AVX2): this loop is bound by its arithmetic, too.
                i += Self.shadeOctets(pixels + a, count: b - a, by: table.contact, last: last, k: k, dk: dk)
                k &+= (i - a) &* dk
            }
            CurlPixelMath.shadeRun(from: pixels, into: pixels, i..<b) { _ in
                let f = table.contact[min(max(k >> 16, 0), last)]
                k &+= dk
                return f
            }
            return
        }
        let inverseWidth = setup.inverseDropWidth
        CurlPixelMath.shadeRun(from: pixels, into: pixels, a..<b) { i in
            let contact = table.contact[min(max(k >> 16, 0), last)]
            k &+= dk
            // As `contactFactor`, with the distance stepped instead of measured.
            let t = distance.0 + Double(i) * distance.1
            guard t > 0 else { return contact }
            let fade = max(1 - t * inverseWidth, 0)
            return 256 - UInt32(Double(256 - contact) * fade + 0.5)
        }
    }

    /// Shades [a, b) in place by the spine's factor of each column (the spine shadow alone:
    /// `(256·f + 128) >> 8` is `f`), eight pixels at a time in C where the machine has it.
    @inline(__always)
    func shadeBySpine(_ a: Int, _ b: Int, _ pixels: UnsafeMutablePointer<UInt32>, _ spine: CurlSpineColumns) {
        var i = a
        if b - a >= 8 && evaluation == .spans && EightPixelLoops.areAvailable {
            // One entry per column: position (i − start) in 16.16, a whole entry per pixel.
            i += Self.shadeOctets(
                pixels + a, count: b - a, by: spine.factors, last: spine.count - 1, k: (a - spine.start) << 16,
                dk: 1 << 16)
        }
        CurlPixelMath.shadeRun(from: pixels, into: pixels, i..<b) { spine[$0] }
    }

    /// Shades `pixels` in place eight at a time with the C loop: pixel `l` by
    /// `factors[e]`, `e` the entry at 16.16 position `k + l·dk` clamped to [0, last]; returns
    /// how many it shaded (a multiple of eight; none without AVX2).
    static func shadeOctets(
        _ pixels: UnsafeMutablePointer<UInt32>, count: Int, by factors: UnsafePointer<UInt32>, last: Int, k: Int,
        dk: Int
    ) -> Int {
        folio_shade_octets(pixels, count, factors, Int64(last), Int64(k), Int64(dk))
    }

    /// ``darkenBeyond(_:_:_:_:contact:nearSpine:)`` one pixel at a time.
    @inline(__always)
    private func darkenBeyondEach(
        _ a: Int, _ b: Int, _ r: Row, _ pixels: UnsafeMutablePointer<UInt32>, contact: Bool, nearSpine: Bool
    ) {
        for i in a..<b {
            let x = Double(i)
            let k = contact ? contactFactor(r.s.0 + x * r.s.1, r.u.0 + x * r.u.1, r.v.0 + x * r.v.1) : 256
            let f = nearSpine ? (k * spineFactor(r, i) + 128) >> 8 : k
            if f < 256 { pixels[i] = PixelMath.shade(pixels[i], by: f) }
        }
    }
}

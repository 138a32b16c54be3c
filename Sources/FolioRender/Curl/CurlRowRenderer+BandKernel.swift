internal import CFolioKernels

/// The curl's loops in C: when they may run, and the band loop's constants.
extension CurlRowRenderer {
    /// The largest magnitude the C band loop's 32-bit lanes take for a coordinate, a table
    /// offset or a back origin, so that sums of two stay far from overflow: 2²⁹ in 16.16 is
    /// 8 192 pixels. Rows and pages beyond it take Swift's loop, which is 64-bit.
    static let kernelLimit = 1 << 29

    /// Whether a row's 16.16 value, starting at `x` and stepping `dx` per pixel for `count`
    /// pixels, stays within the C band loop's range (table positions, which no sum takes,
    /// may go twice as far).
    @inline(__always)
    static func fitsKernel(_ x: Int, _ dx: Int, _ count: Int, limit: Int = kernelLimit) -> Bool {
        abs(dx) < 1 << 24 && abs(x) < limit && abs(x &+ count &* dx) < limit
    }

    /// The first table entry on the anti-aliased silhouette (s ≥ R − ½ pixel), where neither
    /// quad loop goes.
    @inline(__always)
    static func silhouetteEntry(_ c: CurlSetup, _ table: CurlTablePointers) -> Int {
        Int(((c.radius - c.halfPixel) * table.scale).rounded(.down))
    }

    /// Whether this machine has the C band loop (x86-64).
    static let bandKernelIsAvailable = folio_band_quads_available()

    /// The C band loop's constants for one frame, or `nil` where it cannot run: off x86-64,
    /// or with a page, a back or a radius too large for its 32-bit lanes. Swift's own quad
    /// loop (`bandQuad`) draws the band then, to the same bits.
    static func bandKernel(setup c: CurlSetup, table: CurlTablePointers, front: Texture, back: Texture?)
        -> FolioBandKernel?
    {
        let textureLimit = 32_767
        func fits(_ t: Texture) -> Bool {
            t.width <= textureLimit && t.height <= textureLimit && t.stride <= textureLimit
        }
        guard bandKernelIsAvailable, table.offsetLimit < kernelLimit, fits(front) else { return nil }
        let back = c.isDoubleSided ? back : nil
        if let back {
            guard fits(back), abs(c.backFixedU.0) < kernelLimit, abs(c.backFixedV.0) < kernelLimit else { return nil }
        }
        func lane(_ x: Int) -> Int32 { Int32(clamping: x) }
        func bounds(_ b: (u0: Int, u1: Int, v0: Int, v1: Int)) -> (Int32, Int32, Int32, Int32) {
            (lane(b.u0), lane(b.u1), lane(b.v0), lane(b.v1))
        }
        // A back page of another scale never takes the quads (its limits admit nothing).
        let unit = back != nil && c.backIsUnitScale
        // What the C loop trusts for its reads to stay inside the textures and the table.
        func within(_ b: (u0: Int, u1: Int, v0: Int, v1: Int), _ t: Texture) -> Bool {
            b.u0 > b.u1 || b.v0 > b.v1
                || (b.u0 >= 0 && b.v0 >= 0 && b.u1 >> 16 + 1 < t.width && b.v1 >> 16 + 1 < t.height)
        }
        assert(within(c.fixedInside, front), "the band's inside bounds let bilinear blocks leave the front")
        assert(
            !unit || back.map { c.backLimitU >> 16 + 1 < $0.width && c.backLimitV >> 16 + 1 < $0.height } ?? true,
            "the back's limits let bilinear blocks leave the back")
        assert(silhouetteEntry(c, table) <= table.count, "the silhouette lies past the table")
        return FolioBandKernel(
            offsets: UnsafePointer(table.offsets), backShade: UnsafePointer(table.backShade),
            frontShade: UnsafePointer(table.frontShade),
            silhouette: lane(silhouetteEntry(c, table)),
            inside: bounds(c.fixedInside), outside: bounds(c.fixedOutside), front: UnsafePointer(front.base),
            frontStride: lane(front.stride), back: back.map { UnsafePointer($0.base) },
            backStride: lane(back?.stride ?? 0), backOrigin: (lane(c.backFixedU.0), lane(c.backFixedV.0)),
            backFlip: (c.backFixedU.1 < 0 ? -1 : 0, c.backFixedV.1 < 0 ? -1 : 0),
            backLimit: unit ? (lane(c.backLimitU), lane(c.backLimitV)) : (0, 0), wash: c.wash, paper: c.paper,
            frontBelow: (lane(c.frontBelow.u), lane(c.frontBelow.v)),
            backBelow: (lane(c.backBelow.u), lane(c.backBelow.v)),
            backOffset: UnsafePointer(table.backOffset), contact: UnsafePointer(table.contact), tableScale: table.scale,
            lastEntry: lane(table.count - 1), radiusEntry: lane(table.index(c.radius)), radius: c.radius,
            halfPixel: c.halfPixel, inverseRadius: c.inverseRadius, normal: (c.nu, c.nv),
            page: (c.pu0, c.pu1, c.pv0, c.pv1), layerPerU: c.layerPerU, layerPerV: c.layerPerV,
            dropWidth: c.dropWidth, inverseDropWidth: c.inverseDropWidth, dropStrength: c.dropStrength)
    }

    /// The C loop's constants for a run of `count` pixels starting at band steps `s` (see
    /// `bandSteps`), when its 32-bit lanes hold every value of the run; `nil` otherwise.
    @inline(__always)
    func bandKernel(forRun s: BandSteps, count: Int) -> UnsafePointer<FolioBandKernel>? {
        guard let bandKernel, Self.fitsKernel(s.k, s.dk, count, limit: 2 * Self.kernelLimit),
            Self.fitsKernel(s.u, s.du, count), Self.fitsKernel(s.v, s.dv, count)
        else { return nil }
        return bandKernel
    }

    /// Runs the C loop from `pixels[0]` over at most `count` pixels starting at band steps
    /// `s`; how many it drew. `eightAtATime` runs only its AVX2 loop (for tests).
    @inline(__always)
    static func bandQuads(
        _ kernel: UnsafePointer<FolioBandKernel>, _ pixels: UnsafeMutablePointer<UInt32>, count: Int, _ s: BandSteps,
        eightAtATime: Bool = false
    ) -> Int {
        (eightAtATime ? folio_band_octets : folio_band_quads)(
            kernel, pixels, count, Int32(truncatingIfNeeded: s.k), Int32(truncatingIfNeeded: s.dk),
            Int32(truncatingIfNeeded: s.u), Int32(truncatingIfNeeded: s.du), Int32(truncatingIfNeeded: s.v),
            Int32(truncatingIfNeeded: s.dv))
    }

    /// Runs the C loop for bare band pixels (neither side of the sheet on the page, and no
    /// spine shadow) from column `i` of row `r` over at most `count` pixels at band steps `s`;
    /// how many it drew (a multiple of eight, none without AVX2). The same bits as
    /// `bareBandPixel`.
    @inline(__always)
    static func bareOctets(
        _ kernel: UnsafePointer<FolioBandKernel>, _ pixels: UnsafeMutablePointer<UInt32>, count: Int, column i: Int,
        _ r: Row, inShadow: Bool, _ s: BandSteps
    ) -> Int {
        var row = FolioBareRow(s: r.s, u: r.u, v: r.v)
        return folio_bare_octets(
            kernel, pixels, count, Int64(i), &row, inShadow, Int32(truncatingIfNeeded: s.k),
            Int32(truncatingIfNeeded: s.dk), Int32(truncatingIfNeeded: s.u), Int32(truncatingIfNeeded: s.du),
            Int32(truncatingIfNeeded: s.v), Int32(truncatingIfNeeded: s.dv))
    }

    /// Runs the C loop for bare band pixels alone over columns [a, b) of row `j`, away from a
    /// spine, as `drawBand` would; how many pixels it drew (`nil` without a C loop for the
    /// run). For tests, as ``bandQuadsInC(_:_:row:eightAtATime:)``.
    func bareOctetsInC(_ a: Int, _ b: Int, row j: Int, inShadow: Bool) -> Int? {
        guard let (kernel, r, s) = kernelRun(a, b, row: j) else { return nil }
        return Self.bareOctets(kernel, target.row(j) + a, count: b - a, column: a, r, inShadow: inShadow, s)
    }

    /// Runs the C loop alone over columns [a, b) of row `j`, as `drawBand` starts it; how many
    /// pixels it drew (`nil` without a C loop for the run). For tests: wherever the C loop
    /// stops, Swift's loop takes over to the same bits, so only this shows the C loop drawing.
    /// `eightAtATime` runs only its AVX2 loop (which its four-pixel loop backs up likewise).
    func bandQuadsInC(_ a: Int, _ b: Int, row j: Int, eightAtATime: Bool = false) -> Int? {
        guard let (kernel, _, s) = kernelRun(a, b, row: j) else { return nil }
        return Self.bandQuads(kernel, target.row(j) + a, count: b - a, s, eightAtATime: eightAtATime)
    }

    /// The C loops' constants, the row and its band steps for columns [a, b) of row `j`, as
    /// `drawBand` starts a run there; `nil` for an empty run or one the C loops cannot take.
    private func kernelRun(_ a: Int, _ b: Int, row j: Int) -> (UnsafePointer<FolioBandKernel>, Row, BandSteps)? {
        guard a < b else { return nil }
        let r = row(j)
        let s = bandSteps(a, r)
        guard let kernel = bandKernel(forRun: s, count: b - a) else { return nil }
        return (kernel, r, s)
    }
}

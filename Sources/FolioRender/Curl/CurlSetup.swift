import FolioCore

/// Everything the row workers need for one frame, precomputed once and read-only afterwards.
///
/// Device pixel (i, j) has its centre at (i + ½, j + ½); its layer point X is affine in (i, j),
/// and so are the axis distance s = (X − P₀)·n, the front source coordinates F = σ(X) (σ maps
/// layer points to front pixels, pixel k covering [k, k + 1)) and the flipped source
/// coordinates F + (πR − 2s)·σ(n). Only the cylinder band needs the tabulated asin.
struct CurlSetup {
    // Device → layer, for the shadow-bounds and spine intervals.
    var x00 = 0.0, xdx = 0.0, xdy = 0.0
    var y00 = 0.0, ydx = 0.0, ydy = 0.0
    // Axis distance s, in layer units.
    var s00 = 0.0, sdx = 0.0, sdy = 0.0
    // Flat source coordinates.
    var u00 = 0.0, udx = 0.0, udy = 0.0
    var v00 = 0.0, vdx = 0.0, vdy = 0.0
    // Flipped source coordinates.
    var fu00 = 0.0, fudx = 0.0, fudy = 0.0
    var fv00 = 0.0, fvdx = 0.0, fvdy = 0.0
    /// σ(n): source pixels per layer unit along n.
    var nu = 0.0, nv = 0.0
    /// The page rectangle in source pixels.
    var pu0 = 0.0, pu1 = 0.0, pv0 = 0.0, pv1 = 0.0
    /// Source coordinates whose bilinear block lies inside the front pixels.
    var safeU1 = 0.0, safeV1 = 0.0
    /// Device pixels per source pixel along u and v; source pixels per layer unit.
    var cu = 1.0, cv = 1.0, ksx = 1.0, ksy = 1.0
    /// Layer units per source pixel (1 / ksx, 1 / ksy): the per-pixel shadows multiply, as a
    /// division would stall every pixel that needs a distance.
    var layerPerU = 1.0, layerPerV = 1.0
    /// Half a device pixel in source pixels (the anti-aliasing margin).
    var marginU = 0.5, marginV = 0.5
    var radius = 1.0
    /// 1 / radius; with the other inverses below, the per-pixel shadows multiply where they
    /// would divide.
    var inverseRadius = 1.0
    /// Half a device pixel in layer units.
    var halfPixel = 0.5
    var devicePerLayer = 1.0

    // Shadows.
    var dropStrength = 0.0
    var dropWidth = 1.0
    /// 1 / dropWidth.
    var inverseDropWidth = 1.0
    /// Where the sheet's shadows may fall, in layer coordinates.
    var shadowBounds = Rect.null
    var hasSpine = false
    var spine00 = 0.0, spinedx = 0.0, spinedy = 0.0
    var spineWidth = 1.0
    /// 1 / spineWidth.
    var inverseSpineWidth = 1.0
    var spineStrength = 0.0

    // The back.
    var isDoubleSided = false
    /// Back source coordinates as an axis-aligned affine function of front source coordinates.
    var bu0 = 0.0, buu = 1.0, bv0 = 0.0, bvv = 1.0
    /// The colour a single-sided back is washed towards (opaque, premultiplied).
    private(set) var paper: UInt32 = 0xFFFF_FFFF
    /// The paper colour's RGB spread into lanes (see PixelMath.expand).
    private(set) var paperLanes: UInt64 = PixelMath.expand(0x00FF_FFFF)
    /// Back source coordinates whose bilinear block lies inside the back pixels.
    var safeBU1 = 0.0, safeBV1 = 0.0
    var wash: UInt32 = 0
    /// Tint of the flipped part, 0…256.
    var flippedShade: UInt32 = 256
    /// Opacity of the layer, 0…256.
    var alpha: UInt32 = 256

    /// Whether the caller promised every front pixel is opaque (flat spans become copies).
    var isOpaque = false
    /// Whether the caller promised every pixel of a double-sided curl's back is opaque, so
    /// the flipped part's samples need no test for transparency (the eight-pixel loop).
    var isBackOpaque = false
    /// Whether flat source coordinates step by exactly one whole pixel along a row, so flat
    /// spans are plain copies.
    var isPixelAligned = false
    var alignedDU = 0
    var alignedDV = 0

    /// 16.16 texel-centre bounds of "wholly inside the page, bilinear block inside the front"
    /// and of "wholly outside the page" (see CurlRowRenderer+Band).
    var fixedInside = (u0: 0, u1: -1, v0: 0, v1: -1)
    var fixedOutside = (u0: 0, u1: -1, v0: 0, v1: -1)
    /// Back 16.16 coordinates as `offset + sign·front` when the back has the front's scale.
    var backIsUnitScale = false
    var backFixedU = (0, 1)
    var backFixedV = (0, 1)
    /// Back 16.16 coordinates below these keep their bilinear block inside the back.
    var backLimitU = 0
    var backLimitV = 0
    /// The 16.16 change of source coordinates from a pixel to the one below it, for
    /// prefetching what the next row will read: in the front (the band's front side and a
    /// single-sided back), in a back page seen in the band, and in the flipped part's source.
    var frontBelow = (u: 0, v: 0)
    var backBelow = (u: 0, v: 0)
    var flippedBelow = (u: 0, v: 0)

    /// The layer rectangle covering device pixels, for the rows to visit.
    var deviceBounds = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
}

extension CurlSetup {
    /// Prepares a frame, or `nil` when nothing can be drawn (a singular transform, empty pages).
    init?(
        curl: PageCurl, frontWidth: Int, frontHeight: Int, sourceRect: Rect, backWidth: Int?, backHeight: Int?,
        toDevice m: AffineTransform2D, alpha: Double
    ) {
        let sr = sourceRect.standardized
        let page = curl.pageRect
        guard frontWidth > 0, frontHeight > 0, sr.width > 0, sr.height > 0, page.width > 0, page.height > 0,
            let inv = m.inverted()
        else { return nil }
        let det = abs(m.determinant)
        guard det > 1e-12, det.isFinite else { return nil }
        self.init()
        devicePerLayer = det.squareRoot()
        let r = curl.effectiveRadius
        radius = r
        inverseRadius = 1 / r
        halfPixel = 0.5 / devicePerLayer

        let origin = inv.apply(to: Point(x: 0.5, y: 0.5))
        (x00, xdx, xdy) = (origin.x, inv.a, inv.c)
        (y00, ydx, ydy) = (origin.y, inv.b, inv.d)
        let n = curl.normal
        let p0 = curl.axisPoint
        s00 = (origin.x - p0.x) * n.x + (origin.y - p0.y) * n.y
        sdx = xdx * n.x + ydx * n.y
        sdy = xdy * n.x + ydy * n.y

        ksx = Double(frontWidth) / sr.width
        ksy = Double(frontHeight) / sr.height
        layerPerU = 1 / ksx
        layerPerV = 1 / ksy
        u00 = (origin.x - sr.minX) * ksx
        (udx, udy) = (xdx * ksx, xdy * ksx)
        v00 = (origin.y - sr.minY) * ksy
        (vdx, vdy) = (ydx * ksy, ydy * ksy)
        nu = n.x * ksx
        nv = n.y * ksy
        fu00 = u00 + (Double.pi * r - 2 * s00) * nu
        fudx = udx - 2 * sdx * nu
        fudy = udy - 2 * sdy * nu
        fv00 = v00 + (Double.pi * r - 2 * s00) * nv
        fvdx = vdx - 2 * sdx * nv
        fvdy = vdy - 2 * sdy * nv

        pu0 = (page.minX - sr.minX) * ksx
        pu1 = (page.maxX - sr.minX) * ksx
        pv0 = (page.minY - sr.minY) * ksy
        pv1 = (page.maxY - sr.minY) * ksy
        safeU1 = Double(frontWidth) - 0.5 - 1e-6
        safeV1 = Double(frontHeight) - 0.5 - 1e-6
        cu = devicePerLayer / ksx
        cv = devicePerLayer / ksy
        marginU = 0.5 / cu
        marginV = 0.5 / cv

        let a = min(max(alpha.isFinite ? alpha : 1, 0), 1)
        self.alpha = UInt32((a * 256).rounded())
        dropStrength = min(max(curl.shadow.drop, 0), 1) * a
        dropWidth = max(curl.shadow.width, 1e-6)
        inverseDropWidth = 1 / dropWidth
        shadowBounds = curl.shadowBounds.standardized
        if let spine = curl.spineShadow, spine.width > 0, spine.strength > 0 {
            hasSpine = true
            spine00 = (origin.x - spine.point.x) * spine.normal.x + (origin.y - spine.point.y) * spine.normal.y
            spinedx = xdx * spine.normal.x + ydx * spine.normal.y
            spinedy = xdy * spine.normal.x + ydy * spine.normal.y
            spineWidth = spine.width
            inverseSpineWidth = 1 / spine.width
            spineStrength = min(spine.strength, 1) * a
        }
        configureBack(curl, page: page, sourceRect: sr, backWidth: backWidth, backHeight: backHeight)
        configureAlignment()
        configureFixedBounds()
        func fixed(_ x: Double) -> Int { Self.clampedFixed((x * 65536).rounded()) }
        frontBelow = (fixed(udy), fixed(vdy))
        backBelow = (frontBelow.u &* backFixedU.1, frontBelow.v &* backFixedV.1)
        flippedBelow = isDoubleSided ? (fixed(buu * fudy), fixed(bvv * fvdy)) : (fixed(fudy), fixed(fvdy))
        deviceBounds = Self.deviceBox(of: curl.affectedBounds, m)
    }

    /// The colour a single-sided back is washed towards, set with its lanes.
    private var washColour: UInt32 {
        get { paper }
        set {
            paper = newValue
            paperLanes = PixelMath.expand(newValue & 0x00FF_FFFF)
        }
    }

    private mutating func configureBack(
        _ curl: PageCurl, page: Rect, sourceRect sr: Rect, backWidth: Int?, backHeight: Int?
    ) {
        let tint = min(max(curl.shading.backTint, 0), 1)
        flippedShade = UInt32((tint * 256).rounded())
        switch curl.back {
        case .mirroredFront(let paperColor, let washAlpha), .seenThrough(let paperColor, let washAlpha):
            // Every page, light or dark, is washed with the paper colour: the back reads as
            // paper with the front showing through (docs/Curl.md §6).
            isDoubleSided = false
            washColour = paperColor.withAlphaComponent(1).premultipliedARGB
            wash = UInt32((min(max(washAlpha, 0), 1) * 256).rounded())
        case .layer(_, let mirror), .image(_, let mirror):
            guard let bw = backWidth, let bh = backHeight, bw > 0, bh > 0 else {
                isDoubleSided = false
                washColour = Color.paper.premultipliedARGB
                wash = 179
                return
            }
            isDoubleSided = true
            safeBU1 = Double(bw) - 0.5 - 1e-6
            safeBV1 = Double(bh) - 0.5 - 1e-6
            let kbx = Double(bw) / page.width
            let kby = Double(bh) / page.height
            // Back pixels cover pageRect; the back page is seen mirrored across the axis
            // perpendicular to the spine.
            if mirror == .horizontal {
                (bu0, buu) = ((page.maxX - sr.minX) * kbx, -kbx / ksx)
                (bv0, bvv) = ((sr.minY - page.minY) * kby, kby / ksy)
            } else {
                (bu0, buu) = ((sr.minX - page.minX) * kbx, kbx / ksx)
                (bv0, bvv) = ((page.maxY - sr.minY) * kby, -kby / ksy)
            }
        }
    }

    private mutating func configureAlignment() {
        // Flat spans copy whole pixels when one device pixel is one source pixel and the
        // centres coincide.
        let fu = u00 - 0.5
        let fv = v00 - 0.5
        isPixelAligned =
            abs(udx - 1) < 1e-9 && abs(udy) < 1e-9 && abs(vdx) < 1e-9 && abs(vdy - 1) < 1e-9
            && abs(fu - fu.rounded()) < 1e-6 && abs(fv - fv.rounded()) < 1e-6
        if isPixelAligned {
            alignedDU = Int(fu.rounded())
            alignedDV = Int(fv.rounded())
        }
    }

    private mutating func configureFixedBounds() {
        func fixed(_ x: Double, up: Bool) -> Int {
            let f = (x - 0.5) * 65536
            return Self.clampedFixed(up ? f.rounded(.up) : f.rounded(.down))
        }
        fixedInside = (
            fixed(max(pu0 + marginU, 0.5), up: true), fixed(min(pu1 - marginU, safeU1), up: false),
            fixed(max(pv0 + marginV, 0.5), up: true), fixed(min(pv1 - marginV, safeV1), up: false)
        )
        fixedOutside = (
            fixed(pu0 - marginU, up: false), fixed(pu1 + marginU, up: true), fixed(pv0 - marginV, up: false),
            fixed(pv1 + marginV, up: true)
        )
        if isDoubleSided, abs(abs(buu) - 1) < 1e-12, abs(abs(bvv) - 1) < 1e-12 {
            // fixed(b0 + s·x) = (b0 − ½ + s·½)·65536 + s·fixed(x)
            backIsUnitScale = true
            backFixedU = (Self.clampedFixed(((bu0 - 0.5 + 0.5 * buu) * 65536).rounded()), buu < 0 ? -1 : 1)
            backFixedV = (Self.clampedFixed(((bv0 - 0.5 + 0.5 * bvv) * 65536).rounded()), bvv < 0 ? -1 : 1)
            backLimitU = Self.clampedFixed(((safeBU1 - 0.5) * 65536).rounded(.down))
            backLimitV = Self.clampedFixed(((safeBV1 - 0.5) * 65536).rounded(.down))
        }
    }

    /// The device pixels covering a layer rectangle, plus a pixel of margin (without the
    /// arrays `AffineTransform2D.apply(to: Rect)` allocates).
    static func deviceBox(of r: Rect, _ m: AffineTransform2D) -> IntRect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for k in 0..<4 {
            let p = m.apply(to: Point(x: k & 1 == 0 ? r.minX : r.maxX, y: k < 2 ? r.minY : r.maxY))
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return IntRect(
            x0: clampedInt(minX.rounded(.down)) - 1, y0: clampedInt(minY.rounded(.down)) - 1,
            x1: clampedInt(maxX.rounded(.up)) + 1, y1: clampedInt(maxY.rounded(.up)) + 1)
    }

    /// The spine shadow (0…256) at signed distance `t` (layer units) from the spine.
    @inline(__always)
    func spineFactor(distance t: Double) -> UInt32 {
        let t = abs(t)
        guard t < spineWidth else { return 256 }
        let f = 1 - t * inverseSpineWidth
        return UInt32((1 - spineStrength * f * f) * 256 + 0.5)
    }

    /// Whether the spine runs straight down the device (a spread on an upright screen): its
    /// distance is then the same on every row, column for column (`spine00 + y·0` is
    /// `spine00` exactly), so one row of factors serves every row (``CurlSpineColumns``).
    var hasUprightSpine: Bool { hasSpine && spinedy == 0 }

    /// A device pixel coordinate as an `Int`, clamped far beyond any frame.
    static func clampedInt(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, -1e9), 1e9)) : 0 }

    /// A 16.16 source coordinate as an `Int`, clamped to ±10¹⁵: as wide as `fixed(_:)` lets
    /// coordinates go, so no page a texture can hold is cut short (±10⁹ was 15 258 pixels),
    /// and sums of two stay far inside 64 bits.
    static func clampedFixed(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, -1e15), 1e15)) : 0 }
}

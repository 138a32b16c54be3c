import FolioCore

/// Draws a layer through a ``PageCurl``: the layer's flat rendering is the sheet's front, an
/// optional second texture its back, and ``CurlRasterizer`` resamples both along scanlines
/// over the page underneath, which is already in the target.
///
/// Curls are drawn with the affine part of the layer's transform: a page turning inside a
/// perspective-rotated container is not a case Folio supports.
///
/// A class kept in ``DeformationScratch`` and refilled for each use: a `PageCurl` is too large
/// for an existential's inline buffer, so a struct would be boxed on the heap every frame.
final class CurlDeformation: DeformationRendering {
    private(set) var curl = PageCurl(
        pageRect: .zero, axisPoint: .zero, normal: Point(x: 1, y: 0), radius: 1,
        back: .mirroredFront(paperColor: .paper, washAlpha: 0))
    /// The back page rendered flat, for double-sided curls.
    private(set) var back: Texture?

    /// Creates an empty renderer; the scratch storage that owns it is not main-actor bound.
    nonisolated init() {}

    /// Points this renderer at a curl (and its back page's texture).
    func configured(_ curl: PageCurl, back: Texture?) -> CurlDeformation {
        self.curl = curl
        self.back = back
        return self
    }

    func deviceBounds(layerBounds: Rect, toDevice m: Homography) -> IntRect {
        // The turned-over part may reach beyond the page and the shadow area.
        Self.pixelBounds(of: curl.affectedBounds, toDevice: m)
    }

    /// The device pixels a curl may draw for a rectangle of its layer (``PageCurl/affectedBounds``,
    /// ``PageCurl/changedBounds``) placed by `m`: its pixels, and two more on every side for
    /// the anti-aliased silhouette, which lit the row just outside a spread's bounds.
    static func pixelBounds(of r: Rect, toDevice m: Homography) -> IntRect {
        guard !r.isNull, r.width > 0, r.height > 0 else { return .empty }
        let poly = ConvexPolygon(rectMinX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY, through: m)
        return poly.isEmpty ? .empty : poly.pixelBounds.outset(by: 2)
    }

    func draw(_ c: DeformationContext) {
        let m = c.toDevice
        let transform = AffineTransform2D(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m31, ty: m.m32)
        c.scratch.curl.draw(
            curl, front: c.texture, back: back, sourceRect: c.layerBounds, into: c.target.surface,
            transform: transform, clip: c.target.clip.rect, alpha: Double(c.alpha) / 255, opaque: c.isOpaque,
            backOpaque: c.isBackOpaque, worker: c.target.worker)
    }
}

import FolioCore

/// A 3×3 projective map of the plane in Core Animation's row-vector convention:
/// `(x, y, 1) · H = (X, Y, W)` and the image point is `(X / W, Y / W)`.
///
/// A flattened ``Transform3D`` (what ``LayerNode/transform(toParent:)`` returns) acts on the
/// plane z = 0 exactly as this matrix built from its x, y and w rows and columns, and
/// composing flattened transforms is composing these matrices, so the compositor carries one
/// of these from the root down.
struct Homography: Equatable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The action of `t` on the plane z = 0.
    init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
            m31: t.m41, m32: t.m42, m33: t.m44)
    }

    static func translation(_ x: Double, _ y: Double) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    static func scale(_ sx: Double, _ sy: Double) -> Homography {
        Homography(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// `self` first, then `o`.
    func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// `(X, Y, W)` for a point.
    @inline(__always)
    func applyHomogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// The image of a point, or `nil` behind the eye.
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let h = applyHomogeneous(x, y)
        guard h.w > Self.minimumW else { return nil }
        return (h.x / h.w, h.y / h.w)
    }

    /// Points with `W` at or below this are treated as behind the eye.
    static let minimumW = 1e-6

    /// Whether the map has no perspective part.
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether the map is a translation by whole numbers (within 1/1024 px), the copy path.
    var integerTranslation: (dx: Int, dy: Int)? {
        guard isAffine, m11 == 1, m22 == 1, m12 == 0, m21 == 0 else { return nil }
        let rx = m31.rounded()
        let ry = m32.rounded()
        guard abs(rx - m31) < 1.0 / 1024, abs(ry - m32) < 1.0 / 1024, abs(rx) < 1e9, abs(ry) < 1e9 else {
            return nil
        }
        return (Int(rx), Int(ry))
    }

    /// Whether edges stay horizontal and vertical (scale and translation only).
    var isAxisAligned: Bool { isAffine && m12 == 0 && m21 == 0 }

    /// The rectangle `rect` maps onto when edges stay horizontal and vertical (flips
    /// included), or nil under any other map, or for a null or unmappable rectangle.
    func axisAlignedImage(of rect: Rect) -> Rect? {
        isAxisAligned ? affineBounds(of: rect) : nil
    }

    /// The smallest rectangle holding the image of `rect` under an affine map (the images of
    /// its four corners), or nil under a perspective map, or for a null or unmappable
    /// rectangle.
    func affineBounds(of rect: Rect) -> Rect? {
        let r = rect.standardized
        guard isAffine, !r.isNull else { return nil }
        var (minX, maxX) = (Double.infinity, -Double.infinity)
        var (minY, maxY) = (Double.infinity, -Double.infinity)
        for k in 0..<4 {
            guard let p = apply(k % 2 == 0 ? r.minX : r.maxX, k < 2 ? r.minY : r.maxY) else { return nil }
            (minX, maxX) = (min(minX, p.x), max(maxX, p.x))
            (minY, maxY) = (min(minY, p.y), max(maxY, p.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The inverse, or `nil` when singular.
    func inverted() -> Homography? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det != 0, det.isFinite, abs(det) > 1e-300 else { return nil }
        let r = 1 / det
        var inv = Homography(
            m11: c11 * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: c12 * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: c13 * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
        if isAffine {
            // Keep affine maps exactly affine so the cheap paths still apply.
            inv.m13 = 0
            inv.m23 = 0
            inv.m33 = 1
        }
        return inv
    }
}

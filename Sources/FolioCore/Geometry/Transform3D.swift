import Foundation

/// A 4×4 homogeneous transform, the counterpart of `CATransform3D`.
///
/// Folio follows Core Animation's conventions: points are row vectors, `(x, y, z, 1) · M`,
/// so `m41`, `m42`, `m43` hold the translation and `m34` gives perspective
/// (`m34 = -1 / eyeDistance`). `a.concatenating(b)` applies `a` first, then `b`.
///
/// ```swift
/// var t = Transform3D.identity
/// t.m34 = -1.0 / 800                         // perspective
/// t = t.rotated(by: .pi / 6, x: 0, y: 1, z: 0)  // turn around the vertical axis
/// let screen = t.project(Point(x: 100, y: 0))
/// ```
///
/// A layer's transform is applied about its anchor point (its centre), as in Core Animation.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation.
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale.
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, as `CATransform3DMakeRotation`.
    ///
    /// - Returns: The identity when the axis has zero length.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// An affine transform embedded in 3D.
    public init(_ affine: AffineTransform2D) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    /// A perspective transform that looks from `distance` points in front of the plane z = 0.
    public static func perspective(distance: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = distance > 0 ? -1 / distance : 0
        return t
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform is a 2D affine transform (no z, no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// The 2D part, meaningful when ``isAffine`` is true.
    public var affine: AffineTransform2D { AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows
        let b = other.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// A translation applied before this transform (`CATransform3DTranslate`).
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform (`CATransform3DScale`).
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or `nil` when the matrix is singular.
    public func inverted() -> Transform3D? {
        // Gauss–Jordan elimination with partial pivoting on [M | I].
        var m = rows
        var inv: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for col in 0..<4 {
            var pivot = col
            for row in (col + 1)..<4 where abs(m[row][col]) > abs(m[pivot][col]) { pivot = row }
            guard abs(m[pivot][col]) > 1e-12 else { return nil }
            m.swapAt(col, pivot)
            inv.swapAt(col, pivot)
            let p = m[col][col]
            for j in 0..<4 {
                m[col][j] /= p
                inv[col][j] /= p
            }
            for row in 0..<4 where row != col {
                let f = m[row][col]
                if f == 0 { continue }
                for j in 0..<4 {
                    m[row][j] -= f * m[col][j]
                    inv[row][j] -= f * inv[col][j]
                }
            }
        }
        return Transform3D(rows: inv)
    }

    /// Maps `(x, y, z)` and returns the homogeneous result `(x', y', z', w')`.
    public func applyHomogeneous(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Projects a point of the plane z = 0 onto the screen (divides by w).
    ///
    /// - Returns: The projected point, or `nil` when the point lies behind the eye (w ≤ 0).
    public func project(_ p: Point) -> Point? {
        let h = applyHomogeneous(x: p.x, y: p.y, z: 0)
        guard h.w > 1e-9 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// Maps a screen point back onto the plane z = 0 of the transformed layer: the inverse of
    /// ``project(_:)``, used for hit-testing through 3D transforms.
    ///
    /// - Returns: The point on the plane, or `nil` when the plane is seen edge-on.
    public func unproject(_ s: Point) -> Point? {
        // Solve [x y 1] · [[m11 m12 m14],[m21 m22 m24],[m41 m42 m44]] = w·[sx sy 1].
        let h = Transform3D(
            m11: m11, m12: m12, m13: 0, m14: m14, m21: m21, m22: m22, m23: 0, m24: m24,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: m41, m42: m42, m43: 0, m44: m44)
        guard let inv = h.inverted() else { return nil }
        let r = inv.applyHomogeneous(x: s.x, y: s.y, z: 0)
        guard abs(r.w) > 1e-12 else { return nil }
        return Point(x: r.x / r.w, y: r.y / r.w)
    }

    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[Double]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

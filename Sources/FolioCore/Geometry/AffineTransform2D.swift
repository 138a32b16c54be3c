import Foundation

/// A 2D affine transform, the counterpart of `CGAffineTransform`.
///
/// - Note: Named `AffineTransform2D` rather than `AffineTransform` so that code importing
///   both Foundation (which has its own `AffineTransform`) and Folio needs no qualification.
///
/// It maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. As in Core Graphics,
/// `t1.concatenating(t2)` applies `t1` first, then `t2`.
///
/// ```swift
/// let t = AffineTransform2D(scaleX: 2, y: 2).concatenating(AffineTransform2D(translationX: 10, y: 0))
/// t.apply(to: Point(x: 1, y: 1))  // (12, 2)
/// ```
public struct AffineTransform2D: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale about the origin.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation about the origin by `angle` radians (positive is clockwise on screen, since y points down).
    public init(rotationAngle angle: Double) {
        let cs = cos(angle)
        let sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part; zero means the transform cannot be inverted.
    public var determinant: Double { a * d - b * c }

    /// `self` followed by `other`.
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `nil` when the transform is singular.
    ///
    /// - Note: Core Graphics returns the transform unchanged when it cannot be inverted;
    ///   Folio returns `nil` so that the caller has to decide.
    public func inverted() -> AffineTransform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform2D(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Maps a point.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a rectangle and returns the bounding box of the result.
    public func apply(to r: Rect) -> Rect {
        if r.isNull { return r }
        let corners = [
            apply(to: Point(x: r.minX, y: r.minY)), apply(to: Point(x: r.maxX, y: r.minY)),
            apply(to: Point(x: r.minX, y: r.maxY)), apply(to: Point(x: r.maxX, y: r.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min() ?? 0
        let y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// Interpolates each coefficient; good enough for animating between nearby transforms.
    public func interpolated(to other: AffineTransform2D, fraction t: Double) -> AffineTransform2D {
        AffineTransform2D(
            a: a + (other.a - a) * t, b: b + (other.b - b) * t, c: c + (other.c - c) * t,
            d: d + (other.d - d) * t, tx: tx + (other.tx - tx) * t, ty: ty + (other.ty - ty) * t)
    }
}

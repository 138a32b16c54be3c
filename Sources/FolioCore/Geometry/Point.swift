/// A location in a two-dimensional coordinate system, in points.
///
/// The counterpart of `CGPoint`. Folio uses `Double` everywhere UIKit uses `CGFloat`.
///
/// ```swift
/// let p = Point(x: 10, y: 20) + Point(x: 5, y: 5)  // (15, 25)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The x-coordinate.
    public var x: Double
    /// The y-coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The dot product with `other`, treating both as vectors.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The point moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

    public var description: String { "(\(x), \(y))" }

    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    public static func * (lhs: Double, rhs: Point) -> Point { Point(x: rhs.x * lhs, y: rhs.y * lhs) }
    public static func / (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x / rhs, y: lhs.y / rhs) }
    public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
    public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }
    public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }
}

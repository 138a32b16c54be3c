/// A rectangle: an origin and a size, in points. The counterpart of `CGRect`.
///
/// As in Core Graphics, a rectangle may have a negative width or height; the `min`/`max`
/// accessors and ``standardized`` account for that, and the set operations work on the
/// standardized form.
///
/// ```swift
/// let card = Rect(x: 0, y: 0, width: 320, height: 480).insetBy(dx: 16, dy: 16)
/// card.contains(Point(x: 20, y: 20))  // true
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size is measured from (the top-left for a standardized rectangle).
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The rectangle that contains nothing; the identity of ``union(_:)``.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// Whether the rectangle is null or has no area.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var midX: Double { origin.x + size.width / 2 }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midY: Double { origin.y + size.height / 2 }

    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        if isNull { return self }
        return Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest rectangle with integral coordinates that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let s = standardized
        let x0 = s.minX.rounded(.down)
        let y0 = s.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: s.maxX.rounded(.up) - x0, height: s.maxY.rounded(.up) - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    ///
    /// - Returns: The inset rectangle, or ``null`` when the insets leave a negative size or
    ///   the rectangle is null.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return .null }
        let s = standardized
        let r = Rect(x: s.minX + dx, y: s.minY + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
        return (r.size.width < 0 || r.size.height < 0) ? .null : r
    }

    /// The rectangle shrunk by `insets` (grown where the insets are negative).
    ///
    /// - Note: UIKit can return a negative width or height when the insets exceed the size;
    ///   Folio keeps the left/top edge and clamps the size at zero, so layout code never sees
    ///   a flipped rectangle.
    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return .null }
        let s = standardized
        return Rect(
            x: s.minX + insets.left, y: s.minY + insets.top,
            width: max(0, s.width - insets.horizontal), height: max(0, s.height - insets.vertical))
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both, or ``null`` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles overlap with a non-zero area.
    public func intersects(_ other: Rect) -> Bool {
        let i = intersection(other)
        return !i.isNull && i.width > 0 && i.height > 0
    }

    /// Whether `point` lies inside, including the minimum edges and excluding the maximum
    /// ones, as in Core Graphics.
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly inside.
    public func contains(_ rect: Rect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY
            && rect.maxY <= maxY
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

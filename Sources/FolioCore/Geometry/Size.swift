/// A width and a height, in points. The counterpart of `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether either dimension is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)×\(height)" }

    public static func * (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width * rhs, height: lhs.height * rhs) }
}

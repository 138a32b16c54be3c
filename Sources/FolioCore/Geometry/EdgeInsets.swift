/// Inset distances for the four edges of a rectangle. The counterpart of `UIEdgeInsets`.
///
/// Positive values shrink a rectangle (``Rect/inset(by:)``); negative values grow it.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: Double
    /// The inset at the left edge.
    public var left: Double
    /// The inset at the bottom edge.
    public var bottom: Double
    /// The inset at the right edge.
    public var right: Double

    /// Creates insets for each edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

/// A vertex of a ``LayerMesh``.
public struct MeshVertex: Hashable, Sendable {
    /// Where the vertex is drawn, in the layer's bounds coordinates (before the layer's own
    /// transform).
    public var position: Point
    /// Which point of the layer's rendered content maps here, in the layer's bounds coordinates.
    public var textureCoordinate: Point
    /// Brightness multiplier for shading, 1 = unchanged, 0 = black.
    public var shade: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a vertex.
    public init(position: Point, textureCoordinate: Point, shade: Double = 1, alpha: Double = 1) {
        self.position = position
        self.textureCoordinate = textureCoordinate
        self.shade = shade
        self.alpha = alpha
    }
}

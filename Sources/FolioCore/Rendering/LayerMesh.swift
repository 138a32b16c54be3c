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

/// A textured triangle mesh: how 3D effects (cube, flip, cover flow) bend a layer's content.
///
/// Shade and alpha are interpolated across each triangle. Triangles sharing an edge cover
/// each pixel exactly once (top-left fill rule), so meshes never show seams or pinholes.
///
/// Triangles that cannot be drawn are left out rather than trapping: those with an index out
/// of range, with a vertex behind the eye, or with a vertex whose device coordinates reach
/// ±2²¹ pixels (2,097,152) on either axis (where a point projected right beside the eye lands).
public struct LayerMesh: Hashable, Sendable {
    public var vertices: [MeshVertex]
    /// Vertex indices, three per triangle.
    public var indices: [Int]

    /// Creates a mesh.
    public init(vertices: [MeshVertex], indices: [Int]) {
        self.vertices = vertices
        self.indices = indices
    }

    /// A regular grid over `rect` of `columns × rows` cells (two triangles each), with texture
    /// coordinates equal to positions; callers then move the vertices.
    public static func grid(over rect: Rect, columns: Int, rows: Int) -> LayerMesh {
        let cols = max(columns, 1)
        let rws = max(rows, 1)
        var vertices: [MeshVertex] = []
        vertices.reserveCapacity((cols + 1) * (rws + 1))
        for j in 0...rws {
            for i in 0...cols {
                let p = Point(
                    x: rect.minX + rect.width * Double(i) / Double(cols),
                    y: rect.minY + rect.height * Double(j) / Double(rws))
                vertices.append(MeshVertex(position: p, textureCoordinate: p))
            }
        }
        var indices: [Int] = []
        indices.reserveCapacity(cols * rws * 6)
        for j in 0..<rws {
            for i in 0..<cols {
                let a = j * (cols + 1) + i
                let b = a + 1
                let c = a + cols + 1
                let d = c + 1
                indices += [a, b, c, b, d, c]
            }
        }
        return LayerMesh(vertices: vertices, indices: indices)
    }
}

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

import FolioCore
import Testing

@Suite struct LayerMeshTests {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test(arguments: [(1, 1, 4, 6), (4, 2, 15, 48), (3, 5, 24, 90), (0, -2, 4, 6)])
    func gridHasOneVertexPerCornerAndTwoTrianglesPerCell(columns: Int, rows: Int, vertices: Int, indices: Int) {
        let mesh = LayerMesh.grid(over: rect, columns: columns, rows: rows)
        #expect(mesh.vertices.count == vertices)
        #expect(mesh.indices.count == indices)
        #expect(mesh.indices.allSatisfy { mesh.vertices.indices.contains($0) })
    }

    @Test func gridSpansTheRectWithTextureCoordinatesEqualToPositions() {
        let mesh = LayerMesh.grid(over: rect, columns: 4, rows: 2)
        #expect(mesh.vertices.first?.position == Point(x: 10, y: 20))
        #expect(mesh.vertices.last?.position == Point(x: 110, y: 70))
        #expect(mesh.vertices[1].position == Point(x: 35, y: 20))
        #expect(mesh.vertices[5].position == Point(x: 10, y: 45))
        #expect(mesh.vertices.allSatisfy { $0.position == $0.textureCoordinate && $0.shade == 1 && $0.alpha == 1 })
    }

    @Test func gridTrianglesShareOneWindingAndTileTheRect() {
        let mesh = LayerMesh.grid(over: rect, columns: 4, rows: 2)
        var total = 0.0
        for i in stride(from: 0, to: mesh.indices.count, by: 3) {
            let a = mesh.vertices[mesh.indices[i]].position
            let b = mesh.vertices[mesh.indices[i + 1]].position
            let c = mesh.vertices[mesh.indices[i + 2]].position
            let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            // Positive with y down: clockwise on screen.
            #expect(cross > 0)
            total += cross / 2
        }
        #expect(isClose(total, rect.width * rect.height))
    }
}

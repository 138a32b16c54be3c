import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@Suite @MainActor struct MeshTests {
    static let background = Color(rgb: 0x202020)
    static let texture = Color(rgb: 0x3399CC)

    /// A 100 × 100-cell grid (20,000 triangles) over `rect`, interior vertices jittered (by
    /// at most 0.2 cell, so no triangle folds over its neighbour) so that edges run at many
    /// angles; the border stays on the rectangle.
    static func jitteredGrid(over rect: Rect, alpha: Double = 1) -> LayerMesh {
        var mesh = LayerMesh.grid(over: rect, columns: 100, rows: 100)
        var rng = SeededRandom(seed: 7)
        for j in 1..<100 {
            for i in 1..<100 {
                let k = j * 101 + i
                mesh.vertices[k].position.x += rng.uniform(-0.2...0.2) * rect.width / 100
                mesh.vertices[k].position.y += rng.uniform(-0.2...0.2) * rect.height / 100
            }
        }
        for k in mesh.vertices.indices { mesh.vertices[k].alpha = alpha }
        return mesh
    }

    func render(mesh: LayerMesh, size: Int = 240) -> Bitmap {
        let page = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 200, height: 200), position: Point(x: 120, y: 120),
            backgroundColor: Self.texture, deformation: .mesh(mesh))
        let root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: Double(size), height: Double(size)),
            backgroundColor: Self.background,
            sublayers: [page])
        return Compositor().render(root, width: size, height: size)
    }

    @Test func twentyThousandTrianglesLeaveNoPinholes() {
        let mesh = Self.jitteredGrid(over: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(mesh.indices.count / 3 == 20_000)
        let frame = render(mesh: mesh)
        let inside = Self.texture.premultipliedARGB
        let outside = Self.background.premultipliedARGB
        var wrong = 0
        for y in 0..<240 {
            for x in 0..<240 {
                let covered = (20..<220).contains(x) && (20..<220).contains(y)
                if frame[x, y] != (covered ? inside : outside) { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels are not exactly the texture (inside) or the background (outside)")
    }

    @Test func translucentMeshCoversEachPixelExactlyOnce() {
        // A regular grid: every cell diagonal passes exactly through pixel centres, where
        // only the top-left rule decides which triangle owns the pixel.
        var mesh = LayerMesh.grid(over: Rect(x: 0, y: 0, width: 200, height: 200), columns: 100, rows: 100)
        for k in mesh.vertices.indices { mesh.vertices[k].alpha = 0.5 }
        let frame = render(mesh: mesh)
        // Drawn once at half opacity over the background; twice would be darker, never
        // would show the background.
        let expected = frame[120, 120]
        #expect(expected != Self.background.premultipliedARGB && expected != Self.texture.premultipliedARGB)
        let region = Fixtures.pixels(of: frame, in: (20, 20, 220, 220))
        #expect(region.allSatisfy { $0 == expected }, "\(Set(region).count) distinct values")
    }

    @Test func perVertexShadeDarkensTowardsTheShadedSide() {
        var mesh = LayerMesh.grid(over: Rect(x: 0, y: 0, width: 200, height: 200), columns: 4, rows: 4)
        for k in mesh.vertices.indices { mesh.vertices[k].shade = 1 - mesh.vertices[k].position.x / 200 }
        let frame = render(mesh: mesh)
        let left = frame.color(x: 22, y: 120)
        let middle = frame.color(x: 120, y: 120)
        let right = frame.color(x: 217, y: 120)
        #expect(left.blue > middle.blue && middle.blue > right.blue)
        #expect(abs(middle.blue - Self.texture.blue * 0.5) < 0.02)
        #expect(right.alpha == 1)
    }

    @Test func meshWithOutOfRangeIndicesSkipsThoseTriangles() {
        var mesh = LayerMesh.grid(over: Rect(x: 0, y: 0, width: 200, height: 200), columns: 1, rows: 1)
        mesh.indices += [0, 1, 99]
        let frame = render(mesh: mesh)
        #expect(frame[120, 120] == Self.texture.premultipliedARGB)
    }

    @Test(arguments: [1e6, 1e9, 1e15, -1e9])
    func meshWithAVertexFarOffScreenDrawsItsOtherTrianglesWithoutTrapping(far: Double) {
        // A custom transition's mesh is caller data: a vertex thrown far away (a bug, or a
        // point projected next to the eye) must not overflow the edge arithmetic.
        var mesh = LayerMesh.grid(over: Rect(x: 0, y: 0, width: 200, height: 200), columns: 2, rows: 2)
        mesh.vertices[8].position = Point(x: far, y: far)
        let frame = render(mesh: mesh)
        #expect(frame[40, 40] == Self.texture.premultipliedARGB, "the top-left cell is untouched")
        #expect(frame[5, 5] == Self.background.premultipliedARGB)
    }

    @Test func thinSliverFromFarAwaySamplesOnlyInsideItsTexture() {
        // A sliver whose far vertex is hundreds of thousands of pixels away covers one pixel
        // on screen; its texture coordinate there comes out of a plane whose large terms
        // cancel, thousands of texels off. The unchecked sampler must not be handed it: the
        // run is checked at both ends, not trusted from the vertices.
        var texture = Bitmap(width: 3002, height: 3)
        for y in 0..<3 { for x in 0..<3002 { texture[x, y] = 0xFF20_4060 } }
        let mesh = LayerMesh(
            vertices: [
                MeshVertex(
                    position: Point(x: -523_387.503_906_25, y: -523_787.496_093_75),
                    textureCoordinate: Point(x: 1.1, y: 1.8)),
                MeshVertex(
                    position: Point(x: 263_044.503_906_25, y: 262_644.5), textureCoordinate: Point(x: 3000.5, y: 1.8)),
                MeshVertex(
                    position: Point(x: 263_044.5, y: 262_644.496_093_75), textureCoordinate: Point(x: 1500.5, y: 1.8)),
            ],
            indices: [0, 1, 2])
        var page = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 3002, height: 3), position: Point(x: 1501, y: 1.5),
            content: .image(Image(bitmap: texture)))
        page.deformation = .mesh(mesh)
        let root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 1920, height: 1080), backgroundColor: Self.background,
            sublayers: [page])
        let frame = Compositor().render(root, width: 1920, height: 1080)
        let drawn = Fixtures.pixels(of: frame, in: (0, 0, 1920, 1080)).filter {
            $0 != Self.background.premultipliedARGB
        }
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { $0 == 0xFF20_4060 }, "only the texture's one colour is drawn")
    }

    @Test func pageRotatedInPerspectiveFromTilesHasNoSeams() {
        // A page made of 5 × 5 abutting tiles, turned about y in perspective: every row and
        // column of the page's image must be one unbroken run.
        var tiles: [LayerNode] = []
        for j in 0..<5 {
            for i in 0..<5 {
                tiles.append(
                    LayerNode(
                        id: UInt64(10 + j * 5 + i), bounds: Rect(x: 0, y: 0, width: 40, height: 56),
                        position: Point(x: Double(i) * 40 + 20, y: Double(j) * 56 + 28), backgroundColor: Self.texture))
            }
        }
        var stage = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 400, height: 320), backgroundColor: Self.background)
        stage.sublayerTransform = .perspective(distance: 500)
        stage.sublayers = [
            LayerNode(
                id: 2, bounds: Rect(x: 0, y: 0, width: 200, height: 280), position: Point(x: 200, y: 160),
                transform: Transform3D(rotationAngle: 0.7, x: 0.2, y: 1, z: 0), sublayers: tiles)
        ]
        let frame = Compositor().render(stage, width: 400, height: 320)
        let bg = Self.background.premultipliedARGB
        var gaps = 0
        var covered = 0
        for y in 0..<320 {
            let xs = (0..<400).filter { frame[$0, y] != bg }
            covered += xs.count
            if let first = xs.first, let last = xs.last, last - first + 1 != xs.count { gaps += 1 }
        }
        for x in 0..<400 {
            let ys = (0..<320).filter { frame[x, $0] != bg }
            if let first = ys.first, let last = ys.last, last - first + 1 != ys.count { gaps += 1 }
        }
        #expect(covered > 20_000)
        #expect(gaps == 0)
    }
}

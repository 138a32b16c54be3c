import BenchmarkSupport
import Folio
import Foundation

/// The layer trees the compositor benchmarks render, at 1920 × 1080, built once.
@MainActor
enum Scenes {
    nonisolated static let width = 1920
    nonisolated static let height = 1080
    static let size = Size(width: Double(width), height: Double(height))

    /// The opaque full-screen page (`benchmarkPagePixel`), the pixman references' page too.
    static let page: Image = {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = benchmarkPagePixel(x: x, y: y, width: width, height: height)
            }
        }
        return Image(bitmap: bitmap)
    }()

    static func pageLayer(id: UInt64, position: Point, transform: Transform3D = .identity) -> LayerNode {
        LayerNode(
            id: id, bounds: Rect(origin: .zero, size: size), position: position, transform: transform,
            content: .image(page))
    }

    static func stage(_ sublayers: [LayerNode], perspective: Double? = nil) -> LayerNode {
        var root = LayerNode(
            id: 1, bounds: Rect(origin: .zero, size: size), backgroundColor: .white, sublayers: sublayers)
        if let perspective { root.sublayerTransform = .perspective(distance: perspective) }
        return root
    }

    /// A horizontal scroll 700 px into the transition: two whole-pixel offset pages.
    static let slide = stage([
        pageLayer(id: 2, position: Point(x: 960 - 700, y: 540)),
        pageLayer(id: 3, position: Point(x: 960 + 1220, y: 540)),
    ])

    /// One full-screen page rotated by 2° and scaled by 1.05: bilinear everywhere.
    static let bilinearQuad = stage([
        pageLayer(
            id: 2, position: Point(x: 960, y: 540),
            transform: Transform3D(rotationAngle: 2 * .pi / 180, x: 0, y: 0, z: 1).scaledBy(x: 1.05, y: 1.05, z: 1))
    ])

    /// The same quad rotated the other way: the texture is read in a staircase that climbs
    /// rows instead of descending them, which the CPU's prefetchers do not follow.
    static let bilinearQuadOtherWay = stage([
        pageLayer(
            id: 2, position: Point(x: 960, y: 540),
            transform: Transform3D(rotationAngle: -2 * .pi / 180, x: 0, y: 0, z: 1).scaledBy(x: 1.05, y: 1.05, z: 1))
    ])

    /// A page turned 30° about its vertical axis in perspective (a cube or flip mid-way).
    static let perspectivePage = stage(
        [
            pageLayer(
                id: 2, position: Point(x: 960, y: 540), transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
            )
        ],
        perspective: 2000)

    /// A page bent by a 50 × 40-cell mesh (4,000 triangles) with shading.
    static let meshPage: LayerNode = {
        var mesh = LayerMesh.grid(over: Rect(origin: .zero, size: size), columns: 50, rows: 40)
        let radius = 300.0
        for k in mesh.vertices.indices {
            let p = mesh.vertices[k].textureCoordinate
            let d = p.x - 1100
            guard d > 0 else { continue }
            let phi = min(d / radius, .pi * 0.9)
            mesh.vertices[k].position.x = 1100 + radius * sin(phi)
            mesh.vertices[k].position.y = p.y + 20 * (1 - cos(phi)) * (p.y / 1080 - 0.5)
            mesh.vertices[k].shade = 0.5 + 0.5 * abs(cos(phi))
        }
        var page = pageLayer(id: 2, position: Point(x: 960, y: 540))
        page.deformation = .mesh(mesh)
        return stage([page])
    }()
}

import BenchmarkSupport
import Folio
import Foundation

/// The layer trees the compositor benchmarks render, built once: a 1920 × 1080-point stage,
/// drawn at scale 1 (1920 × 1080 pixels) or, for 4K, at scale 2 (3840 × 2160, a HiDPI
/// window) with a page image of twice the pixels, so that a page at rest is still copied.
@MainActor
enum Scenes {
    nonisolated static let width = 1920
    nonisolated static let height = 1080
    /// The 4K frame: the same points at scale 2.
    nonisolated static let width4K = 3840
    nonisolated static let height4K = 2160
    static let size = Size(width: Double(width), height: Double(height))

    /// The opaque full-screen page (`benchmarkPagePixel`), the pixman references' page too,
    /// at `scale` pixels per point.
    static func page(scale: Int) -> Image {
        let w = width * scale
        let h = height * scale
        var bitmap = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                bitmap[x, y] = benchmarkPagePixel(x: x / scale, y: y / scale, width: width, height: height)
            }
        }
        return Image(bitmap: bitmap)
    }

    static let page1x = page(scale: 1)
    static let page2x = page(scale: 2)

    static func pageLayer(id: UInt64, position: Point, transform: Transform3D = .identity, image: Image)
        -> LayerNode
    {
        LayerNode(
            id: id, bounds: Rect(origin: .zero, size: size), position: position, transform: transform,
            content: .image(image))
    }

    static func stage(_ sublayers: [LayerNode], perspective: Double? = nil) -> LayerNode {
        var root = LayerNode(
            id: 1, bounds: Rect(origin: .zero, size: size), backgroundColor: .white, sublayers: sublayers)
        if let perspective { root.sublayerTransform = .perspective(distance: perspective) }
        return root
    }

    /// A horizontal scroll 700 px into the transition: two whole-pixel offset pages.
    static let slide = stage([
        pageLayer(id: 2, position: Point(x: 960 - 700, y: 540), image: page1x),
        pageLayer(id: 3, position: Point(x: 960 + 1220, y: 540), image: page1x),
    ])

    /// One full-screen page rotated by 2° and scaled by 1.05: bilinear everywhere.
    static let bilinearQuad = stage([
        pageLayer(
            id: 2, position: Point(x: 960, y: 540),
            transform: Transform3D(rotationAngle: 2 * .pi / 180, x: 0, y: 0, z: 1).scaledBy(x: 1.05, y: 1.05, z: 1),
            image: page1x)
    ])

    /// The same quad rotated the other way: the texture is read in a staircase that climbs
    /// rows instead of descending them, which the CPU's prefetchers do not follow.
    static let bilinearQuadOtherWay = stage([
        pageLayer(
            id: 2, position: Point(x: 960, y: 540),
            transform: Transform3D(rotationAngle: -2 * .pi / 180, x: 0, y: 0, z: 1).scaledBy(x: 1.05, y: 1.05, z: 1),
            image: page1x)
    ])

    /// A page turned 30° about its vertical axis in perspective (a cube or flip mid-way).
    static func perspectivePage(_ image: Image) -> LayerNode {
        stage(
            [
                pageLayer(
                    id: 2, position: Point(x: 960, y: 540),
                    transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0), image: image)
            ],
            perspective: 2000)
    }

    static let perspectivePage1x = perspectivePage(page1x)
    static let perspectivePage2x = perspectivePage(page2x)

    /// A page bent by a 50 × 40-cell mesh (4,000 triangles) with shading.
    static func meshPage(_ image: Image) -> LayerNode {
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
        var page = pageLayer(id: 2, position: Point(x: 960, y: 540), image: image)
        page.deformation = .mesh(mesh)
        return stage([page])
    }

    static let meshPage1x = meshPage(page1x)
    static let meshPage2x = meshPage(page2x)
}

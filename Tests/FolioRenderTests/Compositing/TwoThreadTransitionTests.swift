import FolioCore
import FolioTesting
import Foundation
import Testing

@testable import FolioRender

/// The 3D transitions (cube, flip, cover flow, custom ones) drawn on two threads: the spans
/// of resampled quads and the bands of triangle meshes are shared (docs/Architecture.md §6.4),
/// and the frame must be the one a single thread draws, to the bit.
@Suite @MainActor struct TwoThreadTransitionTests {
    private static let width = 640
    private static let height = 480
    private static let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))

    private static func page(id: UInt64, tint: UInt32, alpha: UInt32 = 255, transform: Transform3D = .identity)
        -> LayerNode
    {
        LayerNode(
            id: id, bounds: bounds, position: Point(x: Double(width) / 2, y: Double(height) / 2), transform: transform,
            content: .image(Fixtures.detailedPage(width: width, height: height, tint: tint, alpha: alpha)))
    }

    private static func stage(_ sublayers: [LayerNode], perspective: Double? = 1200) -> LayerNode {
        var root = LayerNode(id: 1, bounds: bounds, backgroundColor: .white, sublayers: sublayers)
        if let perspective { root.sublayerTransform = .perspective(distance: perspective) }
        return root
    }

    /// A page bent over itself (its right part folds back over its left, so triangles
    /// overlap and the order they blend in shows), shaded, optionally translucent.
    private static func foldedMesh(alpha: Double) -> LayerMesh {
        var mesh = LayerMesh.grid(over: bounds, columns: 30, rows: 24)
        let radius = 90.0
        for k in mesh.vertices.indices {
            let p = mesh.vertices[k].textureCoordinate
            let d = p.x - 360
            mesh.vertices[k].alpha = alpha
            guard d > 0 else { continue }
            let phi = min(d / radius, .pi * 0.9)
            mesh.vertices[k].position.x = 360 + radius * sin(phi)
            mesh.vertices[k].position.y = p.y + 12 * (1 - cos(phi)) * (p.y / Double(height) - 0.5)
            mesh.vertices[k].shade = 0.5 + 0.5 * abs(cos(phi))
            mesh.vertices[k].alpha = alpha * (0.6 + 0.4 * abs(cos(phi)))
        }
        return mesh
    }

    private func scenes() -> [(String, LayerNode)] {
        let turned = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
        let cubeLeft = Self.page(
            id: 2, tint: 0x30,
            transform: Transform3D(rotationAngle: -.pi / 5, x: 0, y: 1, z: 0).translatedBy(x: -160, y: 0, z: -120))
        let cubeRight = Self.page(
            id: 3, tint: 0xA0,
            transform: Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).translatedBy(x: 200, y: 0, z: -150))
        var flat = Self.page(id: 2, tint: 0x50)
        flat.deformation = .mesh(Self.foldedMesh(alpha: 1))
        var translucent = Self.page(id: 2, tint: 0x70)
        translucent.deformation = .mesh(Self.foldedMesh(alpha: 0.8))
        var inPerspective = Self.page(id: 2, tint: 0x90, transform: turned)
        inPerspective.deformation = .mesh(Self.foldedMesh(alpha: 1))
        // A rounded clip: spans go through a coverage mask.
        let clipped = LayerNode(
            id: 4, bounds: Rect(x: 0, y: 0, width: 600, height: 440), position: Point(x: 320, y: 240),
            clipsToBounds: true, cornerRadius: 48, sublayers: [Self.page(id: 2, tint: 0x40, transform: turned)])
        return [
            ("page turned in perspective", Self.stage([Self.page(id: 2, tint: 0x30, transform: turned)])),
            (
                "translucent page in perspective",
                Self.stage([Self.page(id: 3, tint: 0x20), Self.page(id: 2, tint: 0x60, alpha: 150, transform: turned)])
            ),
            ("cube: two faces", Self.stage([cubeLeft, cubeRight])),
            (
                "rotated and scaled quad",
                Self.stage(
                    [
                        Self.page(
                            id: 2, tint: 0x80,
                            transform: Transform3D(rotationAngle: 0.05, x: 0, y: 0, z: 1).scaledBy(
                                x: 1.05, y: 1.05, z: 1))
                    ], perspective: nil)
            ),
            ("perspective page under a rounded clip", Self.stage([clipped])),
            ("folded mesh", Self.stage([flat], perspective: nil)),
            ("translucent folded mesh", Self.stage([Self.page(id: 3, tint: 0x20), translucent], perspective: nil)),
            ("folded mesh in perspective", Self.stage([inPerspective])),
        ]
    }

    @Test func transitionFramesOnTwoThreadsMatchOneThreadToTheBit() {
        let one = Compositor(threads: 1)
        let two = Compositor(threads: 2)
        for (name, root) in scenes() {
            // Twice each: the second frame reuses the compositors' scratch (mesh bands, vertices).
            for pass in 0..<2 {
                let a = one.render(root, width: Self.width, height: Self.height)
                let b = two.render(root, width: Self.width, height: Self.height)
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "\(name), frame \(pass + 1): \(differing) pixels differ")
                #expect(Set(a.pixels).count > 64, "\(name): the scene draws detail")
            }
        }
    }

    @Test func largeTransitionsWakeTheSecondThread() {
        let compositor = Compositor(threads: 2)
        for (name, root) in scenes() {
            _ = compositor.render(root, width: Self.width, height: Self.height)
            #expect(compositor.frameSharesRows, "\(name): a page-sized quad or mesh is shared")
        }
    }
}

import FolioCore
import FolioRender
import FolioTesting
import Foundation
import Testing

@Suite @MainActor struct CompositorSnapshotTests {
    func stage(_ width: Double, _ height: Double, _ sublayers: [LayerNode]) -> LayerNode {
        LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: width, height: height), backgroundColor: Color(rgb: 0xECEFF1),
            sublayers: sublayers)
    }

    func card(id: UInt64, at p: Point, size: Size = Size(width: 120, height: 80)) -> LayerNode {
        let photo = LayerNode(
            id: id + 1, bounds: Rect(origin: Point(x: 0, y: 0), size: size),
            position: Point(x: size.width / 2, y: size.height / 2),
            content: .image(Fixtures.photo()))
        return LayerNode(
            id: id, bounds: Rect(origin: Point(x: 0, y: 0), size: size), position: p, clipsToBounds: true,
            backgroundColor: .white, cornerRadius: 16, sublayers: [photo])
    }

    @Test func roundedClippingOfImageContent() {
        let root = stage(
            240, 120,
            [
                card(id: 10, at: Point(x: 70, y: 60)),
                card(id: 20, at: Point(x: 175, y: 60), size: Size(width: 80, height: 80)),
            ])
        assertSnapshot(of: Compositor().render(root, width: 480, height: 240, scale: 2))
    }

    @Test func nestedClipsRotatedAndRounded() {
        let stripes = LayerNode(
            id: 5, bounds: Rect(x: 0, y: 0, width: 200, height: 200), position: Point(x: 50, y: 50),
            content: .image(Fixtures.checkerboard(width: 200, height: 200, cell: 10, .orange, Color(rgb: 0x34495E))))
        let inner = LayerNode(
            id: 4, bounds: Rect(x: 0, y: 0, width: 90, height: 90), position: Point(x: 60, y: 60),
            transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1), clipsToBounds: true, cornerRadius: 20,
            sublayers: [stripes])
        let outer = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 0, width: 110, height: 110), position: Point(x: 120, y: 80),
            clipsToBounds: true,
            backgroundColor: Color(rgb: 0xD5DBDB), cornerRadius: 8, sublayers: [inner])
        assertSnapshot(of: Compositor().render(stage(240, 160, [outer]), width: 480, height: 320, scale: 2))
    }

    @Test func alphaGroupVersusPerLayerAlpha() {
        func discs(id: UInt64, x: Double, alpha: Double, grouped: Bool) -> LayerNode {
            let colours: [Color] = [.red, Color(rgb: 0x2ECC71), .systemBlue]
            let circles = colours.enumerated().map { i, c in
                LayerNode(
                    id: id + UInt64(i) + 1, bounds: Rect(x: 0, y: 0, width: 60, height: 60),
                    position: Point(x: 35 + Double(i) * 25, y: 45 + (i == 1 ? 25 : 0)), alpha: grouped ? 1 : alpha,
                    backgroundColor: c, cornerRadius: 30)
            }
            return LayerNode(
                id: id, bounds: Rect(x: 0, y: 0, width: 120, height: 120), position: Point(x: x, y: 65),
                alpha: grouped ? alpha : 1, sublayers: circles)
        }
        let root = stage(
            260, 130,
            [discs(id: 10, x: 65, alpha: 0.6, grouped: true), discs(id: 20, x: 195, alpha: 0.6, grouped: false)])
        assertSnapshot(of: Compositor().render(root, width: 520, height: 260, scale: 2))
    }

    @Test func cardRotatedInPerspective() {
        var root = stage(240, 160, [])
        root.sublayerTransform = .perspective(distance: 400)
        var c = card(id: 10, at: Point(x: 120, y: 80), size: Size(width: 150, height: 100))
        c.transform = Transform3D(rotationAngle: .pi / 5, x: 0.3, y: 1, z: 0)
        root.sublayers = [c]
        assertSnapshot(of: Compositor().render(root, width: 480, height: 320, scale: 2))
    }

    @Test func affineTransformsScaleAndRotate() {
        let photo = Fixtures.photo()
        var layers: [LayerNode] = []
        for i in 0..<3 {
            let s = 0.8 + 0.2 * Double(i)
            let angle = Double(i - 1) * 0.35
            let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).scaledBy(x: s, y: s, z: 1)
            let position = Point(x: 45 + Double(i) * 75, y: 60)
            layers.append(
                LayerNode(
                    id: UInt64(10 + i), bounds: Rect(x: 0, y: 0, width: 80, height: 50), position: position,
                    transform: t, content: .image(photo)))
        }
        assertSnapshot(of: Compositor().render(stage(240, 120, layers), width: 480, height: 240, scale: 2))
    }

    @Test func solidMeshOfTwentyThousandTriangles() {
        var mesh = LayerMesh.grid(over: Rect(x: 0, y: 0, width: 200, height: 140), columns: 100, rows: 100)
        for k in mesh.vertices.indices {
            let p = mesh.vertices[k].position
            mesh.vertices[k].position.y = p.y + 10 * sin(p.x / 200 * 2 * .pi) * (p.y / 140)
        }
        let page = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 200, height: 140), position: Point(x: 120, y: 80),
            backgroundColor: Color(rgb: 0x3399CC), deformation: .mesh(mesh))
        assertSnapshot(of: Compositor().render(stage(240, 170, [page]), width: 240, height: 170))
    }

    @Test func shadedMeshBentLikeAPage() {
        // A page bent around a vertical cylinder on its right half, darkening as it turns.
        let w = 160.0
        let h = 200.0
        var mesh = LayerMesh.grid(over: Rect(x: 0, y: 0, width: w, height: h), columns: 32, rows: 4)
        let r = 40.0
        for k in mesh.vertices.indices {
            let p = mesh.vertices[k].textureCoordinate
            let d = p.x - w / 2
            guard d > 0 else { continue }
            let phi = min(d / r, .pi)
            mesh.vertices[k].position.x = w / 2 + r * sin(phi) - (d > .pi * r ? d - .pi * r : 0)
            mesh.vertices[k].position.y = p.y - 6 * (1 - cos(phi)) * (p.y / h - 0.5)
            mesh.vertices[k].shade = 0.45 + 0.55 * abs(cos(phi))
            mesh.vertices[k].alpha = phi > .pi / 2 ? 0.9 : 1
        }
        let page = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: w, height: h), position: Point(x: 120, y: 115),
            content: .drawing(Fixtures.pageDrawing(number: 3), version: 1), deformation: .mesh(mesh))
        assertSnapshot(of: Compositor().render(stage(240, 230, [page]), width: 480, height: 460, scale: 2))
    }

    @Test func pageRotatedInThreeDimensionsWithoutSeams() {
        // Twelve abutting paper-coloured tiles, each its own layer with drawn content: any
        // seam between them would show the dark stage through the page.
        var tiles: [LayerNode] = []
        for j in 0..<4 {
            for i in 0..<3 {
                let n = j * 3 + i + 1
                let label = DrawingBlock { ctx, bounds in
                    ctx.setFillColor(.paper)
                    ctx.fill(bounds)
                    ctx.draw(
                        "\(n)", in: bounds.insetBy(dx: 4, dy: 14),
                        style: TextStyle(
                            font: .boldSystemFont(ofSize: 16), color: Color(white: 0.35), alignment: .center))
                }
                tiles.append(
                    LayerNode(
                        id: UInt64(100 + n), bounds: Rect(x: 0, y: 0, width: 50, height: 50),
                        position: Point(x: 25 + Double(i) * 50, y: 25 + Double(j) * 50),
                        content: .drawing(label, version: 1)))
            }
        }
        var root = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 260, height: 240), backgroundColor: Color(rgb: 0x263238))
        root.sublayerTransform = .perspective(distance: 500)
        root.sublayers = [
            LayerNode(
                id: 2, bounds: Rect(x: 0, y: 0, width: 150, height: 200), position: Point(x: 130, y: 120),
                transform: Transform3D(rotationAngle: -0.9, x: 0.15, y: 1, z: 0), sublayers: tiles)
        ]
        assertSnapshot(of: Compositor().render(root, width: 520, height: 480, scale: 2))
    }
}

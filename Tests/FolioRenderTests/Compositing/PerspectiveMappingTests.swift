import FolioCore
import FolioRender
import Testing

@Suite @MainActor struct PerspectiveMappingTests {
    @Test func textureMidlineLandsWhereTheProjectionPutsIt() {
        // Left half red, right half blue; turned 60° about y in strong perspective. With
        // perspective-correct mapping the colour boundary is the projection of the texture's
        // midline, far from the midpoint of the quad's screen edges.
        var bitmap = Bitmap(width: 200, height: 100)
        for y in 0..<100 {
            for x in 0..<200 { bitmap[x, y] = x < 100 ? 0xFFFF_0000 : 0xFF00_00FF }
        }
        var stage = LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 400, height: 200))
        stage.sublayerTransform = .perspective(distance: 250)
        let page = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 200, height: 100), position: Point(x: 200, y: 100),
            transform: Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0), content: .image(Image(bitmap: bitmap)))
        stage.sublayers = [page]
        let frame = Compositor().render(stage, width: 400, height: 200)
        let m = page.transform(toParent: stage)
        guard let left = m.project(Point(x: 0, y: 50)), let right = m.project(Point(x: 200, y: 50)),
            let mid = m.project(Point(x: 100, y: 50))
        else {
            Issue.record("projection failed")
            return
        }
        #expect(abs(mid.x - (left.x + right.x) / 2) > 8, "the test needs visible foreshortening")
        let x = Int(mid.x.rounded())
        #expect(frame[x - 2, 100] == 0xFFFF_0000)
        #expect(frame[x + 2, 100] == 0xFF00_00FF)
    }
}

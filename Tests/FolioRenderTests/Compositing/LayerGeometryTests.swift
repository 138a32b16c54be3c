import FolioCore
import FolioTesting
import Testing

@testable import FolioRender

@Suite struct LayerGeometryTests {
    @Test(arguments: 0..<24)
    func matchesLayerNodeTransform(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        var t = Transform3D.identity
        t = t.rotated(by: rng.uniform(-1...1), x: rng.uniform(-1...1), y: rng.uniform(-1...1), z: rng.uniform(-1...1))
        t = t.scaledBy(x: rng.uniform(0.5...2), y: rng.uniform(0.5...2), z: 1)
        var parent = LayerNode(id: 1, bounds: Rect(x: rng.uniform(-20...20), y: 0, width: 300, height: 200))
        parent.sublayerTransform = Transform3D.perspective(distance: rng.uniform(300...1200))
        let child = LayerNode(
            id: 2, bounds: Rect(x: rng.uniform(-5...5), y: rng.uniform(-5...5), width: 120, height: 80),
            position: Point(x: rng.uniform(0...300), y: rng.uniform(0...200)),
            anchorPoint: Point(x: rng.uniform(0...1), y: rng.uniform(0...1)), transform: t)
        let expected = Homography(child.transform(toParent: parent))
        let actual = LayerGeometry.toParent(child, parent: parent)
        for (x, y) in [(0.0, 0.0), (120, 0), (37, 61), (-5, 80)] {
            let e = expected.apply(x, y)
            let a = actual.apply(x, y)
            #expect((e == nil) == (a == nil))
            if let e, let a {
                #expect(abs(e.x - a.x) < 1e-6 && abs(e.y - a.y) < 1e-6)
            }
        }
    }
}

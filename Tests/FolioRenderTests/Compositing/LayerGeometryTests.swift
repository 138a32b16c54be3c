import FolioCore
import Testing

@testable import FolioRender

@Suite struct LayerGeometryTests {
    @Test(arguments: 0..<24)
    func matchesLayerNodeTransform(seed: Int) {
        var rng = SplitMix(seed: UInt64(seed))
        var t = Transform3D.identity
        t = t.rotated(by: rng.next(-1, 1), x: rng.next(-1, 1), y: rng.next(-1, 1), z: rng.next(-1, 1))
        t = t.scaledBy(x: rng.next(0.5, 2), y: rng.next(0.5, 2), z: 1)
        var parent = LayerNode(id: 1, bounds: Rect(x: rng.next(-20, 20), y: 0, width: 300, height: 200))
        parent.sublayerTransform = Transform3D.perspective(distance: rng.next(300, 1200))
        let child = LayerNode(
            id: 2, bounds: Rect(x: rng.next(-5, 5), y: rng.next(-5, 5), width: 120, height: 80),
            position: Point(x: rng.next(0, 300), y: rng.next(0, 200)),
            anchorPoint: Point(x: rng.next(0, 1), y: rng.next(0, 1)), transform: t)
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

/// A tiny deterministic random number generator for test inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}

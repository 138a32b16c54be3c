import FolioCore
import Testing

@testable import FolioRender

/// The rectangles that hold a rectangle's image: under any affine map (the tiles a rotated
/// clip shows), and only under maps that keep edges upright (the compositor's checks that a
/// sublayer fills or lies inside its clip).
@Suite struct HomographyBoundsTests {
    @Test func anAffineMapsBoundsHoldEveryCornerOfTheImage() throws {
        // A quarter turn, then a shift: (x, y) ↦ (−y + 10, x + 20).
        let turn = Homography(m11: 0, m12: 1, m13: 0, m21: -1, m22: 0, m23: 0, m31: 10, m32: 20, m33: 1)
        let bounds = try #require(turn.affineBounds(of: Rect(x: 1, y: 2, width: 4, height: 6)))
        #expect(bounds == Rect(x: 2, y: 21, width: 6, height: 4))
        // Upright edges are asked for by the other: a turn has none.
        #expect(turn.axisAlignedImage(of: Rect(x: 1, y: 2, width: 4, height: 6)) == nil)
        // A flip keeps edges upright, and its image is the same rectangle either way.
        let flip = Homography.scale(-2, 1).concatenating(.translation(100, 0))
        let r = Rect(x: 10, y: 0, width: 5, height: 3)
        #expect(flip.axisAlignedImage(of: r) == Rect(x: 70, y: 0, width: 10, height: 3))
        #expect(flip.affineBounds(of: r) == flip.axisAlignedImage(of: r))
    }

    @Test func perspectiveAndNullRectanglesHaveNoBounds() {
        let perspective = Homography(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(perspective.affineBounds(of: Rect(x: 0, y: 0, width: 10, height: 10)) == nil)
        #expect(Homography.identity.affineBounds(of: .null) == nil)
    }
}

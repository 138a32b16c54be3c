import FolioCore
import Foundation
import Testing

@Suite struct LayerNodeTests {
    private func map(_ p: Point, from node: LayerNode, to parent: LayerNode?) -> Point? {
        node.transform(toParent: parent).project(p)
    }

    @Test func frameComesFromPositionAnchorAndBoundsSize() {
        let centred = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 200, y: 100))
        #expect(centred.frame == Rect(x: 150, y: 75, width: 100, height: 50))
        let topLeft = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 200, y: 100),
            anchorPoint: .zero)
        #expect(topLeft.frame == Rect(x: 200, y: 100, width: 100, height: 50))
        let scrolled = LayerNode(
            id: 3, bounds: Rect(x: 0, y: 500, width: 100, height: 50), position: Point(x: 50, y: 25))
        #expect(scrolled.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func defaultPositionPutsTheFrameAtTheOrigin() {
        let node = LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 80, height: 60), anchorPoint: Point(x: 0.25, y: 1))
        #expect(node.position == Point(x: 20, y: 60))
        #expect(node.frame.origin == .zero)
    }

    @Test func untransformedLayerIsTranslatedToItsFrame() {
        let node = LayerNode(id: 1, bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 60, y: 45))
        #expect(isClose(map(.zero, from: node, to: nil), Point(x: 10, y: 20)))
        #expect(isClose(map(Point(x: 100, y: 50), from: node, to: nil), Point(x: 110, y: 70)))
        #expect(node.transform(toParent: nil).isAffine)
    }

    @Test func transformRotatesAboutTheCentre() {
        let node = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 60, y: 45),
            transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        #expect(isClose(map(Point(x: 50, y: 25), from: node, to: nil), Point(x: 60, y: 45)))
        // (−50, −25) from the centre turns clockwise to (25, −50).
        #expect(isClose(map(.zero, from: node, to: nil), Point(x: 85, y: -5)))
    }

    @Test func anchorPointMovesTheCentreOfRotation() {
        let node = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 10, y: 20), anchorPoint: .zero,
            transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        #expect(isClose(map(.zero, from: node, to: nil), Point(x: 10, y: 20)))
        #expect(isClose(map(Point(x: 100, y: 0), from: node, to: nil), Point(x: 10, y: 120)))
    }

    @Test func boundsOriginScrollsTheContent() {
        let node = LayerNode(id: 1, bounds: Rect(x: 30, y: 300, width: 100, height: 50), position: Point(x: 50, y: 25))
        #expect(isClose(map(Point(x: 30, y: 300), from: node, to: nil), .zero))
        #expect(isClose(map(Point(x: 40, y: 320), from: node, to: nil), Point(x: 10, y: 20)))
    }

    @Test func parentSublayerTransformAppliesAboutTheParentAnchor() {
        let parent = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 200, height: 100),
            sublayerTransform: Transform3D(scaleX: 2, y: 2, z: 1))
        let child = LayerNode(id: 2, bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5))
        #expect(isClose(map(.zero, from: child, to: parent), Point(x: -100, y: -50)))
        #expect(isClose(map(Point(x: 100, y: 50), from: child, to: nil), Point(x: 100, y: 50)))
        #expect(isClose(map(.zero, from: child, to: nil), .zero))
    }

    @Test func perspectiveFromTheParentIsFlattenedOntoItsPlane() throws {
        let angle = Double.pi / 3
        let parent = LayerNode(
            id: 1, bounds: Rect(x: 0, y: 0, width: 400, height: 200),
            sublayerTransform: .perspective(distance: 500))
        let child = LayerNode(
            id: 2, bounds: Rect(x: 0, y: 0, width: 200, height: 100), position: Point(x: 200, y: 100),
            transform: Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
        let m = child.transform(toParent: parent)
        let rightEdge = try #require(m.project(Point(x: 200, y: 50)))
        let w = 1 + 100 * sin(angle) / 500
        #expect(isClose(rightEdge, Point(x: 200 + 100 * cos(angle) / w, y: 100)))
        // The right edge swung away, so it is drawn shorter than the left edge.
        let top = try #require(m.project(Point(x: 200, y: 0)))
        let leftTop = try #require(m.project(Point(x: 0, y: 0)))
        #expect(100 - top.y < 100 - leftTop.y)
        // Flattened: nothing of the child's depth reaches the parent's plane.
        #expect(m.m13 == 0 && m.m23 == 0 && m.m43 == 0 && m.m33 == 1)
        #expect(m.applyHomogeneous(x: 200, y: 50, z: 0).z == 0)
    }
}

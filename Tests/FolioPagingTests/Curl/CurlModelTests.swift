import FolioCore
import Foundation
import Testing

@testable import FolioPaging

@Suite struct CurlModelTests {
    let size = Size(width: 400, height: 600)

    @Test func aLongStraightDragPutsTheAxisHalfwayLessAQuarterTurn() {
        let model = CurlModel(pageSize: size, grab: Point(x: 400, y: 300), touch: Point(x: 100, y: 300))
        let r = model.radius
        #expect(model.normal == Point(x: 1, y: 0))
        #expect(abs(model.axisPoint.x - (100 + (300 - Double.pi * r) / 2)) < 1e-9)
        #expect(!model.isConstrained)
        expectClose(model.project(Point(x: 400, y: 300)).point, Point(x: 100, y: 300))
        #expect(model.project(Point(x: 400, y: 300)).face == .back)
    }

    @Test(arguments: [0.01, 0.5, 3, 10, 40, 100])
    func aShortDragKeepsTheGrabbedEdgeOnTheCylinderUnderTheTouch(_ drag: Double) {
        let model = CurlModel(pageSize: size, grab: Point(x: 400, y: 300), touch: Point(x: 400 - drag, y: 300))
        let r = model.radius
        #expect(drag < Double.pi * r)
        let d = (model.grab - model.axisPoint).dot(model.normal)
        #expect(d > 0 && d < Double.pi * r)
        #expect(abs(d - r * sin(d / r) - drag) < 1e-9 * max(r, 1))
        expectClose(model.project(model.grab).point, Point(x: 400 - drag, y: 300), tolerance: 1e-9)
    }

    @Test func noDragLeavesThePageFlat() {
        let model = CurlModel(pageSize: size, grab: Point(x: 400, y: 250), touch: Point(x: 400, y: 250))
        #expect(model.progress == 0)
        for p in [Point(x: 0, y: 0), Point(x: 400, y: 250), Point(x: 399.9, y: 600), Point(x: 200, y: 10)] {
            #expect(model.project(p) == PageCurl.Projection(point: p, height: 0, face: .front))
        }
    }

    @Test func theRadiusShrinksAsTheTurnCompletes() {
        var previous = Double.infinity
        for x in stride(from: 400.0, through: -400, by: -20) {
            let model = CurlModel(pageSize: size, grab: Point(x: 400, y: 300), touch: Point(x: x, y: 300))
            #expect(model.radius <= previous)
            previous = model.radius
        }
        let start = CurlModel(pageSize: size, grab: Point(x: 400, y: 300), touch: Point(x: 399, y: 300))
        #expect(abs(start.radius - 0.12 * 400) < 0.01)
        #expect(previous == PageCurl.minimumRadius)
    }

    @Test(arguments: [-400.0, -1000, -5000])
    func aSheetTurnedAllTheWayLiesMirroredOverTheSpine(_ touchX: Double) {
        let model = CurlModel(pageSize: size, grab: Point(x: 400, y: 600), touch: Point(x: touchX, y: 600))
        #expect(model.progress == 1)
        for p in [Point(x: 400, y: 0), Point(x: 400, y: 600), Point(x: 123, y: 456)] {
            let projection = model.project(p)
            expectClose(projection.point, Point(x: -p.x, y: p.y), tolerance: 0.01)
            #expect(projection.face == .back)
        }
    }

    @Test func aDiagonalDragThatWouldLiftASpineCornerHoldsTheFoldAtThatCorner() {
        // Dragging the bottom corner up and far left would fold the bottom-left spine corner.
        let model = CurlModel(pageSize: size, grab: Point(x: 400, y: 600), touch: Point(x: -350, y: 400))
        #expect(model.isConstrained)
        let lifts = [Point(x: 0, y: 0), Point(x: 0, y: 600)].map { ($0 - model.axisPoint).dot(model.normal) }
        #expect(lifts.allSatisfy { $0 <= 1e-9 })
        #expect(lifts.contains { abs($0) < 1e-9 })
        // The fold aims the corner as near the finger as unstretched paper allows, on the circle
        // of radius W around the bottom spine corner; the cylinder then lands it a little inside.
        #expect(abs(model.landing.distance(to: Point(x: 0, y: 600)) - 400) < 1e-6)
        let landed = model.project(Point(x: 400, y: 600)).point
        #expect(landed.distance(to: Point(x: 0, y: 600)) < 400)
        #expect(landed.distance(to: model.landing) <= Double.pi * model.radius)
    }

    @Test func withinReachTheLandingIsTheTouch() {
        let s = Point(x: 400, y: 600)
        #expect(CurlModel.withinSpineReach(Point(x: 100, y: 500), held: s, height: 600) == Point(x: 100, y: 500))
        // Far beyond both discs: the sheet turned all the way over.
        #expect(CurlModel.withinSpineReach(Point(x: -3000, y: 600), held: s, height: 600) == Point(x: -400, y: 600))
        // Beyond one disc only: projected radially onto it.
        let p = CurlModel.withinSpineReach(Point(x: -300, y: 100), held: s, height: 600)
        #expect(abs(p.distance(to: Point(x: 0, y: 600)) - 400) < 1e-9)
    }

    @Test func anEdgeGrabSlidesAlongTheEdgeSoTheFoldTiltsGradually() {
        let grab = Point(x: 400, y: 300)
        // A finger moving straight up along the edge does not swing the fold round.
        let alongEdge = CurlModel(pageSize: size, grab: grab, touch: Point(x: 399.5, y: 100))
        #expect(alongEdge.normal.x > 0.999)
        // Far away, the grabbed point itself lands under the finger.
        let far = CurlModel.heldPoint(
            grab: grab, touch: Point(x: -2000, y: 200), size: size, parameters: CurlModel.Parameters())
        #expect(abs(far.y - 300) < 10)
        // Corners are held where they are.
        let corner = CurlModel.heldPoint(
            grab: Point(x: 400, y: 600), touch: Point(x: 399, y: 100), size: size, parameters: CurlModel.Parameters())
        #expect(corner == Point(x: 400, y: 600))
    }

    @Test func touchesBeyondThePageAreHeldAtItsEdges() {
        let model = CurlModel(pageSize: size, grab: Point(x: 400, y: 600), touch: Point(x: 900, y: 5000))
        #expect(model.touch == Point(x: 400, y: 600))
        #expect(model.progress == 0)
        let nan = CurlModel(pageSize: size, grab: Point(x: 400, y: .nan), touch: Point(x: .nan, y: .infinity))
        #expect(isFinite(nan.axisPoint) && isFinite(nan.normal) && nan.radius.isFinite)
    }

    @Test func anEmptyPageDoesNotCrash() {
        let model = CurlModel(pageSize: .zero, grab: .zero, touch: Point(x: -10, y: 3))
        #expect(isFinite(model.axisPoint) && model.radius > 0)
    }
}

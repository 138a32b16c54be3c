import FolioCore
import Testing

@testable import FolioPaging

@Suite struct CurlDragTests {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 600)

    private func drag(
        _ spine: CurlLayout.Spine, _ orientation: CurlLayout.Orientation = .horizontal,
        _ direction: CurlLayout.Direction = .forward, start: Point
    ) -> (CurlDrag, CurlLayout) {
        let layout = CurlLayout(bounds: bounds, spine: spine, orientation: orientation)
        let frame = layout.sheetFrame(for: direction)
        return (CurlDrag(frame: frame, motion: layout.motion(for: direction), start: start), layout)
    }

    @Test func aLiftingDragKeepsTheEdgeUnderTheFingerWithoutAJump() {
        let (drag, _) = drag(.min, start: Point(x: 390, y: 300))
        #expect(drag.model(finger: Point(x: 390, y: 300)).progress == 0)
        let model = drag.model(finger: Point(x: 150, y: 300))
        // The pan began 10 pt short of the edge; the edge stays 10 pt ahead of the finger.
        expectClose(model.project(model.grab).point, Point(x: 160, y: 300), tolerance: 1e-9)
    }

    @Test func aCornerGrabHoldsTheCorner() {
        let (drag, _) = drag(.min, start: Point(x: 395, y: 590))
        #expect(drag.grab == Point(x: 400, y: 600))
        let model = drag.model(finger: Point(x: 200, y: 450))
        expectClose(model.project(Point(x: 400, y: 600)).point, Point(x: 205, y: 460), tolerance: 1e-9)
    }

    @Test func aReturningDragStartsTurnedOverAndEndsFlatAtTheFreeEdge() {
        let (drag, _) = drag(.min, .horizontal, .reverse, start: Point(x: 10, y: 300))
        #expect(drag.model(finger: Point(x: 10, y: 300)).progress == 1)
        #expect(drag.model(finger: Point(x: 400, y: 300)).progress == 0)
        let half = drag.model(finger: Point(x: 205, y: 300))
        #expect(abs(half.progress - 0.5) < 1e-9)
    }

    @Test func aSlowReleaseDecidesByTheMidline() {
        let (drag, layout) = drag(.min, start: Point(x: 390, y: 300))
        let midline = layout.midline(in: drag.frame)
        let slow = Point(x: -299, y: 0)
        #expect(drag.releaseTarget(finger: Point(x: 199, y: 300), velocity: slow, midline: midline) == (.turned, true))
        #expect(drag.releaseTarget(finger: Point(x: 201, y: 300), velocity: slow, midline: midline) == (.flat, false))
        #expect(
            drag.releaseTarget(finger: Point(x: 201, y: 300), velocity: Point(x: -300, y: 0), midline: midline) == (
                .flat, false
            ))
    }

    @Test func aFlickBeyond300PointsPerSecondDecidesByItsDirection() {
        let (drag, layout) = drag(.min, start: Point(x: 390, y: 300))
        let midline = layout.midline(in: drag.frame)
        #expect(
            drag.releaseTarget(finger: Point(x: 350, y: 300), velocity: Point(x: -301, y: 0), midline: midline) == (
                .turned, true
            ))
        #expect(
            drag.releaseTarget(finger: Point(x: 20, y: 300), velocity: Point(x: 301, y: 0), midline: midline) == (
                .flat, false
            ))
        // Only the paging axis counts.
        #expect(
            drag.releaseTarget(finger: Point(x: 350, y: 300), velocity: Point(x: -100, y: 5000), midline: midline) == (
                .flat, false
            ))
    }

    @Test func flicksFollowTheSpineInEveryLayout() {
        // Spine on the right: the page turns towards +x.
        let (right, rightLayout) = drag(.max, start: Point(x: 10, y: 300))
        #expect(
            right.releaseTarget(
                finger: Point(x: 50, y: 300), velocity: Point(x: 400, y: 0),
                midline: rightLayout.midline(in: right.frame)) == (.turned, true))
        // Vertical, spine at the top: forward turns upwards.
        let (up, upLayout) = drag(.min, .vertical, start: Point(x: 200, y: 590))
        #expect(
            up.releaseTarget(
                finger: Point(x: 200, y: 550), velocity: Point(x: 0, y: -400), midline: upLayout.midline(in: up.frame))
                == (.turned, true))
        // A returning sheet completes when it comes back flat.
        let (back, backLayout) = drag(.min, .horizontal, .reverse, start: Point(x: 10, y: 300))
        #expect(
            back.releaseTarget(
                finger: Point(x: 100, y: 300), velocity: Point(x: 400, y: 0),
                midline: backLayout.midline(in: back.frame)) == (.flat, true))
        #expect(
            back.releaseTarget(
                finger: Point(x: 300, y: 300), velocity: .zero, midline: backLayout.midline(in: back.frame)) == (
                    .flat, true
                ))
        #expect(
            back.releaseTarget(
                finger: Point(x: 100, y: 300), velocity: .zero, midline: backLayout.midline(in: back.frame)) == (
                    .turned, false
                ))
        // In a spread the midline is the spine.
        let (spread, spreadLayout) = drag(.mid, start: Point(x: 390, y: 300))
        let midline = spreadLayout.midline(in: spread.frame)
        #expect(
            spread.releaseTarget(finger: Point(x: 210, y: 300), velocity: .zero, midline: midline) == (.flat, false))
        #expect(
            spread.releaseTarget(finger: Point(x: 190, y: 300), velocity: .zero, midline: midline) == (.turned, true))
    }

    @Test func releaseAnimatesFromTheFingerToTheRestingSheet() {
        let (drag, layout) = drag(.min, start: Point(x: 390, y: 300))
        let finger = Point(x: 120, y: 310)
        let settle = drag.release(finger: finger, velocity: .zero, midline: layout.midline(in: drag.frame))
        #expect(settle.target == .turned && settle.completes)
        #expect(settle.touch(at: 0) == drag.touchPoint(finger: finger))
        #expect(settle.touch(at: 1) == drag.restingTouch(.turned))
        #expect(settle.model(at: 1).progress == 1)
        #expect(settle.duration >= 0.15 && settle.duration <= 0.45)
        var previous = -1.0
        for i in 0...20 {
            let progress = settle.model(at: Double(i) / 20).progress
            #expect(progress >= previous - 1e-12)
            previous = progress
        }
        #expect(!settle.isFinished(atTime: settle.duration / 2) && settle.isFinished(atTime: settle.duration))
    }
}

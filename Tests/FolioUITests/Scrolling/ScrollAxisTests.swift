import FolioCore
import FolioUI
import Foundation
import Testing

/// An axis over `contentLength` of content in a `viewport`-long view, at rest at `offset`.
func makeAxis(offset: Double = 0, contentLength: Double = 3000, viewport: Double = 960) -> ScrollAxis {
    ScrollAxis(offset: offset, range: 0...max(contentLength - viewport, 0), viewport: viewport)
}

/// Drags an axis by `displacement` (content-offset direction) and releases it at `velocity`
/// at time `release`, offering the natural target.
func fling(_ axis: inout ScrollAxis, displacement: Double, velocity: Double, at release: Double = 0) -> Bool {
    axis.beginTracking()
    axis.track(displacement: displacement)
    return axis.release(velocity: velocity, target: axis.naturalTarget(velocity: velocity), at: release)
}

/// Steps an axis at 60 frames per second until it rests; returns the offsets per frame.
func run(_ axis: inout ScrollAxis, from start: Double = 0, fps: Double = 60, limit: Double = 20) -> [Double] {
    var offsets: [Double] = []
    var frame = 1.0
    while axis.isMoving, frame / fps < limit {
        axis.step(to: start + frame / fps)
        offsets.append(axis.offset)
        frame += 1
    }
    return offsets
}

@Suite struct ScrollAxisTests {
    @Test func trackingInsideTheRangeFollowsTheFinger() {
        var axis = makeAxis(offset: 500)
        axis.beginTracking()
        axis.track(displacement: -120)
        #expect(axis.offset == 380)
    }

    @Test func trackingPastTheEdgeRubberBands() {
        var axis = makeAxis(offset: 0)
        axis.beginTracking()
        axis.track(displacement: -100)
        #expect(abs(axis.offset - -52.0197) < 1e-4)
        axis.track(displacement: 2140)  // 100 past the far edge (max 2040)
        #expect(abs(axis.offset - (2040 + 52.0197)) < 1e-4)
    }

    @Test func trackingPastTheEdgeWithoutBouncingClamps() {
        var axis = makeAxis(offset: 10)
        axis.bounces = false
        axis.beginTracking()
        axis.track(displacement: -100)
        #expect(axis.offset == 0)
    }

    @Test func catchingAnOverscrolledAxisDoesNotJump() {
        var axis = makeAxis(offset: 0)
        axis.beginTracking()
        axis.track(displacement: -200)
        let banded = axis.offset
        axis.beginTracking()  // a new finger catches it where it is
        #expect(abs(axis.offset - banded) < 1e-9)
        axis.track(displacement: 0)
        #expect(abs(axis.offset - banded) < 1e-9)
        axis.track(displacement: -50)  // continues as if the first drag had gone 250 pt
        #expect(abs(axis.offset - RubberBand.offset(overshoot: -250, dimension: 960)) < 1e-9)
    }

    @Test func unscrollableAxisIgnoresDrags() {
        var axis = makeAxis(offset: 0, contentLength: 500)
        axis.isScrollable = false
        axis.beginTracking()
        axis.track(displacement: 300)
        #expect(axis.offset == 0)
        let moves = axis.release(velocity: 3000, target: axis.naturalTarget(velocity: 3000), at: 0)
        #expect(moves == false)
    }

    @Test func decelerationFollowsTheClosedFormFrameByFrame() {
        var axis = makeAxis(offset: 0, contentLength: 20_000)
        let flung = fling(&axis, displacement: 100, velocity: 2000)
        #expect(flung)
        let decay = Deceleration.normal
        let offsets = run(&axis)
        for (index, offset) in offsets.dropLast().enumerated() {
            let t = Double(index + 1) / 60
            #expect(abs(offset - decay.position(at: t, from: 100, velocity: 2000)) < 1e-9)
        }
        // It stops when |v| < 0.5 pt/s, at the resting point of the closed form.
        let duration = decay.duration(initialVelocity: 2000)
        #expect(offsets.count == Int((duration * 60).rounded(.up)))
        #expect(abs(axis.offset - decay.restingPosition(from: 100, velocity: 2000)) < 1e-9)
        #expect(abs(axis.offset - 1099.0) < 0.1)
    }

    @Test func fastDecelerationStopsSooner() {
        var axis = makeAxis(offset: 0, contentLength: 20_000)
        axis.deceleration = .fast
        #expect(abs(axis.naturalTarget(velocity: 2000) - 199.0) < 0.1)
    }

    @Test func releaseBelowTheStopThresholdDoesNotMove() {
        var axis = makeAxis(offset: 300)
        let flung = fling(&axis, displacement: 0, velocity: 0.4)
        #expect(flung == false)
        #expect(axis.motion == .resting)
        #expect(axis.offset == 300)
    }

    @Test func hittingAnEdgeWhileDeceleratingBouncesBack() {
        var axis = makeAxis(offset: 1900)  // max offset 2040
        let flung = fling(&axis, displacement: 0, velocity: 1500)
        #expect(flung)
        #expect(axis.naturalTarget(velocity: 0) == 1900)
        guard case .decelerating(let segment) = axis.motion, let impact = segment.impact else {
            Issue.record("expected a deceleration that reaches the edge")
            return
        }
        // The impact time solves x(t) = 2040 exactly.
        #expect(impact.edge == 2040)
        #expect(abs(Deceleration.normal.position(at: impact.time, from: 1900, velocity: 1500) - 2040) < 1e-9)
        let edgeSpeed = Deceleration.normal.velocity(at: impact.time, initialVelocity: 1500)
        let offsets = run(&axis)
        // A critically damped bounce from the edge at speed v peaks v/(ω·e) past it.
        let omega = Spring.springBack.angularFrequency
        let peak = offsets.max() ?? 0
        #expect(abs(peak - 2040 - edgeSpeed / (omega * exp(1))) < 0.5)
        #expect(axis.offset == 2040)
        #expect(!axis.isMoving)
    }

    @Test func hittingAnEdgeWithoutBouncingStopsThere() {
        var axis = makeAxis(offset: 1900)
        axis.bounces = false
        let flung = fling(&axis, displacement: 0, velocity: 1500)
        #expect(flung)
        let offsets = run(&axis)
        #expect(offsets.allSatisfy { $0 <= 2040 })
        #expect(axis.offset == 2040)
    }

    @Test func releasingPastTheEdgeSpringsBackCriticallyDamped() {
        var axis = makeAxis(offset: 0)
        let flung = fling(&axis, displacement: -100, velocity: 0)
        #expect(flung)
        let start = axis.offset
        #expect(start < 0)
        let offsets = run(&axis)
        let omega = Spring.springBack.angularFrequency
        for (index, offset) in offsets.dropLast().enumerated() {
            let t = Double(index + 1) / 60
            #expect(abs(offset - start * (1 + omega * t) * exp(-omega * t)) < 1e-9)
        }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 && $1 <= 0 })
        #expect(axis.offset == 0)
    }

    @Test func releasingPastTheEdgeWithAStrongInwardFlickDecelerates() {
        var axis = makeAxis(offset: 0)
        axis.beginTracking()
        axis.track(displacement: -60)
        axis.release(velocity: 2500, target: axis.naturalTarget(velocity: 2500), at: 0)
        guard case .decelerating = axis.motion else {
            Issue.record("expected a deceleration into the content")
            return
        }
        _ = run(&axis)
        #expect(axis.offset > 1000)
    }

    @Test func changedTargetIsLandedOnExactly() {
        var axis = makeAxis(offset: 0, contentLength: 20_000)
        axis.beginTracking()
        axis.release(velocity: 2000, target: 700, at: 0)
        let offsets = run(&axis)
        #expect(axis.offset == 700)
        #expect(offsets.allSatisfy { $0 <= 700 + ScrollAxis.restingTolerance })
    }

    @Test func shiftingDuringDecelerationContinuesTheMotion() {
        var axis = makeAxis(offset: 0, contentLength: 20_000)
        _ = fling(&axis, displacement: 0, velocity: 2000)
        axis.step(to: 0.5)
        let before = axis.offset
        axis.shift(by: 5000)
        #expect(axis.offset == before + 5000)
        axis.step(to: 0.6)
        let expected = Deceleration.normal.position(at: 0.6, from: 0, velocity: 2000) + 5000
        #expect(abs(axis.offset - expected) < 1e-9)
    }

    @Test func resultsDoNotDependOnTheFrameRate() {
        var slow = makeAxis(offset: 1800)
        var fast = slow
        _ = fling(&slow, displacement: 0, velocity: 3000)
        _ = fling(&fast, displacement: 0, velocity: 3000)
        let at30 = run(&slow, fps: 30)
        let at120 = run(&fast, fps: 120)
        for (index, offset) in at30.dropLast().enumerated() {
            #expect(abs(offset - at120[index * 4 + 3]) < 1e-9)
        }
        #expect(slow.offset == fast.offset)
    }
}

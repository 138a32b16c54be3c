import FolioCore
import FolioUI
import Foundation
import Testing

/// Five 400 pt pages, resting on `page`.
private func pagedAxis(page: Double = 1) -> ScrollAxis {
    var axis = ScrollAxis(offset: page * 400, range: 0...1600, viewport: 400)
    axis.pageLength = 400
    return axis
}

@Suite struct ScrollPagingPhysicsTests {
    @Test func flickAtAKnownVelocityLandsOnTheProjectedPage() {
        // From page 1 dragged 30 pt, 600 pt/s projects 0.6·499 = 299.4 pt further: 729.4 → page 2.
        var axis = pagedAxis()
        let flung = fling(&axis, displacement: 30, velocity: 600)
        #expect(flung)
        guard case .springing(let segment) = axis.motion else {
            Issue.record("expected a snap")
            return
        }
        #expect(segment.target == 800)
        _ = run(&axis)
        #expect(axis.offset == 800)
    }

    @Test func weakFlickProjectingShortOfHalfwaySpringsBack() {
        // 30 + 0.25·499 = 154.75 pt past page 1: under half a page.
        var axis = pagedAxis()
        _ = fling(&axis, displacement: 30, velocity: 250)
        _ = run(&axis)
        #expect(axis.offset == 400)
    }

    @Test(arguments: [(210.0, 800.0), (190.0, 400.0), (-210.0, 0.0), (-190.0, 400.0)])
    func slowDragPastHalfAPageAdvancesAndUnderHalfSpringsBack(displacement: Double, expected: Double) {
        var axis = pagedAxis()
        _ = fling(&axis, displacement: displacement, velocity: 0)
        _ = run(&axis)
        #expect(axis.offset == expected)
    }

    @Test func hardFlickMovesOnlyOnePageFromWhereTheDragBegan() {
        var axis = pagedAxis()
        _ = fling(&axis, displacement: 50, velocity: 5000)
        _ = run(&axis)
        #expect(axis.offset == 800)
    }

    @Test func hardFlickWithoutAPageLimitGoesAsFarAsProjected() {
        var axis = pagedAxis(page: 0)
        axis.maximumPagesPerFlick = nil
        // 50 + 2.4·499 = 1247.6 → page 3.
        _ = fling(&axis, displacement: 50, velocity: 2400)
        _ = run(&axis)
        #expect(axis.offset == 1200)
        var far = pagedAxis(page: 0)
        far.maximumPagesPerFlick = nil
        _ = fling(&far, displacement: 50, velocity: 20_000)
        _ = run(&far)
        #expect(far.offset == 1600)
    }

    @Test func lastPageOfContentThatIsNotAWholeNumberOfPagesSnapsToTheEnd() {
        var axis = ScrollAxis(offset: 400, range: 0...700, viewport: 400)
        axis.pageLength = 400
        _ = fling(&axis, displacement: 250, velocity: 0)
        _ = run(&axis)
        #expect(axis.offset == 700)
    }

    @Test func snapIsACriticallyDampedSpringThatNeverPassesThePage() {
        var axis = pagedAxis()
        // 20 000 pt/s is faster than ω·300 ≈ 9 487 pt/s, so uncapped it would overshoot.
        _ = fling(&axis, displacement: 100, velocity: 20_000)
        let offsets = run(&axis)
        #expect(offsets.allSatisfy { $0 <= 800 })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        guard let first = offsets.first else {
            Issue.record("no frames")
            return
        }
        // Capped to ω·distance, the snap is a pure exponential approach: x(t) = 800 − 300·e^(−ωt).
        let omega = Spring.pageSnap.angularFrequency
        #expect(abs(first - (800 - 300 * exp(-omega / 60))) < 1e-9)
    }

    @Test func slowSnapUsesThePageSnapSpringFromRest() {
        var axis = pagedAxis()
        _ = fling(&axis, displacement: 150, velocity: 0)
        let offsets = run(&axis)
        let spring = Spring.pageSnap
        for (index, offset) in offsets.dropLast().enumerated() {
            let x = spring.displacement(at: Double(index + 1) / 60, initialDisplacement: 150, initialVelocity: 0)
            #expect(abs(offset - (400 + x)) < 1e-9)
        }
        let settle = spring.settlingDuration(initialDisplacement: 150, initialVelocity: 0, epsilon: 0.1)
        #expect(offsets.count == Int((settle * 60).rounded(.up)))
    }

    @Test func liftingAFingerThatStoppedASnapSnapsToTheNearestPage() {
        var physics = ScrollPhysics(horizontal: pagedAxis())
        physics.horizontal.isScrollable = true
        physics.vertical.isScrollable = false
        physics.beginDragging(displacement: Point(x: 250, y: 0))
        physics.endDragging(velocity: .zero, target: physics.naturalTarget(velocity: .zero), at: 0)
        physics.step(to: 0.05)
        let caught = physics.offset.x
        #expect(caught > 650 && caught < 800)
        let interrupted = physics.touchDown()
        #expect(interrupted == .decelerating)
        physics.step(to: 0.2)
        #expect(physics.offset.x == caught)  // stopped where it was touched
        let settles = physics.touchUp(at: 0.3)
        #expect(settles)
        #expect(physics.phase == .decelerating)
        while physics.isMoving { physics.step(to: 0.3 + 1) }
        #expect(physics.offset.x == 800)
    }
}

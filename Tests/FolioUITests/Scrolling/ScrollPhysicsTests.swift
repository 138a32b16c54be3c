import FolioCore
import FolioUI
import Foundation
import Testing

/// A 400×300 viewport over 2000×2000 of content, at (500, 500).
private func twoAxisPhysics(lock: Bool) -> ScrollPhysics {
    var physics = ScrollPhysics(
        horizontal: ScrollAxis(offset: 500, range: 0...1600, viewport: 400),
        vertical: ScrollAxis(offset: 500, range: 0...1700, viewport: 300))
    physics.isDirectionalLockEnabled = lock
    return physics
}

@Suite struct ScrollPhysicsTests {
    @Test func phasesFollowUIKitsTrackingDraggingDecelerating() {
        var physics = twoAxisPhysics(lock: false)
        #expect(physics.phase == .resting)
        physics.touchDown()
        #expect(physics.phase == .tracking)
        physics.beginDragging(displacement: Point(x: 12, y: 0))
        #expect(physics.phase == .dragging)
        let moves = physics.endDragging(
            velocity: Point(x: 800, y: 0), target: physics.naturalTarget(velocity: Point(x: 800, y: 0)), at: 0)
        #expect(moves)
        #expect(physics.phase == .decelerating)
        var ended = false
        var time = 0.0
        while !ended, time < 10 {
            time += 1.0 / 60
            ended = physics.step(to: time)
        }
        #expect(ended)
        #expect(physics.phase == .resting)
        #expect(abs(physics.offset.x - (512 + 800 * 0.4995)) < 0.5)
    }

    @Test func directionalLockKeepsAMostlyHorizontalDragHorizontal() {
        var physics = twoAxisPhysics(lock: true)
        physics.touchDown()
        physics.beginDragging(displacement: Point(x: 30, y: 6))
        #expect(physics.lock == .horizontal)
        physics.drag(displacement: Point(x: 100, y: 80))
        #expect(physics.offset == Point(x: 600, y: 500))
        let target = physics.naturalTarget(velocity: Point(x: 500, y: 900))
        #expect(target.y == 500)
    }

    @Test func directionalLockKeepsAMostlyVerticalDragVertical() {
        var physics = twoAxisPhysics(lock: true)
        physics.touchDown()
        physics.beginDragging(displacement: Point(x: -4, y: -20))
        #expect(physics.lock == .vertical)
        physics.drag(displacement: Point(x: -90, y: -40))
        #expect(physics.offset == Point(x: 500, y: 460))
    }

    @Test func diagonalDragIsNotLocked() {
        var physics = twoAxisPhysics(lock: true)
        physics.touchDown()
        physics.beginDragging(displacement: Point(x: 20, y: 18))
        #expect(physics.lock == .none)
        physics.drag(displacement: Point(x: 50, y: 40))
        #expect(physics.offset == Point(x: 550, y: 540))
    }

    @Test func withoutDirectionalLockBothAxesFollowTheFinger() {
        var physics = twoAxisPhysics(lock: false)
        physics.touchDown()
        physics.beginDragging(displacement: Point(x: 30, y: 2))
        physics.drag(displacement: Point(x: 100, y: 80))
        #expect(physics.offset == Point(x: 600, y: 580))
    }

    @Test func touchingADeceleratingScrollViewStopsItWhereItIs() {
        var physics = twoAxisPhysics(lock: false)
        physics.touchDown()
        physics.beginDragging(displacement: .zero)
        physics.endDragging(
            velocity: Point(x: 0, y: 1500), target: physics.naturalTarget(velocity: Point(x: 0, y: 1500)), at: 0)
        physics.step(to: 0.2)
        let where0 = physics.offset
        #expect(where0.y > 700)
        let interrupted = physics.touchDown()
        #expect(interrupted == .decelerating)
        #expect(physics.phase == .tracking)
        physics.step(to: 0.5)
        #expect(physics.offset == where0)
        let settles = physics.touchUp(at: 0.5)
        #expect(settles == false)
        #expect(physics.phase == .resting)
    }

    @Test func programmaticAnimationArrivesAndReportsAnimating() {
        var physics = twoAxisPhysics(lock: false)
        let animates = physics.animate(to: Point(x: 0, y: 1000), at: 0)
        #expect(animates)
        #expect(physics.phase == .animating)
        var time = 0.0
        while physics.isMoving, time < 5 {
            time += 1.0 / 60
            physics.step(to: time)
        }
        #expect(physics.offset == Point(x: 0, y: 1000))
        #expect(physics.phase == .resting)
        let animatesAgain = physics.animate(to: Point(x: 0, y: 1000), at: time)
        #expect(animatesAgain == false)
    }

    @Test func jumpStopsADecelerationButNotADrag() {
        var physics = twoAxisPhysics(lock: false)
        physics.touchDown()
        physics.beginDragging(displacement: .zero)
        physics.endDragging(
            velocity: Point(x: 900, y: 0), target: physics.naturalTarget(velocity: Point(x: 900, y: 0)), at: 0)
        physics.jump(to: Point(x: 10, y: 10))
        #expect(physics.phase == .resting)
        #expect(physics.offset == Point(x: 10, y: 10))
        physics.touchDown()
        physics.beginDragging(displacement: Point(x: 5, y: 0))
        physics.jump(to: Point(x: 300, y: 10))
        physics.drag(displacement: Point(x: 25, y: 0))
        #expect(physics.offset == Point(x: 320, y: 10))
        #expect(physics.phase == .dragging)
    }
}

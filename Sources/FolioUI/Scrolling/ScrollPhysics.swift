package import FolioCore

/// The headless brain of a scroll view: two ``ScrollAxis`` values, the phase UIKit reports
/// (`isTracking`, `isDragging`, `isDecelerating`, animating) and the directional lock.
///
/// It has no views and no clock: the owner feeds it touches, drag displacements, release
/// velocities and frame times, and reads ``offset`` back. All values are in content-offset
/// direction (a finger moving left gives a positive x displacement).
package struct ScrollPhysics: Hashable, Sendable {
    /// What the scroll view is doing, in UIKit's terms.
    package enum Phase: Hashable, Sendable {
        /// Nothing moves and no finger is down.
        case resting
        /// A finger is down (it may have stopped a motion) but has not started dragging yet.
        case tracking
        /// A finger is dragging the content.
        case dragging
        /// The content moves on its own after a drag: deceleration, bounce, spring-back or page snap.
        case decelerating
        /// A programmatic animation (`setContentOffset(_:animated: true)`) is running.
        case animating
    }

    /// Which axis a drag is locked to.
    package enum Lock: Hashable, Sendable {
        case none
        case horizontal
        case vertical
    }

    /// A drag is locked to an axis when the other component of its initial movement is at most
    /// this fraction of it (about 27°).
    package static let lockRatio = 0.5

    /// The horizontal axis.
    package var horizontal: ScrollAxis
    /// The vertical axis.
    package var vertical: ScrollAxis
    /// Whether a drag that starts mostly along one axis moves only along it.
    package var isDirectionalLockEnabled = false
    /// The current phase.
    package private(set) var phase = Phase.resting
    /// The axis the current drag is locked to.
    package private(set) var lock = Lock.none

    /// Creates a resting model.
    package init(horizontal: ScrollAxis = ScrollAxis(), vertical: ScrollAxis = ScrollAxis()) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The content offset.
    package var offset: Point { Point(x: horizontal.offset, y: vertical.offset) }

    /// Where the current motion will come to rest (the offset itself when resting or dragging).
    package var destination: Point { Point(x: horizontal.destination, y: vertical.destination) }

    /// Whether either axis is moving on its own.
    package var isMoving: Bool { phase == .decelerating || phase == .animating }

    /// The velocity of the content offset at `time`.
    package func velocity(at time: Double) -> Point {
        Point(x: horizontal.velocity(at: time), y: vertical.velocity(at: time))
    }

    // MARK: - Touches

    /// A finger touched down: any motion stops where it is (step to the current time first).
    ///
    /// - Returns: The phase that was interrupted (`.decelerating`, `.animating` or `.resting`).
    @discardableResult
    package mutating func touchDown() -> Phase {
        let interrupted = phase
        horizontal.beginTracking()
        vertical.beginTracking()
        phase = .tracking
        lock = .none
        return interrupted
    }

    /// The finger moved far enough to start dragging; `displacement` is its movement so far.
    /// Chooses the directional lock from `direction` (by default the displacement): a scroll
    /// view passes the whole movement including the slop there, and a zero displacement, so
    /// that the content does not jump by the slop.
    package mutating func beginDragging(displacement: Point, direction: Point? = nil) {
        if phase != .tracking { touchDown() }
        lock = .none
        let direction = direction ?? displacement
        if isDirectionalLockEnabled, horizontal.isScrollable, vertical.isScrollable {
            let dx = abs(direction.x)
            let dy = abs(direction.y)
            if dy <= dx * Self.lockRatio, dx > 0 {
                lock = .horizontal
            } else if dx <= dy * Self.lockRatio, dy > 0 {
                lock = .vertical
            }
        }
        phase = .dragging
        drag(displacement: displacement)
    }

    /// The finger is at `displacement` from where it touched down.
    package mutating func drag(displacement: Point) {
        guard phase == .dragging else { return }
        if lock != .vertical { horizontal.track(displacement: displacement.x) }
        if lock != .horizontal { vertical.track(displacement: displacement.y) }
    }

    /// The release velocity with the locked-out axis removed.
    package func effectiveVelocity(_ velocity: Point) -> Point {
        Point(
            x: lock == .vertical || !horizontal.isScrollable ? 0 : velocity.x,
            y: lock == .horizontal || !vertical.isScrollable ? 0 : velocity.y)
    }

    /// Where a release at `velocity` would land (`targetContentOffset`).
    package func naturalTarget(velocity: Point) -> Point {
        let velocity = effectiveVelocity(velocity)
        return Point(x: horizontal.naturalTarget(velocity: velocity.x), y: vertical.naturalTarget(velocity: velocity.y))
    }

    /// The finger lifted after dragging at `velocity`; the content heads for `target`.
    ///
    /// - Returns: Whether the content keeps moving (`willDecelerate`).
    @discardableResult
    package mutating func endDragging(velocity: Point, target: Point, at time: Double) -> Bool {
        let velocity = effectiveVelocity(velocity)
        let movesX = horizontal.release(velocity: velocity.x, target: target.x, at: time)
        let movesY = vertical.release(velocity: velocity.y, target: target.y, at: time)
        lock = .none
        phase = movesX || movesY ? .decelerating : .resting
        return movesX || movesY
    }

    /// The finger lifted (or was cancelled) without dragging. The content returns into range
    /// and onto a page if a stopped motion left it between them.
    ///
    /// - Returns: Whether the content moves.
    @discardableResult
    package mutating func touchUp(at time: Double) -> Bool {
        guard phase == .tracking else { return false }
        let movesX = horizontal.settle(at: time)
        let movesY = vertical.settle(at: time)
        phase = movesX || movesY ? .decelerating : .resting
        return movesX || movesY
    }

    // MARK: - Programmatic motion

    /// Animates to `target` with the snap spring.
    ///
    /// - Returns: Whether anything moves (false when already there).
    @discardableResult
    package mutating func animate(to target: Point, at time: Double) -> Bool {
        let movesX = horizontal.animate(to: target.x, at: time)
        let movesY = vertical.animate(to: target.y, at: time)
        phase = movesX || movesY ? .animating : .resting
        return movesX || movesY
    }

    /// Jumps to `target`, stopping any motion that is not a drag; a drag continues from there.
    package mutating func jump(to target: Point) {
        if phase == .tracking || phase == .dragging {
            shift(by: target - offset)
            return
        }
        horizontal.jump(to: target.x)
        vertical.jump(to: target.y)
        phase = .resting
    }

    /// Moves the offset and the current motion by `delta`; the motion continues.
    package mutating func shift(by delta: Point) {
        horizontal.shift(by: delta.x)
        vertical.shift(by: delta.y)
    }

    /// Stops everything where it is.
    package mutating func stop() {
        horizontal.stop()
        vertical.stop()
        lock = .none
        phase = .resting
    }

    /// Advances the motion to `time`.
    ///
    /// - Returns: Whether the motion (deceleration or animation) ended in this step.
    @discardableResult
    package mutating func step(to time: Double) -> Bool {
        guard isMoving else { return false }
        horizontal.step(to: time)
        vertical.step(to: time)
        guard !horizontal.isMoving, !vertical.isMoving else { return false }
        phase = .resting
        return true
    }
}

import FolioCore
import Foundation

extension ScrollAxis {
    /// Where a release at `velocity` would come to rest: the page the projected offset lands in
    /// when paging, otherwise the deceleration's resting point clamped into ``range``. This is
    /// the `targetContentOffset` offered to `scrollViewWillEndDragging`.
    package func naturalTarget(velocity: Double) -> Double {
        let velocity = isScrollable ? velocity : 0
        if let pageLength, pageLength > 0 {
            return pageTarget(velocity: velocity, pageLength: pageLength)
        }
        guard abs(velocity) > Deceleration.stopThreshold else { return clamped(offset) }
        return clamped(deceleration.restingPosition(from: offset, velocity: velocity))
    }

    /// The offset of the page the projected offset lands in, at most ``maximumPagesPerFlick``
    /// pages from the page the drag began on.
    private func pageTarget(velocity: Double, pageLength: Double) -> Double {
        let projected = offset + deceleration.projectedDistance(velocity: velocity)
        var page = (projected / pageLength).rounded()
        if let limit = maximumPagesPerFlick {
            let origin = (dragOrigin / pageLength).rounded()
            page = min(max(page, origin - Double(max(limit, 0))), origin + Double(max(limit, 0)))
        }
        return clamped(page * pageLength)
    }

    /// The nearest page to the current offset (the target of a release without velocity).
    package var nearestPageOffset: Double? {
        guard let pageLength, pageLength > 0 else { return nil }
        return clamped((offset / pageLength).rounded() * pageLength)
    }

    /// Ends a drag at `time`. With the natural target the motion decelerates (bouncing off an
    /// edge), springs back from overscroll, or snaps to a page; with a different target (a
    /// delegate changed it) the motion is shaped to land there exactly.
    ///
    /// - Returns: Whether the axis keeps moving (UIKit's `willDecelerate`).
    @discardableResult
    package mutating func release(velocity: Double, target: Double, at time: Double) -> Bool {
        let velocity = isScrollable ? velocity : 0
        let target = clamped(target)
        if pageLength != nil {
            return snap(to: target, velocity: velocity, at: time)
        }
        if abs(target - naturalTarget(velocity: velocity)) > 1e-6 {
            return glide(to: target, velocity: velocity, at: time)
        }
        let over = overscroll
        if over != 0 {
            let natural = deceleration.restingPosition(from: offset, velocity: velocity)
            let reentersRange = over < 0 ? natural > range.lowerBound : natural < range.upperBound
            if reentersRange, abs(velocity) > Deceleration.stopThreshold {
                return decelerate(velocity: velocity, at: time)
            }
            return spring(to: offset - over, velocity: velocity, using: bounceSpring, at: time)
        }
        if abs(velocity) > Deceleration.stopThreshold {
            return decelerate(velocity: velocity, at: time)
        }
        motion = .resting
        return false
    }

    /// A finger lifted without dragging (it had stopped a motion): return into range and onto a
    /// page if the content was left between them.
    ///
    /// - Returns: Whether the axis moves.
    @discardableResult
    package mutating func settle(at time: Double) -> Bool {
        if let page = nearestPageOffset {
            return snap(to: page, velocity: 0, at: time)
        }
        let over = overscroll
        if over != 0 {
            return spring(to: offset - over, velocity: 0, using: bounceSpring, at: time)
        }
        motion = .resting
        return false
    }

    /// Animates to `target` with the snap spring, keeping the current velocity so that an
    /// animation started during another motion continues smoothly.
    ///
    /// - Returns: Whether the axis moves.
    @discardableResult
    package mutating func animate(to target: Double, at time: Double) -> Bool {
        spring(to: target, velocity: velocity(at: time), using: snapSpring, at: time)
    }

    /// Advances the motion to `time` and updates ``offset``.
    package mutating func step(to time: Double) {
        switch motion {
        case .resting, .tracking:
            return
        case .decelerating(let segment):
            if let impact = segment.impact, time >= impact.time {
                if bounces {
                    motion = .springing(
                        SpringSegment(
                            start: impact.time, from: impact.edge, velocity: segment.velocity(at: impact.time),
                            target: impact.edge, spring: bounceSpring))
                    step(to: time)
                } else {
                    offset = impact.edge
                    motion = .resting
                }
            } else if time >= segment.end {
                offset = segment.rest
                motion = .resting
            } else {
                offset = segment.position(at: time)
            }
        case .springing(let segment):
            if time >= segment.end {
                offset = segment.target
                motion = .resting
            } else {
                offset = segment.position(at: time)
            }
        }
    }

    // MARK: - Motions

    private mutating func decelerate(velocity: Double, at time: Double) -> Bool {
        motion = .decelerating(
            DecelerationSegment(start: time, from: offset, velocity: velocity, deceleration: deceleration, range: range)
        )
        return true
    }

    /// Snaps with the snap spring. A critically damped spring overshoots when it starts faster
    /// than ω·distance towards its target, so the release speed is capped there: the content
    /// then glides exponentially into the page instead of passing it.
    private mutating func snap(to target: Double, velocity: Double, at time: Double) -> Bool {
        let distance = target - offset
        var velocity = velocity
        if distance * velocity > 0 {
            let cap = snapSpring.angularFrequency * abs(distance)
            velocity = min(max(velocity, -cap), cap)
        }
        return spring(to: target, velocity: velocity, using: snapSpring, at: time)
    }

    /// Lands on a chosen target: a deceleration with an adjusted rate when the velocity points
    /// at the target and a sensible rate exists, otherwise the snap spring.
    private mutating func glide(to target: Double, velocity: Double, at time: Double) -> Bool {
        let distance = target - offset
        if distance * velocity > 0 {
            // rest = x₀ − v/k  ⇒  k = −v / distance, and rate = e^(k/1000).
            let rate = exp(-velocity / distance / 1000)
            if rate >= 0.95, rate <= 0.9995 {
                motion = .decelerating(
                    DecelerationSegment(
                        start: time, from: offset, velocity: velocity, deceleration: Deceleration(rate: rate),
                        range: nil, landing: target))
                return true
            }
        }
        return snap(to: target, velocity: velocity, at: time)
    }

    private mutating func spring(to target: Double, velocity: Double, using spring: Spring, at time: Double) -> Bool {
        guard abs(target - offset) > Self.restingTolerance || abs(velocity) > Deceleration.stopThreshold else {
            offset = target
            motion = .resting
            return false
        }
        motion = .springing(
            SpringSegment(start: time, from: offset, velocity: velocity, target: target, spring: spring))
        return true
    }
}

package import FolioCore
import Foundation

extension ScrollAxis {
    /// An exponential deceleration from a start time, with the edge it runs into (if any)
    /// found in closed form, so a bounce starts at the exact moment of impact.
    package struct DecelerationSegment: Hashable, Sendable {
        package private(set) var start: Double
        package private(set) var from: Double
        package private(set) var initialVelocity: Double
        package private(set) var deceleration: Deceleration
        /// Where the motion lands when it ends without hitting an edge.
        package private(set) var rest: Double
        /// When the speed falls below ``Deceleration/stopThreshold``.
        package private(set) var end: Double
        /// The edge the motion reaches before it stops, and when.
        package private(set) var impact: Impact?

        /// An edge reached during a deceleration.
        package struct Impact: Hashable, Sendable {
            package var edge: Double
            package var time: Double
        }

        /// Creates a segment. With `range`, the motion is checked against its edges and the
        /// landing point is clamped into it; `landing` overrides the landing point.
        package init(
            start: Double, from: Double, velocity: Double, deceleration: Deceleration,
            range: ClosedRange<Double>?, landing: Double? = nil
        ) {
            self.start = start
            self.from = from
            self.initialVelocity = velocity
            self.deceleration = deceleration
            self.end = start + deceleration.duration(initialVelocity: velocity)
            let natural = deceleration.restingPosition(from: from, velocity: velocity)
            self.rest = landing ?? range.map { min(max(natural, $0.lowerBound), $0.upperBound) } ?? natural
            guard let range, velocity != 0 else { return }
            let edge = velocity > 0 ? range.upperBound : range.lowerBound
            let reaches = velocity > 0 ? (from <= edge && natural > edge) : (from >= edge && natural < edge)
            guard reaches else { return }
            // Solve from + v·(d^(1000t) − 1)/k = edge for t, with k = 1000·ln d.
            let k = 1000 * Foundation.log(deceleration.rate)
            let argument = 1 + (edge - from) * k / velocity
            guard argument > 0 else { return }
            let time = start + Foundation.log(argument) / k
            if time < end { impact = Impact(edge: edge, time: time) }
        }

        package func position(at time: Double) -> Double {
            deceleration.position(at: time - start, from: from, velocity: initialVelocity)
        }

        package func velocity(at time: Double) -> Double {
            deceleration.velocity(at: time - start, initialVelocity: initialVelocity)
        }

        mutating func shift(by delta: Double) {
            from += delta
            rest += delta
            impact?.edge += delta
        }
    }

    /// A spring motion from a start time towards a target, closed form.
    package struct SpringSegment: Hashable, Sendable {
        package private(set) var start: Double
        package private(set) var from: Double
        package private(set) var initialVelocity: Double
        package private(set) var target: Double
        package private(set) var spring: Spring
        /// When the motion is within ``ScrollAxis/restingTolerance`` of the target for good.
        package private(set) var end: Double

        package init(start: Double, from: Double, velocity: Double, target: Double, spring: Spring) {
            self.start = start
            self.from = from
            self.initialVelocity = velocity
            self.target = target
            self.spring = spring
            self.end =
                start
                + spring.settlingDuration(
                    initialDisplacement: from - target, initialVelocity: velocity,
                    epsilon: ScrollAxis.restingTolerance)
        }

        package func position(at time: Double) -> Double {
            target
                + spring.displacement(
                    at: time - start, initialDisplacement: from - target, initialVelocity: initialVelocity)
        }

        package func velocity(at time: Double) -> Double {
            spring.velocity(at: time - start, initialDisplacement: from - target, initialVelocity: initialVelocity)
        }

        mutating func shift(by delta: Double) {
            from += delta
            target += delta
        }
    }
}

import Foundation

/// The exponential slow-down of a flicked scroll view, the physics behind
/// `UIScrollView.DecelerationRate`.
///
/// Each millisecond the velocity is multiplied by ``rate``: `v(t) = v₀·rate^(1000·t)` with `t`
/// in seconds. Integrating gives the position and the resting point in closed form, so a
/// per-frame animation can evaluate where the content is at any moment, and a paging decision
/// can be made before the motion starts.
///
/// ```swift
/// let decay = Deceleration.normal
/// let stop = decay.restingPosition(from: 0, velocity: 2000)  // ≈ 999 pt further
/// let seconds = decay.duration(initialVelocity: 2000)      // until |v| < 0.5 pt/s
/// ```
public struct Deceleration: Hashable, Sendable {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public var rate: Double

    /// Creates a deceleration with a per-millisecond rate.
    ///
    /// - Parameter rate: The fraction of velocity kept each millisecond.
    /// - Note: Values outside (0, 1) would never stop or would reverse; they are clamped into
    ///   [1e-6, 1 − 1e-6], and a non-finite value becomes ``normal``'s rate.
    public init(rate: Double) {
        self.rate = rate.isFinite ? min(max(rate, 1e-6), 1 - 1e-6) : 0.998
    }

    /// The standard rate of a scroll view, 0.998 per millisecond.
    public static let normal = Deceleration(rate: 0.998)
    /// The quick stop of a paging scroll view or a picker, 0.99 per millisecond.
    public static let fast = Deceleration(rate: 0.99)

    /// The velocity below which a deceleration is considered finished, in points per second.
    public static let stopThreshold = 0.5

    /// 1000·ln(rate): the (negative) exponential decay constant per second.
    private var decayConstant: Double { 1000 * log(rate) }

    /// The position `t` seconds into the deceleration.
    ///
    /// - Parameters:
    ///   - t: Seconds since the flick (negative values are treated as 0).
    ///   - x0: The position at the flick.
    ///   - v0: The velocity at the flick, in points per second.
    /// - Returns: `x₀ + v₀·(rate^(1000t) − 1) / (1000·ln rate)`.
    public func position(at t: Double, from x0: Double, velocity v0: Double) -> Double {
        let t = max(t, 0)
        return x0 + v0 * (exp(decayConstant * t) - 1) / decayConstant
    }

    /// The velocity `t` seconds into the deceleration: `v₀·rate^(1000t)`.
    ///
    /// - Parameters:
    ///   - t: Seconds since the flick (negative values are treated as 0).
    ///   - v0: The velocity at the flick.
    /// - Returns: The velocity in points per second.
    public func velocity(at t: Double, initialVelocity v0: Double) -> Double {
        v0 * exp(decayConstant * max(t, 0))
    }

    /// Where the motion would come to rest if nothing stopped it: `x₀ − v₀ / (1000·ln rate)`.
    ///
    /// - Parameters:
    ///   - x0: The position at the flick.
    ///   - v0: The velocity at the flick.
    /// - Returns: The resting position.
    public func restingPosition(from x0: Double, velocity v0: Double) -> Double {
        x0 - v0 / decayConstant
    }

    /// How long it takes for the speed to fall below `threshold`.
    ///
    /// - Parameters:
    ///   - v0: The velocity at the flick.
    ///   - threshold: The stopping speed in points per second, 0.5 by default.
    /// - Returns: Seconds; 0 when the flick is already slower than the threshold.
    public func duration(initialVelocity v0: Double, threshold: Double = Deceleration.stopThreshold) -> Double {
        let threshold = abs(threshold)
        let speed = abs(v0)
        guard speed > threshold else { return 0 }
        guard threshold > 0 else { return .infinity }
        return log(threshold / speed) / decayConstant
    }

    /// The distance a flick would travel, as Apple's "Designing Fluid Interfaces" projects it
    /// for paging decisions: `(v/1000)·rate / (1 − rate)`.
    ///
    /// This is the sum of the per-millisecond steps, within a fraction of a percent of the
    /// continuous resting distance given by ``restingPosition(from:velocity:)``.
    ///
    /// - Parameter v: The velocity in points per second.
    /// - Returns: The signed projected distance in points.
    public func projectedDistance(velocity v: Double) -> Double {
        (v / 1000) * rate / (1 - rate)
    }
}

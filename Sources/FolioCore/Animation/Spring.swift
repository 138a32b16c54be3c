import Foundation

/// A damped harmonic oscillator, solved in closed form.
///
/// The counterpart of the spring behind `UISpringTimingParameters` and SwiftUI's
/// `Animation.spring(response:dampingFraction:)`. A spring pulls a displacement `x` back to
/// zero: `m·x″ + c·x′ + k·x = 0`. Folio evaluates the exact solution at any time, so a
/// per-frame animation can ask "where is it now?" without integrating and without drift.
///
/// ```swift
/// let spring = Spring(dampingRatio: 1, response: 0.3)
/// // 200 pt away from the target, moving towards it at 500 pt/s:
/// let x = spring.displacement(at: 0.1, initialDisplacement: 200, initialVelocity: -500)
/// let done = spring.settlingDuration(initialDisplacement: 200, initialVelocity: -500)
/// ```
///
/// Displacement is measured from the resting point, so an animation from `a` to `b`
/// evaluates `b + spring.displacement(at: t, initialDisplacement: a - b, initialVelocity: v)`.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring. Must be positive.
    public var mass: Double
    /// The spring constant `k`: how hard the spring pulls per point of displacement.
    public var stiffness: Double
    /// The damping coefficient `c`: how much the motion is resisted per point/second of velocity.
    public var damping: Double

    /// Creates a spring from its physical coefficients.
    ///
    /// Non-positive or non-finite mass and stiffness are replaced by small positive values so
    /// that the solution stays defined; a negative damping is treated as zero.
    ///
    /// - Parameters:
    ///   - mass: The mass, 1 by default.
    ///   - stiffness: The spring constant.
    ///   - damping: The damping coefficient.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-6
        self.damping = damping.isFinite && damping > 0 ? damping : 0
    }

    /// Creates a spring from a damping ratio and a response, the way designers think about springs.
    ///
    /// With mass 1 the stiffness is `(2π / response)²` and the damping `4π·ζ / response`.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ: 1 is critically damped (fastest without overshoot), below 1 bounces,
    ///     above 1 creeps.
    ///   - response: The period of the undamped oscillation in seconds; smaller is snappier.
    public init(dampingRatio: Double, response: Double) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        self.init(
            mass: 1,
            stiffness: (2 * Double.pi / response) * (2 * Double.pi / response),
            damping: 4 * Double.pi * ratio / response)
    }

    /// The damping ratio ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The response: the period of the undamped oscillation, 2π / ω₀, in seconds.
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// A critically damped spring for snapping to a page (libadwaita's carousel figures:
    /// mass 0.5, stiffness 500, damping ratio 1; a response of about 0.2 s).
    public static let pageSnap = Spring(mass: 0.5, stiffness: 500, damping: 2 * (500 * 0.5).squareRoot())

    /// A critically damped spring for returning from overscroll, slower than ``pageSnap``
    /// (response 0.4 s), close to how a scroll view rubber-bands back into place.
    public static let springBack = Spring(dampingRatio: 1, response: 0.4)

    /// A slightly bouncy general-purpose spring (damping ratio 0.825, response 0.55 s),
    /// the figures of SwiftUI's default spring.
    public static let `default` = Spring(dampingRatio: 0.825, response: 0.55)
}

extension Spring {
    /// The motion regime, chosen by the damping ratio. Within 1e-6 of ζ = 1 the critical
    /// solution is used, because the other two divide by a frequency that tends to zero there.
    enum Regime {
        case underdamped(decay: Double, frequency: Double)
        case critical(omega: Double)
        case overdamped(slow: Double, fast: Double)
    }

    var regime: Regime {
        let omega = angularFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-6 {
            return .critical(omega: omega)
        } else if zeta < 1 {
            return .underdamped(decay: zeta * omega, frequency: omega * (1 - zeta * zeta).squareRoot())
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            return .overdamped(slow: -zeta * omega + root, fast: -zeta * omega - root)
        }
    }

    /// The displacement from rest after `t` seconds.
    ///
    /// - Parameters:
    ///   - t: Seconds since the motion started (negative values are treated as 0).
    ///   - x0: The displacement at `t = 0`.
    ///   - v0: The velocity at `t = 0`, in displacement units per second.
    /// - Returns: The displacement at `t`; it tends to 0.
    public func displacement(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        let t = max(t, 0)
        switch regime {
        case .underdamped(let decay, let frequency):
            let b = (v0 + decay * x0) / frequency
            return exp(-decay * t) * (x0 * cos(frequency * t) + b * sin(frequency * t))
        case .critical(let omega):
            return (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        case .overdamped(let slow, let fast):
            let a = (v0 - fast * x0) / (slow - fast)
            return a * exp(slow * t) + (x0 - a) * exp(fast * t)
        }
    }

    /// The velocity after `t` seconds, the time derivative of
    /// ``displacement(at:initialDisplacement:initialVelocity:)``.
    ///
    /// - Parameters:
    ///   - t: Seconds since the motion started (negative values are treated as 0).
    ///   - x0: The displacement at `t = 0`.
    ///   - v0: The velocity at `t = 0`.
    /// - Returns: The velocity at `t`, in displacement units per second.
    public func velocity(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        let t = max(t, 0)
        switch regime {
        case .underdamped(let decay, let frequency):
            let omega2 = decay * decay + frequency * frequency
            let b = (omega2 * x0 + decay * v0) / frequency
            return exp(-decay * t) * (v0 * cos(frequency * t) - b * sin(frequency * t))
        case .critical(let omega):
            return (v0 - omega * (v0 + omega * x0) * t) * exp(-omega * t)
        case .overdamped(let slow, let fast):
            let a = (v0 - fast * x0) / (slow - fast)
            return a * slow * exp(slow * t) + (x0 - a) * fast * exp(fast * t)
        }
    }
}

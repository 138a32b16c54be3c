public import FolioCore

/// How an animation's progress follows time: a cubic Bézier or a spring. The counterpart of
/// `UICubicTimingParameters` / `UISpringTimingParameters`.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.4, timingParameters: .spring(dampingRatio: 0.8, initialVelocity: 0))
/// ```
///
/// - Note: UIKit models these as classes conforming to `UITimingCurveProvider`; Folio uses
///   one enum, since the set is closed.
public enum TimingParameters: Hashable, Sendable {
    /// Progress follows a cubic Bézier timing curve.
    case cubic(TimingCurve)
    /// A spring with the given damping ratio, tuned to settle exactly at the animation's
    /// duration. `initialVelocity` is relative: 1 means the whole distance per second.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// A physical spring; the animation lasts as long as the spring takes to settle, and the
    /// duration given to the animator is ignored, as in UIKit. `initialVelocity` is relative.
    case physicalSpring(Spring, initialVelocity: Double)

    /// Ease in, ease out.
    public static let easeInOut = TimingParameters.cubic(.easeInOut)
    /// Linear.
    public static let linear = TimingParameters.cubic(.linear)

    /// The duration an animation with these parameters really lasts, given the requested one.
    func effectiveDuration(requested: Double) -> Double {
        switch self {
        case .cubic, .spring: return max(requested, 0)
        case .physicalSpring(let spring, let velocity):
            let d = spring.settlingDuration(initialDisplacement: 1, initialVelocity: -velocity, epsilon: 0.001)
            return d.isFinite ? d : max(requested, 0)
        }
    }

    /// Resolves the parameters for an animation of `duration` seconds.
    func resolved(duration: Double) -> ResolvedTiming {
        switch self {
        case .cubic(let curve):
            return .cubic(curve)
        case .spring(let ratio, let velocity):
            let spring = Self.spring(dampingRatio: max(ratio, 0.01), settlingIn: duration, initialVelocity: velocity)
            return .spring(spring, initialVelocity: velocity, duration: duration)
        case .physicalSpring(let spring, let velocity):
            return .spring(spring, initialVelocity: velocity, duration: effectiveDuration(requested: duration))
        }
    }

    /// The spring with `dampingRatio` whose unit displacement settles (to 0.001) after `duration`.
    static func spring(dampingRatio: Double, settlingIn duration: Double, initialVelocity: Double) -> Spring {
        guard duration > 0 else { return Spring(dampingRatio: dampingRatio, response: 0.001) }
        func settling(_ response: Double) -> Double {
            Spring(dampingRatio: dampingRatio, response: response)
                .settlingDuration(initialDisplacement: 1, initialVelocity: -initialVelocity, epsilon: 0.001)
        }
        // Settling time grows with the response; bisect on a log scale.
        var low = duration * 1e-3
        var high = duration * 10
        for _ in 0..<60 {
            let mid = (low * high).squareRoot()
            if settling(mid) > duration { high = mid } else { low = mid }
        }
        return Spring(dampingRatio: dampingRatio, response: low)
    }
}

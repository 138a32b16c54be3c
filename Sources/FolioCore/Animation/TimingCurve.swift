/// A cubic Bézier timing curve, the counterpart of `CAMediaTimingFunction` and
/// `UICubicTimingParameters`.
///
/// The curve runs from (0, 0) to (1, 1) through two control points. The x axis is the
/// fraction of the duration that has elapsed, the y axis the fraction of the change that
/// has been applied. ``progress(at:)`` solves the curve for a given time to within 1e-6,
/// as WebKit's `UnitBezier` does.
///
/// ```swift
/// let curve = TimingCurve.easeInOut
/// let y = curve.progress(at: 0.25)      // ≈ 0.129
/// let custom = TimingCurve(controlPoint1: Point(x: 0.2, y: 0.9), controlPoint2: Point(x: 0.3, y: 1))
/// ```
///
/// - Note: y values of the control points are not clamped, so a curve may overshoot
///   (y outside 0…1), as in CSS and UIKit.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point; its x lies in 0…1.
    public let controlPoint1: Point
    /// The second control point; its x lies in 0…1.
    public let controlPoint2: Point

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise for y.
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    /// Creates a curve from its two control points.
    ///
    /// - Parameters:
    ///   - controlPoint1: The control point next to (0, 0). Its x is clamped to 0…1.
    ///   - controlPoint2: The control point next to (1, 1). Its x is clamped to 0…1.
    ///
    /// - Note: UIKit raises an exception for x outside 0…1; Folio clamps so that time always
    ///   moves forward and the curve stays a function of time.
    public init(controlPoint1: Point, controlPoint2: Point) {
        let p1 = Point(x: Self.clampUnit(controlPoint1.x), y: controlPoint1.y)
        let p2 = Point(x: Self.clampUnit(controlPoint2.x), y: controlPoint2.y)
        self.controlPoint1 = p1
        self.controlPoint2 = p2
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    /// Progress equal to elapsed time.
    public static let linear = TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// Starts slowly, then speeds up: `kCAMediaTimingFunctionEaseIn` (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// Starts quickly, then slows down: `kCAMediaTimingFunctionEaseOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 0.58, y: 1))
    /// Slow at both ends: `kCAMediaTimingFunctionEaseInEaseOut` (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(
        controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 0.58, y: 1))
    /// Core Animation's default curve (0.25, 0.1, 0.25, 1), also CSS `ease`.
    public static let `default` = TimingCurve(
        controlPoint1: Point(x: 0.25, y: 0.1), controlPoint2: Point(x: 0.25, y: 1))

    /// The fraction of the change applied once `fraction` of the duration has elapsed.
    ///
    /// - Parameter fraction: Elapsed time as a fraction of the duration; clamped to 0…1.
    /// - Returns: The progress; exactly 0 at 0 and exactly 1 at 1.
    public func progress(at fraction: Double) -> Double {
        let x = Self.clampUnit(fraction)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if isLinear { return x }
        return sampleY(parameter(forFraction: x))
    }

    /// The slope of the curve, d(progress)/d(time), at `fraction` of the duration.
    ///
    /// Multiply by the distance and divide by the duration to get a velocity in points per
    /// second, for example to hand an animation's current speed on to a spring.
    ///
    /// - Parameter fraction: Elapsed time as a fraction of the duration; clamped to 0…1.
    /// - Returns: The slope; always finite.
    public func velocity(at fraction: Double) -> Double {
        let x = Self.clampUnit(fraction)
        if isLinear { return 1 }
        let t = parameter(forFraction: x)
        let dx = derivativeX(t)
        if abs(dx) > 1e-6 { return derivativeY(t) / dx }
        if t < 1e-6, let g = startGradient { return g }
        if t > 1 - 1e-6, let g = endGradient { return g }
        // A vertical tangent: fall back to a finite difference, which stays finite.
        let h = 1e-4
        let lo = max(0, x - h)
        let hi = min(1, x + h)
        return (progress(at: hi) - progress(at: lo)) / (hi - lo)
    }

    /// The Bézier parameter t whose x equals `fraction`, to within 1e-6.
    package func parameter(forFraction x: Double) -> Double {
        let epsilon = 1e-7
        // Newton's method converges in a few steps for most curves.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = derivativeX(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        // Bisection is slower but cannot fail, since x(t) is monotone on 0…1.
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            t = lo + (hi - lo) / 2
        }
        return t
    }

    /// The point of the curve at Bézier parameter `t`.
    package func point(atParameter t: Double) -> Point { Point(x: sampleX(t), y: sampleY(t)) }

    private var isLinear: Bool { controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    // The tangent at each end when the derivative vanishes there (a control point sitting on
    // the end point), following Chromium's `CubicBezier`; nil when the tangent is vertical.
    private var startGradient: Double? {
        let (p1, p2) = (controlPoint1, controlPoint2)
        if p1.x > 0 { return p1.y / p1.x }
        if p1.y == 0 && p2.x > 0 { return p2.y / p2.x }
        if p1.y == 0 && p2.y == 0 { return 1 }
        return nil
    }

    private var endGradient: Double? {
        let (p1, p2) = (controlPoint1, controlPoint2)
        if p2.x < 1 { return (p2.y - 1) / (p2.x - 1) }
        if p2.y == 1 && p1.x < 1 { return (p1.y - 1) / (p1.x - 1) }
        if p2.y == 1 && p1.y == 1 { return 1 }
        return nil
    }

    private static func clampUnit(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }
}

/// The resistance of content dragged past its edge, as iOS scroll views rubber-band.
///
/// A finger that has moved `x` points past the edge moves the content only
/// `b = (1 − 1 / (x·c / d + 1))·d`, where `d` is the scroll view's size along the axis and
/// `c` = 0.55. The content can never be pulled further than `d`, and the first points of
/// overshoot follow the finger at about `c` times its speed.
///
/// ```swift
/// RubberBand.offset(overshoot: 100, dimension: 960)        // ≈ 52.02
/// RubberBand.overshoot(offset: 52.02, dimension: 960)      // ≈ 100
/// ```
public enum RubberBand {
    /// The coefficient iOS uses, 0.55.
    public static let defaultCoefficient = 0.55

    /// The displayed overscroll for a finger overshoot.
    ///
    /// - Parameters:
    ///   - x: How far the finger is past the edge, in points; the sign is kept.
    ///   - d: The scroll view's length along the axis.
    ///   - c: The resistance coefficient, 0.55 by default.
    /// - Returns: The signed rubber-banded distance, strictly less than `d` in magnitude;
    ///   0 when `d` or `c` is not positive.
    public static func offset(overshoot x: Double, dimension d: Double, coefficient c: Double = defaultCoefficient)
        -> Double
    {
        guard d > 0, c > 0, x.isFinite else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }

    /// The finger overshoot that produces a displayed overscroll: the inverse of
    /// ``offset(overshoot:dimension:coefficient:)``, `x = b·d / (c·(d − b))`.
    ///
    /// A scroll view uses it when a new drag starts while the content is already past an edge
    /// (for example during a bounce), so the content continues from where it is.
    ///
    /// - Parameters:
    ///   - b: The displayed overscroll, in points; the sign is kept.
    ///   - d: The scroll view's length along the axis.
    ///   - c: The resistance coefficient, 0.55 by default.
    /// - Returns: The signed overshoot; `±.infinity` when `|b| ≥ d`, 0 when `d` or `c` is not positive.
    public static func overshoot(offset b: Double, dimension d: Double, coefficient c: Double = defaultCoefficient)
        -> Double
    {
        guard d > 0, c > 0, b.isFinite else { return 0 }
        let magnitude = abs(b)
        guard magnitude < d else { return b < 0 ? -.infinity : .infinity }
        let x = magnitude * d / (c * (d - magnitude))
        return b < 0 ? -x : x
    }
}

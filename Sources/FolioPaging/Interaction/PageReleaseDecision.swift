import FolioCore

/// Where a released drag goes: to the next page (+1), the previous one (−1) or back (0).
///
/// Scroll style (and custom transitions): the pages coast with iOS's normal deceleration and
/// snap to the page the projected position lands in, so a flick advances even when short,
/// never more than one page.
///
/// Curl style (UIKit's rule): a release faster than 300 pt/s along the paging axis picks
/// the direction of the flick; a slower one goes by which side of the view's midline the
/// finger is on (the middle of the page for one page, the spine for a spread).
enum PageReleaseDecision {
    /// The speed, in points per second, above which a curl release follows the flick.
    static let curlFlickSpeed = 300.0

    /// The target of a scroll-style release.
    ///
    /// - Parameters:
    ///   - progress: Where the pages are, in turns (positive forward).
    ///   - velocity: The release velocity in turns per second (positive forward).
    ///   - stride: Points per turn, to project the velocity in points.
    static func scrollTarget(progress: Double, velocity: Double, stride: Double) -> Double {
        let projection = Deceleration.normal.projectedDistance(velocity: velocity * stride) / max(stride, 1)
        let projected = progress + projection
        let target = projected.rounded()
        // One page per gesture, and never backwards past rest from where the turn started.
        return min(max(target, progress.rounded(.down)), progress.rounded(.up)).clamped(to: -1...1)
    }

    /// Whether a curl turn in progress completes.
    ///
    /// - Parameters:
    ///   - step: The direction of the turn.
    ///   - fingerPosition: Where the finger is across the view along the paging axis, in
    ///     the canonical frame: 0 at the spine-side edge (the min edge, mirrored for a max
    ///     spine), 1 at the far edge.
    ///   - velocity: The release velocity in points per second, positive forward.
    static func curlCompletes(step: PageStep, fingerPosition: Double, velocity: Double) -> Bool {
        if abs(velocity) > curlFlickSpeed { return velocity * Double(step.sign) > 0 }
        return step == .forward ? fingerPosition < 0.5 : fingerPosition > 0.5
    }
}

extension Double {
    /// The value limited to `range`.
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

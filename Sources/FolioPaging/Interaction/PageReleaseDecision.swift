import FolioCore

/// Where a released scroll-style drag goes: to the next page (+1), the previous one (−1) or
/// back (0). The pages coast with iOS's normal deceleration and snap to the page the
/// projected position lands in, so a flick advances even when short, never more than one
/// page. (Curl releases follow the curl geometry's rule, ``CurlDrag/releaseTarget(finger:velocity:midline:)``.)
enum PageReleaseDecision {
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
}

extension Double {
    /// The value limited to `range`.
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

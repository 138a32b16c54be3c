import FolioCore

/// Timing parameters fixed for a duration: a function from the fraction of time elapsed to progress.
enum ResolvedTiming {
    case cubic(TimingCurve)
    case spring(Spring, initialVelocity: Double, duration: Double)

    func progress(at fraction: Double) -> Double {
        switch self {
        case .cubic(let curve):
            return curve.progress(at: fraction)
        case .spring(let spring, let velocity, let duration):
            if fraction >= 1 { return 1 }
            if fraction <= 0 { return 0 }
            return 1 - spring.displacement(at: fraction * duration, initialDisplacement: 1, initialVelocity: -velocity)
        }
    }

    /// The fraction of time at which the progress first reaches `progress` (for monotonic
    /// curves; springs answer the first crossing).
    func fraction(forProgress progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if self.progress(at: mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
